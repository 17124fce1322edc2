import ThreadFold

/// Every importer either reads the bytes into threads or names the file in its error; what
/// it writes decodes again as thread files. A violation traps.
enum ImportersChecks {
    static func run(_ control: UInt8, _ bytes: [UInt8]) {
        let formats: [(ImportFormat, String)] = [
            (.disqus, "export.xml"), (.wordpress, "export.xml"), (.staticman, "data/comments/post/entry.yml"),
            (.githubIssues, "issues.json"), (.hn, "item.json"), (.reddit, "thread.json"), (.json, "export.json"),
            (.redditDump, "RC_2024-01.ndjson"),
        ]
        let (format, name) = formats[Int(control) % formats.count]
        var export = bytes
        var options = ImportOptions()
        if format == .json {
            // A field map (`--map`) on the first line, the export after it.
            let line = bytes.firstIndex(of: 0x0A) ?? bytes.count
            do throws(FieldMapError) {
                options.fieldMap = try FieldMap(parsing: String(decoding: bytes[..<line], as: UTF8.self))
            } catch {
                if error.message.isEmpty { fatalError("a field map error without words") }
            }
            export = Array(bytes[min(line + 1, bytes.count)...])
        }
        let files = MemoryFiles(["in/" + name: export])
        let importer = Importer(io: .memory(files), options: options)
        let source = format == .staticman ? "in/data/comments" : "in/" + name
        do throws(ImportError) {
            _ = try importer.run(format, sources: [source], into: "out")
        } catch {
            if error.path.isEmpty || error.message.isEmpty { fatalError("an import error without a place or words: \(error)") }
            return
        }
        for (path, written) in files.snapshot where path.hasPrefix("out/") {
            let decoded = InputDecoder.decodeJSON(written, file: path)
            let errors = decoded.diagnostics.filter { $0.severity == .error }
            if !errors.isEmpty { fatalError("\(format): wrote \(path), which does not read back: \(errors)") }
        }
    }
}

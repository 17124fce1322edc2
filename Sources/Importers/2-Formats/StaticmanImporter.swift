import ThreadFold

/// A Staticman `_data/comments` tree: one folder per post, one YAML file per comment.
/// SOURCE is the `comments` folder (each sub-folder a thread) or one post's folder.
/// Read: `_id`/`id`, `name`, `message`, `date` and the reply fields; never `email`
/// (often an MD5 of the address, still personal) or anything else.
struct StaticmanImporter {
    var io: FileIO

    func threads(from directory: String) throws(ImportError) -> [SourceThread] {
        guard io.kind(directory) == true else {
            throw ImportError(path: directory, message: "not a folder; give the Staticman _data/comments folder or one post's folder in it")
        }
        let entries = try list(directory)
        if !entries.filter(Self.isYAML).isEmpty {
            return [try thread(named: Self.lastComponent(directory), in: directory)]
        }
        var threads: [SourceThread] = []
        for entry in entries where io.kind(directory + "/" + entry) == true {
            threads.append(try thread(named: entry, in: directory + "/" + entry))
        }
        return threads
    }

    private func thread(named name: String, in folder: String) throws(ImportError) -> SourceThread {
        var files: [StaticmanFile] = []
        for entry in try list(folder) where Self.isYAML(entry) {
            let path = folder + "/" + entry
            let bytes: [UInt8]
            do { bytes = try io.read(path) } catch { throw ImportError(path: path, message: "cannot read this file: \(error)") }
            files.append(StaticmanFile(fileName: entry, fields: try YAMLReader.read(bytes, path: path)))
        }
        let comments = StaticmanReplyResolver(files).comments()
        // Sorted by date as the site shows them; file order breaks ties.
        let ordered = comments.enumerated().sorted { a, b in
            let ta = a.element.createdAt ?? "", tb = b.element.createdAt ?? ""
            return ta == tb ? a.offset < b.offset : ta < tb
        }.map(\.element)
        return SourceThread(id: name, title: name, contentFormat: .markdown, comments: ordered)
    }

    /// Sorted names: file-name order is what `replying_to` counts in.
    private func list(_ folder: String) throws(ImportError) -> [String] {
        do { return try io.list(folder).filter { !$0.hasPrefix(".") }.sorted() } catch {
            throw ImportError(path: folder, message: "cannot list this folder: \(error)")
        }
    }

    static func isYAML(_ name: String) -> Bool {
        name.hasSuffix(".yml") || name.hasSuffix(".yaml")
    }

    private static func lastComponent(_ path: String) -> String {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return trimmed.split(separator: "/").last.map(String.init) ?? "comments"
    }
}

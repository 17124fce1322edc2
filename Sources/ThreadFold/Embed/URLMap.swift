import Foundation

/// `--url-map FILE`: posts that moved. Each line is an old URL and the new path, separated
/// by a tab, a comma or spaces; blank lines and lines starting with `#` are skipped. Both
/// sides are normalised as `PagePath`s, so `https://old.example/2019/hello/` maps like
/// `/2019/hello`.
struct URLMap: Sendable {
    var moved: [PagePath: PagePath] = [:]

    /// The map in `file`, and a diagnostic (naming the line) for every line that is not
    /// two columns or maps one URL twice.
    static func load(_ file: String, io: FileIO) -> (URLMap, [Diagnostic]) {
        let bytes: [UInt8]
        do { bytes = try io.read(file) } catch {
            return (URLMap(), [Diagnostic(.error, file: file, message: "cannot read this URL map: \(FileIOError.reason(error))")])
        }
        var map = URLMap()
        var diagnostics: [Diagnostic] = []
        for (index, line) in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if text.isEmpty || text.hasPrefix("#") { continue }
            let columns = text.split(whereSeparator: { $0 == "\t" || $0 == "," || $0 == " " })
            guard columns.count == 2 else {
                diagnostics.append(
                    Diagnostic(
                        .error, file: file, line: index + 1, column: 1,
                        message: "expected two columns, the old URL and the new path, found \(columns.count)"))
                continue
            }
            let old = PagePath(normalising: String(columns[0]))
            if map.moved[old] != nil {
                diagnostics.append(Diagnostic(.error, file: file, line: index + 1, column: 1, message: "\(old) is mapped twice"))
            }
            map.moved[old] = PagePath(normalising: String(columns[1]))
        }
        return (map, diagnostics)
    }

    /// The page a thread belongs on: its `url` (or an id that is a path) normalised, then
    /// moved if the map says so; nil for a thread with neither.
    func page(of thread: CommentThread) -> PagePath? {
        let source = thread.url ?? (thread.id.hasPrefix("/") ? thread.id : nil)
        guard let source else { return nil }
        let path = PagePath(normalising: source)
        return moved[path] ?? path
    }
}

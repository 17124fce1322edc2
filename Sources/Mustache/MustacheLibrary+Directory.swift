import Foundation

extension MustacheLibrary {
    /// Loads every `NAME.<extension>` under `directory` (recursively; the name is the path
    /// relative to `directory` without extension, e.g. `partials/comment`), then fills names
    /// missing there from `fallback`: a theme overrides bundled templates by name.
    /// Hidden files and folders are skipped. Template errors name the file path;
    /// file-system errors (e.g. a missing `directory`) are thrown as Foundation reports them.
    public init(directory: URL, fallback: URL? = nil, extension: String = "mustache") throws {
        var sources: [String: String] = [:]
        var fileNames: [String: String] = [:]
        for root in [directory] + (fallback.map { [$0] } ?? []) {
            for (name, file) in try Self.templateFiles(in: root, extension: `extension`) where sources[name] == nil {
                sources[name] = try String(contentsOf: file, encoding: .utf8)
                fileNames[name] = file.path
            }
        }
        try self.init(templates: sources, fileNames: fileNames)
    }

    /// Template name → file URL for every matching file under `root`.
    private static func templateFiles(in root: URL, extension fileExtension: String) throws -> [(String, URL)] {
        let base = root.standardizedFileURL.resolvingSymlinksInPath()
        let keys: [URLResourceKey] = [.isRegularFileKey]
        let urls = try FileManager.default.subpathsOfDirectory(atPath: base.path)
        var found: [(String, URL)] = []
        for relative in urls.sorted() where relative.hasSuffix("." + fileExtension) {
            // Hidden files are editor leftovers (`.#page.mustache` lock links, swap files),
            // never templates; they may even be dangling links that cannot be read.
            guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            let url = base.appendingPathComponent(relative)
            guard (try? url.resourceValues(forKeys: Set(keys)).isRegularFile) == true else { continue }
            found.append((String(relative.dropLast(fileExtension.count + 1)), url))
        }
        return found
    }
}

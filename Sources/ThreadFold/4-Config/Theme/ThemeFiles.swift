/// Walking a theme folder (templates or public files) through `FileIO`.
enum ThemeFiles {
    /// Every regular file below `root`, as (path relative to root, full path); hidden
    /// entries (editor swap files, `.DS_Store`) are skipped.
    static func walk(_ root: String, io: FileIO) throws(ThemeError) -> [(String, String)] {
        guard io.kind(root) == .folder else {
            throw ThemeError(file: root, message: "this theme folder does not exist")
        }
        var found: [(String, String)] = []
        var stack = [""]
        while let relativeDirectory = stack.popLast() {
            let directory = relativeDirectory.isEmpty ? root : root + "/" + relativeDirectory
            let names: [String]
            do { names = try io.list(directory) } catch {
                throw ThemeError(file: directory, message: "cannot list this folder")
            }
            for name in names.sorted() where !name.hasPrefix(".") {
                let relative = relativeDirectory.isEmpty ? name : relativeDirectory + "/" + name
                let path = root + "/" + relative
                if io.kind(path) == .folder { stack.append(relative) } else { found.append((relative, path)) }
            }
        }
        return found.sorted { $0.0 < $1.0 }
    }

    static func text(_ path: String, io: FileIO) throws(ThemeError) -> String {
        let bytes: [UInt8]
        do { bytes = try io.read(path) } catch {
            throw ThemeError(file: path, message: "cannot read this template")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ThemeError(file: path, message: "this template is not UTF-8 text")
        }
        return text
    }
}

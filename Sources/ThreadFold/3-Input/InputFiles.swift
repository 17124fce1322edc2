import Decompression
import Glibc

/// Finds the input files named on the command line: files as given, directories searched
/// recursively for `*.json` and `*.ndjson` in sorted order (so builds are deterministic).
/// Hidden entries, `threadfold.json` (the config file) and the `locales/` folder beside it
/// (the site's locale files) are skipped.
public enum InputFiles {
    public static func collect(_ paths: [String], io: FileIO) -> (files: [String], diagnostics: [Diagnostic]) {
        var files: [String] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            switch io.kind(path) {
            case .missing:
                diagnostics.append(Diagnostic(.error, file: path, message: "no such file or directory"))
            case .file:
                files.append(path)
            case .folder:
                var found: [String] = []
                walk(path, io: io, into: &found, diagnostics: &diagnostics)
                files += found.sorted(by: Self.byteOrder)
            }
        }
        return (files, diagnostics)
    }

    /// `.json` and `.ndjson`, also compressed (`.json.gz`, `.ndjson.zst`).
    public static func isInput(_ name: String) -> Bool {
        let content = CompressionFormat.stripped(name)
        return (content.hasSuffix(".json") || content.hasSuffix(".ndjson")) && !name.hasPrefix(".") && name != "threadfold.json"
    }

    /// Byte order of the UTF-8 paths (the same on every platform and locale), compared
    /// with memcmp: the generic `lexicographicallyPrecedes` over two `UTF8View`s cost
    /// thousands of instructions a pair, for paths sharing long folder prefixes.
    static func byteOrder(_ a: String, _ b: String) -> Bool {
        var a = a
        var b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let common = min(x.count, y.count)
                if common > 0, let p = x.baseAddress, let q = y.baseAddress {
                    let order = memcmp(p, q, common)
                    if order != 0 { return order < 0 }
                }
                return x.count < y.count
            }
        }
    }

    /// Depth-first with an explicit stack (the caller sorts what it finds).
    private static func walk(_ root: String, io: FileIO, into files: inout [String], diagnostics: inout [Diagnostic]) {
        var stack = [root]
        // A folder reached again through a symbolic link (a loop, or two links to one
        // place) is read once: reading it again would only repeat its threads.
        var visited: Set<String> = []
        while let directory = stack.popLast() {
            let real = io.canonical(directory)
            guard visited.insert(real).inserted else {
                diagnostics.append(
                    Diagnostic(
                        .warning, file: directory,
                        message: "this folder is \(real) again (a symbolic link); its files are read once"))
                continue
            }
            let names: [String]
            do {
                names = try io.list(directory).filter { !$0.hasPrefix(".") }
            } catch {
                diagnostics.append(
                    Diagnostic(.error, file: directory, message: "cannot list this directory: \(FileIOError.reason(error))"))
                continue
            }
            var subdirectories: [String] = []
            // `locales/` beside a config holds the site's locale files, not threads.
            let besideConfig = names.contains("threadfold.json")
            for name in names where !(besideConfig && name == "locales") {
                let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
                if io.kind(path) == .folder {
                    subdirectories.append(path)
                } else if isInput(name) {
                    files.append(path)
                }
            }
            stack.append(contentsOf: subdirectories)
        }
    }
}

import Foundation

/// Bundled theme files copied into a project to customise (`threadfold theme eject`), and
/// the record that lets a build say when the bundled original has changed since. A
/// project that copies nothing keeps getting the bundled theme's fixes; one that copies a
/// template must hear when the template it copied moved on, or it never learns.
///
/// Each folder copied into (templates, public) holds `.threadfold-theme.json`: which files
/// were copied, from which threadfold, and a fingerprint of each bundled text as copied.
/// The theme loader skips hidden files, so the record is never a template or a page.
public enum EjectedTheme {
    public static let recordName = ".threadfold-theme.json"

    /// The bundled files, as `Templates/NAME` and `Public/NAME`.
    public static var bundledPaths: [String] { BundledTheme.all.keys.sorted() }

    /// The bundled files a name on the command line means: a path (`locales/en.json`,
    /// `Templates/comment.mustache`), a file name (`style.css`) or a template's name
    /// (`comment`); empty when it means none.
    public static func bundledPaths(matching name: String) -> [String] {
        bundledPaths.filter { path in
            let relative = path.drop { $0 != "/" }.dropFirst()
            return path == name || relative == name || relative == name + ".mustache"
        }
    }

    /// Copies `paths` (bundled paths) into `templates` and `public`, records them, and
    /// returns the files written. A file already there is left alone and named in the
    /// error unless `force`; nothing is written then.
    public static func eject(
        _ paths: [String], templates: String, public publicFolder: String, copiedFrom: String, force: Bool, io: FileIO
    ) throws(ThemeError) -> [String] {
        let targets = paths.map { path in (path, folder(of: path, templates: templates, public: publicFolder)) }
        let clashes = targets.map { $0.1.path }.filter { io.kind($0) != .missing }
        guard force || clashes.isEmpty else {
            throw ThemeError(
                file: clashes[0], message: "already here (\(clashes.count) file(s) in all); --force replaces them with the bundled ones")
        }
        var records: [String: Record] = [:]
        for (path, target) in targets {
            let text = BundledTheme.all[path] ?? ""
            do { try io.write(target.path, Array(text.utf8)) } catch {
                throw ThemeError(file: target.path, message: "cannot write this file: \(FileIOError.reason(error))")
            }
            var record = records[target.folder] ?? read(in: target.folder, io: io) ?? Record(copiedFrom: copiedFrom, files: [:])
            record.copiedFrom = copiedFrom
            record.files[target.name] = fingerprint(text)
            records[target.folder] = record
        }
        for (folder, record) in records { try write(record, in: folder, io: io) }
        return targets.map { $0.1.path }
    }

    /// A warning for each recorded copy in `folder` whose bundled original (under
    /// `bundledPrefix`, `Templates/` or `Public/`) is no longer the text it was copied from.
    static func staleCopies(in folder: String, bundledPrefix: String, io: FileIO) -> [Diagnostic] {
        guard let record = read(in: folder, io: io) else { return [] }
        return record.files.keys.sorted().compactMap { name in
            guard let bundled = BundledTheme.all[bundledPrefix + name], fingerprint(bundled) != record.files[name],
                io.kind(folder + "/" + name) == .file
            else { return nil }
            return Diagnostic(
                .warning, file: folder + "/" + name,
                message: "copied from the bundled theme of \(record.copiedFrom), which has changed it since; "
                    + "`threadfold theme eject --force \(name)` takes the new one (then apply your changes to it again)")
        }
    }

    /// FNV-1a (64 bits) of the text: to notice a change, not to resist an adversary.
    static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }

    struct Record: Codable, Equatable {
        var copiedFrom: String
        /// File name within the folder → fingerprint of the bundled text copied.
        var files: [String: String]
    }

    private static func folder(of path: String, templates: String, public publicFolder: String) -> (
        folder: String, name: String, path: String
    ) {
        let isTemplate = path.hasPrefix("Templates/")
        let folder = isTemplate ? templates : publicFolder
        let name = String(path.dropFirst(isTemplate ? "Templates/".count : "Public/".count))
        return (folder, name, folder + "/" + name)
    }

    private static func read(in folder: String, io: FileIO) -> Record? {
        guard let bytes = try? io.read(folder + "/" + recordName) else { return nil }
        return try? JSONDecoder().decode(Record.self, from: Data(bytes))
    }

    private static func write(_ record: Record, in folder: String, io: FileIO) throws(ThemeError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let path = folder + "/" + recordName
        do { try io.write(path, Array(try encoder.encode(record)) + [0x0A]) } catch {
            throw ThemeError(file: path, message: "cannot record what was copied: \(FileIOError.reason(error))")
        }
    }
}

import Foundation
import TestSupport
import XCTest

/// The folders of `Sources/ThreadFold` promise an order (ARCHITECTURE.md): `Model` and
/// `Support` under everything, then the numbered stages, each knowing only those before
/// it, then the commands built on them (`Embed`, `Shards`, `Watch`), which know the stages
/// but not each other. This reads the sources and fails on any type a folder names from a
/// folder it must not know, so the map cannot drift from the code unnoticed.
final class StageOrderTests: XCTestCase {
    private static let sources = PackagePaths.root.appendingPathComponent("Sources/ThreadFold")
    private static let commands: Set<String> = ["Embed", "Shards", "Watch"]

    func testNoFolderNamesATypeOfAFolderAfterIt() throws {
        let folders = try SourceFolders(Self.sources)
        XCTAssertGreaterThan(folders.owners.count, 100, "the scan found the pipeline's types")
        var violations: [String] = []
        for (folder, references) in folders.references {
            for (type, files) in references {
                guard let owner = folders.owners[type], owner != folder, !Self.may(folder, know: owner) else { continue }
                violations.append("\(folder) names \(type) of \(owner) (in \(files.sorted().joined(separator: ", ")))")
            }
        }
        XCTAssertEqual(violations.sorted(), [], "a stage knows only the stages before it")
    }

    func testTheRuleCatchesALaterStage() {
        XCTAssertTrue(Self.may("5-Render", know: "2-Fold"))
        XCTAssertFalse(Self.may("5-Render", know: "7-Feed"), "a stage must not know a later one")
        XCTAssertFalse(Self.may("Model", know: "1-Decode"))
        XCTAssertFalse(Self.may("9-Site", know: "Shards"), "stages do not know the commands")
        XCTAssertFalse(Self.may("Embed", know: "Watch"), "commands do not know each other")
        XCTAssertTrue(Self.may("Watch", know: "9-Site"))
    }

    func testEveryFolderIsOnTheMap() throws {
        let map = try String(contentsOf: PackagePaths.root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: Self.sources.appendingPathComponent($0).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }
        XCTAssertFalse(folders.isEmpty)
        for folder in folders {
            XCTAssertTrue(map.contains("`\(folder)/"), "ARCHITECTURE.md describes Sources/ThreadFold/\(folder)/")
            XCTAssertNotNil(Self.rank(folder), "\(folder) has a place in the stage order")
        }
    }

    /// Model, Support, the stages by number, then the commands.
    private static func rank(_ folder: String) -> Int? {
        switch folder {
        case "Model": return 0
        case "Support": return 1
        case _ where commands.contains(folder): return 100
        default:
            guard let dash = folder.firstIndex(of: "-"), let number = Int(folder[..<dash]) else { return nil }
            return 1 + number
        }
    }

    /// Whether a file in `folder` may name a type of `owner`.
    private static func may(_ folder: String, know owner: String) -> Bool {
        guard let mine = rank(folder), let theirs = rank(owner) else { return false }
        return theirs < mine
    }
}

/// The top-level types each folder of a target declares, and the capitalised names each
/// folder's code uses (comments and string literals left out: a template's text may say
/// "Comment" without using the type).
private struct SourceFolders {
    var owners: [String: String] = [:]
    var references: [String: [String: Set<String>]] = [:]

    init(_ root: URL) throws {
        let files = try Self.swiftFiles(under: root)
        var texts: [(folder: String, file: String, code: String)] = []
        for file in files {
            let relative = String(file.path.dropFirst(root.path.count + 1))
            let folder = String(relative.prefix { $0 != "/" })
            guard folder != relative else { continue }
            let code = Self.code(of: try String(contentsOf: file, encoding: .utf8))
            texts.append((folder, file.lastPathComponent, code))
            for name in Self.declarations(in: code) where owners[name] == nil { owners[name] = folder }
        }
        for text in texts {
            for name in Self.capitalisedWords(in: text.code) where owners[name] != nil {
                references[text.folder, default: [:]][name, default: []].insert(text.file)
            }
        }
    }

    private static func swiftFiles(under root: URL) throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }

    /// Names declared at the start of a line (top level: nested types are indented).
    private static func declarations(in code: String) -> [String] {
        let pattern =
            #"(?m)^(?:(?:public|package|internal|private|fileprivate|final|@\w+)\s+)*(?:struct|class|enum|protocol|typealias|actor)\s+([A-Z]\w*)"#
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap {
            Range($0.range(at: 1), in: code).map { String(code[$0]) }
        }
    }

    private static func capitalisedWords(in code: String) -> Set<String> {
        let regex = try! NSRegularExpression(pattern: #"\b[A-Z]\w*\b"#)
        return Set(
            regex.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap {
                Range($0.range, in: code).map { String(code[$0]) }
            })
    }

    /// The source with comments and string literals (plain, multi-line and raw) blanked.
    static func code(of source: String) -> String {
        let patterns = [
            ##"#+"""[\s\S]*?"""#+"##, ##""""[\s\S]*?""""##, ##"#+"[^\n]*?"#+"##, ##"//[^\n]*"##, ##"/\*[\s\S]*?\*/"##,
            ##""(?:[^"\\\n]|\\.)*""##,
        ]
        let regex = try! NSRegularExpression(pattern: patterns.joined(separator: "|"))
        return regex.stringByReplacingMatches(in: source, range: NSRange(source.startIndex..., in: source), withTemplate: " ")
    }
}

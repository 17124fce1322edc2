import Foundation
import TestSupport
import XCTest

/// Small functions: no function, initialiser or subscript in `Sources/` runs over 60
/// lines (its declaration to its closing brace), so each one can be read at a glance.
final class FunctionLengthTests: XCTestCase {
    static let limit = 60

    func testNoFunctionInTheSourcesIsLongerThanTheLimit() throws {
        let sources = PackagePaths.root.appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.hasSuffix("BundledTheme+Files.swift") }
        XCTAssertGreaterThan(files.count, 100, "the scan found the sources")
        var long: [String] = []
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (line, length) in Self.functions(in: text) where length > Self.limit {
                long.append("Sources/\(file):\(line): \(length) lines")
            }
        }
        XCTAssertEqual(long.sorted(), [], "functions over \(Self.limit) lines")
    }

    func testTheScanMeasuresAFunctionFromItsDeclarationToItsClosingBrace() {
        let body = (0..<70).map { "    let x\($0) = \"}\" // }" }.joined(separator: "\n")
        let head = "struct S {\n    func short() { }\n    @inline(__always) private static func long(\n        a: Int\n    ) -> Int {\n"
        let text = head + body + "\n    }\n}\n"
        XCTAssertEqual(Self.functions(in: text).map(\.length), [1, 74])
    }

    /// `(first line, line count)` of each `func`, `init` and `subscript` with a body: braces
    /// counted outside strings and line comments.
    static func functions(in text: String) -> [(line: Int, length: Int)] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var found: [(line: Int, length: Int)] = []
        for (start, line) in lines.enumerated() where declares(line) {
            var depth = 0
            var opened = false
            for end in start..<min(lines.count, start + 2_000) {
                for character in code(lines[end]) {
                    if character == "{" {
                        depth += 1
                        opened = true
                    } else if character == "}" {
                        depth -= 1
                    }
                }
                if opened && depth <= 0 {
                    found.append((start + 1, end - start + 1))
                    break
                }
                // A declaration without a body (a protocol's) opens no brace within a few lines.
                if !opened && end > start + 8 { break }
            }
        }
        return found
    }

    private static func declares(_ line: Substring) -> Bool {
        // Attributes (`@inline(__always)`) and modifiers before the keyword.
        let bare = String(line).replacingOccurrences(of: #"@\w+(\([^)]*\))?"#, with: " ", options: .regularExpression)
        let words = bare.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == "<" }).map(String.init)
        let modifiers: Set<String> = [
            "public", "private", "fileprivate", "internal", "static", "override", "mutating", "final", "convenience", "required",
            "nonisolated",
        ]
        guard let keyword = words.first(where: { !modifiers.contains($0) }) else { return false }
        return keyword == "func" || keyword == "init" || keyword == "init?" || keyword == "subscript"
    }

    /// The line without string literals and without a trailing `//` comment.
    private static func code(_ line: Substring) -> [Character] {
        var out: [Character] = []
        var inString = false
        var previous: Character = " "
        for character in line {
            if character == "\"" && previous != "\\" {
                inString.toggle()
            } else if !inString {
                if character == "/" && previous == "/" {
                    out.removeLast()
                    break
                }
                out.append(character)
            }
            previous = character
        }
        return out
    }
}

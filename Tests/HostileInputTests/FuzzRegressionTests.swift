import Foundation
import HTMLSanitizer
import Mustache
import ThreadFold
import XCTest

/// Replays every input the fuzzers (`Fuzz/run.sh`) found crashing, from
/// `Fuzz/regressions/<target>/`, through the same promises the fuzz targets check. The
/// inputs live in the repo (not in shared/), so these tests never skip for missing data;
/// a target with no regression inputs yet skips with that reason.
final class FuzzRegressionTests: XCTestCase {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The regression inputs of one target, sorted by name; skips when there are none.
    private func inputs(_ target: String) throws -> [(name: String, bytes: [UInt8])] {
        let folder = Self.packageRoot.appendingPathComponent("Fuzz/regressions/\(target)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let found: [(name: String, bytes: [UInt8])] = names.filter { !$0.hasPrefix(".") }.sorted().compactMap { name in
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else { return nil }
            return (name, [UInt8](data))
        }
        if found.isEmpty {
            throw XCTSkip("no fuzz regression inputs for \(target) in \(folder.path); nothing to replay")
        }
        return found
    }

    func testSanitizerRegressionsAreFixedPointsWithAllowListedMarkup() throws {
        for input in try inputs("sanitizer") {
            let html = String(decoding: input.bytes, as: UTF8.self)
            let output = HTMLSanitizer.sanitize(html)
            XCTAssertEqual(HTMLSanitizer.sanitize(output), output, "\(input.name): sanitising the output changed it")
            XCTAssertFalse(output.lowercased().contains("<script"), "\(input.name): \(output)")
            for tag in Self.tags(in: output) {
                XCTAssertTrue(Self.isWrittenBySanitizer(tag), "\(input.name): unexpected tag <\(tag)> in \(output)")
            }
            XCTAssertFalse(
                output.unicodeScalars.contains { (0x80...0x9F).contains($0.value) },
                "\(input.name): a C1 control reached the output: \(output.debugDescription)")
        }
    }

    func testDecodeFoldRegressionsKeepEveryComment() throws {
        for input in try inputs("decode-fold") {
            let decoded = [
                InputDecoder.decodeJSON(input.bytes, file: "\(input.name).json"),
                InputDecoder.decodeNDJSON(input.bytes, file: "\(input.name).ndjson"),
            ]
            for thread in decoded.flatMap(\.threads) {
                let (folded, _) = ThreadFolder.fold(thread)
                let anchors = folded.topLevel.flatMap { [$0.anchor] + $0.replies.map(\.anchor) }
                XCTAssertEqual(anchors.count, thread.comments.count, "\(input.name): fold lost or duplicated comments")
                XCTAssertEqual(Set(anchors).count, anchors.count, "\(input.name): duplicate anchors")
            }
        }
    }

    func testMustacheRegressionsRenderOrFailWithAPlace() throws {
        let context: MustacheValue = ["name": "Ada", "list": [["name": "one"], ["name": "two"]], "dyn": "p"]
        for input in try inputs("mustache") {
            let split = input.bytes.firstIndex(of: 0) ?? input.bytes.count
            let template = String(decoding: input.bytes[..<split], as: UTF8.self)
            let partial = split < input.bytes.count ? String(decoding: input.bytes[(split + 1)...], as: UTF8.self) : ""
            do throws(MustacheError) {
                let library = try MustacheLibrary(
                    templates: ["t": template, "p": partial], fileNames: [:],
                    missingPartials: .renderEmpty)
                let first = try library.render("t", context)
                XCTAssertEqual(try library.render("t", context), first, "\(input.name): rendering twice differs")
            } catch {
                XCTAssertGreaterThanOrEqual(error.line, 1, "\(input.name): \(error)")
                XCTAssertGreaterThanOrEqual(error.column, 1, "\(input.name): \(error)")
            }
        }
    }

    /// The text between each `<` and the next `>`; the sanitiser escapes both in text.
    private static func tags(in output: String) -> [Substring] {
        output.split(separator: "<", omittingEmptySubsequences: false).dropFirst().map { $0.prefix { $0 != ">" } }
    }

    private static func isWrittenBySanitizer(_ tag: Substring) -> Bool {
        let plain: Set<Substring> = [
            "p", "br", "em", "strong", "code", "pre", "blockquote", "ul", "ol", "li",
            "s", "del", "sub", "sup",
        ]
        let name = tag.hasPrefix("/") ? tag.dropFirst() : tag
        if plain.contains(name) || tag == "/a" { return true }
        guard tag.hasPrefix("a href=\""), tag.hasSuffix("\" rel=\"nofollow ugc noopener\"") else { return false }
        let href = tag.dropFirst("a href=\"".count).lowercased()
        return href.hasPrefix("http:") || href.hasPrefix("https:") || href.hasPrefix("mailto:")
    }
}

import CommonMark
import Decompression
import Foundation
import Importers
import TextIndex
import XCTest

@testable import ThreadFold

/// Replays the inputs the fuzz targets of issue 27 (`decompress`, `markdown`,
/// `streaming-json`, `importers`: `Fuzz/run.sh`) found, from `Fuzz/regressions/<target>/`,
/// through the promises those targets check; each input starts with the target's control
/// byte. A target with none yet skips, saying so.
final class FuzzRegressionReplayTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// (name, control byte, the rest) of every regression input of `target`.
    static func inputs(_ target: String) throws -> [(name: String, control: UInt8, bytes: [UInt8])] {
        let folder = packageRoot.appendingPathComponent("Fuzz/regressions/\(target)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let found = names.filter { !$0.hasPrefix(".") }.sorted().compactMap { name -> (String, UInt8, [UInt8])? in
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path), !data.isEmpty else {
                return nil
            }
            return (name, data[data.startIndex], [UInt8](data.dropFirst()))
        }
        if found.isEmpty { throw XCTSkip("no fuzz regression inputs for \(target) in \(folder.path); nothing to replay") }
        return found
    }

    /// Decoded whole and in the control byte's pieces: the same bytes, or an error both ways.
    func testDecompressRegressionsReadAlikeInAnyPieces() throws {
        for input in try Self.inputs("decompress") {
            let format: CompressionFormat = input.control & 1 == 0 ? .gzip : .zstd
            let piece = [1, 3, 64, 4096, Int.max][Int(input.control >> 1) % 5]
            let whole = Result { try Decompressor.decompress(input.bytes, format: format) }
            let pieces = Result { () throws -> [UInt8] in
                let decompressor = try Decompressor(format, outputSize: 64)
                var out: [UInt8] = []
                var start = 0
                while start < input.bytes.count {
                    let end = piece >= input.bytes.count - start ? input.bytes.count : start + piece
                    try decompressor.feed(input.bytes[start..<end]) { out += $0 }
                    start = end
                }
                try decompressor.finish()
                return out
            }
            switch (whole, pieces) {
            case (.success(let a), .success(let b)): XCTAssertEqual(a, b, input.name)
            case (.failure, .failure): break
            default: XCTFail("\(input.name): whole \(whole), in pieces of \(piece) \(pieces)")
            }
        }
    }

    func testMarkdownRegressionsRenderSafelyAndAlike() throws {
        for input in try Self.inputs("markdown") {
            var options: MarkdownOptions = []
            if input.control & 1 != 0 { options.insert(.hardBreaks) }
            if input.control & 2 != 0 { options.insert(.smartPunctuation) }
            let first = input.bytes.withUnsafeBufferPointer { CommonMark.html(utf8: $0, options: options) }
            _ = CommonMark.html("*x*", options: options)
            let again = input.bytes.withUnsafeBufferPointer { CommonMark.html(utf8: $0, options: options) }
            XCTAssertEqual(first, again, input.name)
            XCTAssertFalse(first.lowercased().contains("<script"), "\(input.name): \(first)")
            XCTAssertFalse(first.lowercased().contains("href=\"javascript:"), "\(input.name): \(first)")
        }
    }

    /// The streamed decode (threshold 0) gives what the whole one does; NDJSON likewise in pieces.
    func testStreamingJSONRegressionsDecodeAlikeStreamedAndWhole() throws {
        for input in try Self.inputs("streaming-json") {
            let piece = [3, 17, 256, 4096][Int(input.control) % 4]
            let whole = InputDecoder.decodeJSON(input.bytes, file: "f.json", streamingFrom: Int.max)
            let streamed = InputDecoder.decodeJSON(input.bytes, file: "f.json", streamingFrom: 0)
            assertSame(whole, streamed, "\(input.name): streamed")
            var reader = NDJSONReader(file: "f.ndjson")
            var start = 0
            while start < input.bytes.count {
                reader.feed(input.bytes[start..<min(start + piece, input.bytes.count)])
                start += piece
            }
            assertSame(InputDecoder.decodeNDJSON(input.bytes, file: "f.ndjson"), reader.finish(), "\(input.name): NDJSON in pieces")
        }
    }

    /// Each importer reads the export or names it in its error; what it writes reads back.
    func testImportersRegressionsImportOrSayWhy() throws {
        let formats: [(ImportFormat, String)] = [
            (.disqus, "export.xml"), (.wordpress, "export.xml"), (.staticman, "data/comments/post/entry.yml"),
            (.githubIssues, "issues.json"), (.hn, "item.json"), (.reddit, "thread.json"), (.json, "export.json"),
            (.redditDump, "RC_2024-01.ndjson"),
        ]
        for input in try Self.inputs("importers") {
            let (format, name) = formats[Int(input.control) % formats.count]
            var export = input.bytes
            var options = ImportOptions()
            if format == .json {
                let line = input.bytes.firstIndex(of: 0x0A) ?? input.bytes.count
                options.fieldMap = (try? FieldMap(parsing: String(decoding: input.bytes[..<line], as: UTF8.self))) ?? FieldMap()
                export = Array(input.bytes[min(line + 1, input.bytes.count)...])
            }
            let files = MemoryFiles(["in/" + name: export])
            let source = format == .staticman ? "in/data/comments" : "in/" + name
            do {
                _ = try Importer(io: .memory(files), options: options).run(format, sources: [source], into: "out")
            } catch {
                XCTAssertFalse(error.path.isEmpty || error.message.isEmpty, "\(input.name): \(error)")
                continue
            }
            for (path, written) in files.snapshot where path.hasPrefix("out/") {
                let errors = InputDecoder.decodeJSON(written, file: path).diagnostics.filter { $0.severity == .error }
                XCTAssertEqual(errors.count, 0, "\(input.name): \(path) does not read back: \(errors)")
            }
        }
    }

    private func assertSame(_ a: DecodedFile, _ b: DecodedFile, _ what: String) {
        XCTAssertEqual(a.threads.map(\.id), b.threads.map(\.id), what)
        XCTAssertEqual(a.threads.map { $0.comments.map(\.id) }, b.threads.map { $0.comments.map(\.id) }, what)
        XCTAssertEqual(
            a.diagnostics.filter { $0.severity == .error }.count, b.diagnostics.filter { $0.severity == .error }.count, what)
    }

    /// The search target's inputs (no control byte: the first byte is text too), through
    /// the tokenizer and the JSON string: well-formed tokens, and no raw markup in the JSON.
    func testSearchRegressionsTokeniseAndEscapeSafely() throws {
        for input in try Self.inputs("search") {
            let bytes = [input.control] + input.bytes
            var tokens = 0
            bytes.withUnsafeBufferPointer { buffer in
                SearchTokenizer.forEachToken(utf8: buffer) { token in
                    XCTAssertNotNil(String(validating: token, as: UTF8.self), input.name)
                    tokens += 1
                }
            }
            var json: [UInt8] = []
            SearchJSON.string(String(decoding: bytes, as: UTF8.self), into: &json)
            XCTAssertFalse(json.contains { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == 0x0A }, input.name)
            XCTAssertGreaterThan(tokens, 0, "\(input.name) holds a word")
        }
    }
}

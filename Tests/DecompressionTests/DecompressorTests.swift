import Decompression
import TestSupport
import XCTest

final class DecompressorTests: XCTestCase {
    /// Lines unlike each other, so the compressed stream is long enough to cut anywhere.
    private let text: [UInt8] = Array((0..<20_000).map { "{\"id\":\"c\($0)\",\"body\":\"line \($0 * 7919 % 10007)\"}\n" }.joined().utf8)

    func testBothFormatsGiveTheBytesBackFedInAnyPieces() throws {
        for tool in [CompressedFiles.Tool.gzip, .zstd] {
            let format = try XCTUnwrap(CompressionFormat(rawValue: tool.rawValue))
            let packed = try CompressedFiles.compressed(text, with: tool)
            XCTAssertLessThan(packed.count, text.count / 2)
            XCTAssertEqual(try Decompressor.decompress(packed, format: format), text, "\(tool)")
            for piece in [1, 7, 4096] {
                let decompressor = try Decompressor(format, outputSize: 100)
                var result: [UInt8] = []
                var start = 0
                while start < packed.count {
                    try decompressor.feed(packed[start..<min(start + piece, packed.count)]) {
                        XCTAssertLessThanOrEqual($0.count, 100)
                        result.append(contentsOf: $0)
                    }
                    start += piece
                }
                try decompressor.finish()
                XCTAssertEqual(result, text, "\(tool) in pieces of \(piece)")
            }
        }
    }

    func testGzipMembersBackToBackReadAsOneFile() throws {
        let first = try CompressedFiles.compressed(Array("first\n".utf8), with: .gzip)
        let second = try CompressedFiles.compressed(Array("second\n".utf8), with: .gzip)
        XCTAssertEqual(try Decompressor.decompress(first + second, format: .gzip), Array("first\nsecond\n".utf8))
    }

    func testCorruptDataNamesTheOffset() throws {
        for tool in [CompressedFiles.Tool.gzip, .zstd] {
            let format = try XCTUnwrap(CompressionFormat(rawValue: tool.rawValue))
            var packed = try CompressedFiles.compressed(text, with: tool)
            for i in packed.count / 2..<packed.count / 2 + 64 { packed[i] ^= 0x5A }
            XCTAssertThrowsError(try Decompressor.decompress(packed, format: format)) { error in
                let failure = error as? DecompressionError
                XCTAssertNotNil(failure)
                XCTAssertGreaterThan(failure?.offset ?? 0, 0, "\(tool): \(error)")
                XCTAssertLessThanOrEqual(failure?.offset ?? .max, packed.count)
                XCTAssertTrue("\(error)".hasPrefix("corrupt \(tool == .gzip ? "gzip" : "zstd") data at compressed byte "), "\(error)")
            }
        }
    }

    func testTruncatedAndEmptyDataAreErrors() throws {
        for tool in [CompressedFiles.Tool.gzip, .zstd] {
            let format = try XCTUnwrap(CompressionFormat(rawValue: tool.rawValue))
            let packed = try CompressedFiles.compressed(text, with: tool)
            XCTAssertThrowsError(try Decompressor.decompress(Array(packed.prefix(packed.count - 10)), format: format)) {
                XCTAssertTrue("\($0)".contains("ends early"), "\($0)")
                XCTAssertEqual(($0 as? DecompressionError)?.offset, packed.count - 10)
            }
            XCTAssertThrowsError(try Decompressor.decompress([], format: format)) {
                XCTAssertTrue("\($0)".contains("empty"), "\($0)")
            }
        }
    }

    func testNamesFromPaths() {
        XCTAssertEqual(CompressionFormat(path: "dumps/RC_2019-04.zst"), .zstd)
        XCTAssertEqual(CompressionFormat(path: "a.json.gz"), .gzip)
        XCTAssertNil(CompressionFormat(path: "a.json"))
        XCTAssertNil(CompressionFormat(path: "gz"))
        XCTAssertEqual(CompressionFormat.stripped("x/a.ndjson.zst"), "x/a.ndjson")
        XCTAssertEqual(CompressionFormat.stripped("x/a.ndjson"), "x/a.ndjson")
    }
}

import XCTest

@testable import Decompression

final class GzipStartFailureTests: XCTestCase {
    /// zlib refuses a window of 3 bits, so `inflateInit2` fails as it would out of memory.
    /// The backend used to free its stream there and again in `deinit` (which Swift runs for
    /// a fully initialised object whose init throws): this test then died of the double
    /// free ("free(): double free detected in tcache 2", or AddressSanitizer's
    /// "attempting double-free" under `swift test -Xswiftc -sanitize=address`).
    func testAFailedStartFreesTheStreamOnce() {
        for _ in 0..<100 {
            XCTAssertThrowsError(try GzipBackend(windowBits: 3)) { error in
                XCTAssertTrue((error as? BackendFailure)?.reason.contains("zlib cannot start") ?? false, "\(error)")
            }
        }
        // A backend made afterwards still works: the allocator was not corrupted.
        let packed: [UInt8] = [
            0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0xCB, 0x48, 0xCD, 0xC9, 0xC9, 0x07, 0x00, 0x86, 0xA6,
            0x10, 0x36, 0x05, 0x00, 0x00, 0x00,
        ]
        XCTAssertEqual(try Decompressor.decompress(packed, format: .gzip), Array("hello".utf8))
    }
}

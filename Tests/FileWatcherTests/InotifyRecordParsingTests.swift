import Glibc
import XCTest

@testable import FileWatcher

/// Splitting a read() buffer into variable-length records, on hand-built bytes.
final class InotifyRecordParsingTests: XCTestCase {
    /// Encodes a record the way the kernel does: header, then the name NUL-padded to `padTo`.
    private func bytes(wd: Int32, mask: UInt32, cookie: UInt32, name: String, padTo: Int) -> [UInt8] {
        var nameBytes = Array(name.utf8)
        if !nameBytes.isEmpty || padTo > 0 {
            nameBytes += [UInt8](repeating: 0, count: max(padTo - nameBytes.count, 1))
        }
        var header: [UInt8] = []
        for field in [UInt32(bitPattern: wd), mask, cookie, UInt32(nameBytes.count)] {
            withUnsafeBytes(of: field.littleEndian) { header += $0 }
        }
        return header + nameBytes
    }

    func testParsesConsecutiveRecordsWithPaddedNames() {
        let moved = UInt32(bitPattern: IN_MOVED_TO)
        let buffer =
            bytes(wd: 3, mask: moved, cookie: 7, name: "x.json", padTo: 16)
            + bytes(wd: 4, mask: UInt32(bitPattern: IN_DELETE_SELF), cookie: 0, name: "", padTo: 0)
            + bytes(wd: 5, mask: 2, cookie: 0, name: "ü-é.md", padTo: 32)
        let records = buffer.withUnsafeBytes(InotifyRecord.parse)
        XCTAssertEqual(
            records,
            [
                InotifyRecord(wd: 3, mask: moved, cookie: 7, name: "x.json"),
                InotifyRecord(wd: 4, mask: UInt32(bitPattern: IN_DELETE_SELF), cookie: 0, name: ""),
                InotifyRecord(wd: 5, mask: 2, cookie: 0, name: "ü-é.md"),
            ])
    }

    func testTruncatedTrailingRecordIsDropped() {
        let whole = bytes(wd: 1, mask: 2, cookie: 0, name: "a", padTo: 16)
        let cut = whole + Array(bytes(wd: 2, mask: 2, cookie: 0, name: "b", padTo: 16).prefix(20))
        let records = cut.withUnsafeBytes(InotifyRecord.parse)
        XCTAssertEqual(records.map(\.name), ["a"])
    }

    func testBufferHoldsSixteenLongestRecords() {
        XCTAssertGreaterThanOrEqual(
            InotifyRecord.bufferSize,
            16 * (MemoryLayout<inotify_event>.size + Int(NAME_MAX) + 1))
    }
}

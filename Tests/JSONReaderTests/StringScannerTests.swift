import XCTest

@testable import JSONReader

/// The word-at-a-time scans must find exactly what a byte loop finds, wherever the byte
/// sits in a word and whatever surrounds it (UTF-8 lead bytes, 0x7F, 0x80, 0xFF…).
final class StringScannerTests: XCTestCase {
    private func naiveSpecial(_ bytes: [UInt8], from start: Int) -> Int {
        var i = start
        while i < bytes.count, !(bytes[i] == 0x22 || bytes[i] == 0x5C || bytes[i] < 0x20) { i += 1 }
        return min(i, bytes.count)
    }

    private func naiveBackslash(_ bytes: [UInt8], from start: Int) -> Int {
        var i = start
        while i < bytes.count, bytes[i] != 0x5C { i += 1 }
        return min(i, bytes.count)
    }

    func testEverySpecialByteAtEveryPositionIsFound() {
        let specials: [UInt8] = [0x22, 0x5C] + Array(0x00..<0x20)
        let fillers: [UInt8] = [0x20, 0x21, 0x23, 0x41, 0x5B, 0x5D, 0x7F, 0x80, 0xA0, 0xDC, 0xE4, 0xFF]
        for filler in fillers {
            for special in specials {
                for position in 0..<20 {
                    var bytes = [UInt8](repeating: filler, count: 20)
                    bytes[position] = special
                    let found = bytes.withUnsafeBufferPointer { StringScanner.firstSpecial(in: $0, from: 0) }
                    XCTAssertEqual(found, position, "byte \(special) at \(position) among \(filler)")
                }
            }
            let none = [UInt8](repeating: filler, count: 19)
            XCTAssertEqual(none.withUnsafeBufferPointer { StringScanner.firstSpecial(in: $0, from: 0) }, 19)
        }
    }

    func testRandomBuffersAgreeWithAByteLoop() {
        var generator = SystemRandomNumberGenerator()
        // Weighted toward plain text, as bodies are, with now and then a special byte.
        let alphabet: [UInt8] = Array(0x20...0x7E) + [0xE4, 0xB8, 0xAD, 0x80, 0xFF] + [0x22, 0x5C, 0x0A, 0x00]
        for _ in 0..<3_000 {
            let count = Int.random(in: 0..<70, using: &generator)
            let bytes = (0..<count).map { _ in
                Int.random(in: 0..<30, using: &generator) == 0
                    ? alphabet.randomElement(using: &generator) ?? 0 : UInt8.random(in: 0x23...0x5B, using: &generator)
            }
            let start = Int.random(in: 0...count + 2, using: &generator)
            bytes.withUnsafeBufferPointer { buffer in
                XCTAssertEqual(
                    StringScanner.firstSpecial(in: buffer, from: start), naiveSpecial(bytes, from: start), "\(bytes) from \(start)")
                XCTAssertEqual(
                    StringScanner.firstBackslash(in: buffer, from: start), naiveBackslash(bytes, from: start), "\(bytes) from \(start)")
            }
        }
    }
}

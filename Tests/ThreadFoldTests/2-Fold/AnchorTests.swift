import TestSupport
import XCTest

@testable import ThreadFold

/// `Anchor`: comment ids as HTML ids: safe, stable, collision-free, reversible.
final class AnchorTests: XCTestCase {
    private static let anchorBytes = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.~-".utf8)

    /// The documented inverse: `.XX` is one byte, every other character is itself.
    private func decode(_ anchor: String) -> [UInt8]? {
        var out: [UInt8] = []
        var bytes = anchor.utf8.makeIterator()
        while let b = bytes.next() {
            guard b == UInt8(ascii: ".") else {
                out.append(b)
                continue
            }
            guard let hi = bytes.next(), let lo = bytes.next(),
                let value = UInt8(String(decoding: [hi, lo], as: UTF8.self), radix: 16)
            else { return nil }
            out.append(value)
        }
        return out
    }

    func testSafeIdsAreUsedAsTheyAre() {
        for id in ["12", "comment-7", "a_b", "ABC-xyz_09"] {
            XCTAssertEqual(Anchor.make(id), id)
        }
    }

    func testOtherIdsAreEncodedBytewise() {
        let anchors = ["a b/c": "a.20b.2Fc", "v1.2": "v1.2E2", "é": ".C3.A9", "x~2": "x.7E2"]
        for (id, anchor) in anchors { XCTAssertEqual(Anchor.make(id), anchor, id) }
    }

    func testLaterDuplicatesGetAnOccurrenceSuffix() {
        for (id, occurrence, anchor) in [("d", 1, "d"), ("d", 2, "d~2"), ("a b", 3, "a.20b~3")] {
            XCTAssertEqual(Anchor.make(id, occurrence: occurrence), anchor, "\(id) #\(occurrence)")
        }
    }

    func testRandomIdsGiveSafeReversibleAnchors() {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<5_000 {
            let id = RandomID.make(&rng)
            let anchor = Anchor.make(id)
            XCTAssertTrue(anchor.utf8.allSatisfy(Self.anchorBytes.contains), "\(anchor) from \(id.debugDescription)")
            XCTAssertFalse(anchor.contains("~"), "only occurrence suffixes carry ~")
            XCTAssertEqual(decode(anchor), Array(id.utf8), "reversible: \(id.debugDescription)")
            XCTAssertEqual(Anchor.make(id), anchor, "stable")
        }
    }

    func testDistinctIdsAndOccurrencesNeverCollide() {
        var rng = SplitMix64(seed: 7)
        var ids = Set<[UInt8]>()
        while ids.count < 3_000 { ids.insert(Array(RandomID.make(&rng, maxLength: 4).utf8)) }
        var seen: [String: String] = [:]
        for bytes in ids {
            let id = String(decoding: bytes, as: UTF8.self)
            for occurrence in 1...3 {
                let anchor = Anchor.make(id, occurrence: occurrence)
                let key = "\(bytes) #\(occurrence)"
                if let other = seen[anchor] { XCTFail("\(anchor) from both \(other) and \(key)") }
                seen[anchor] = key
            }
        }
        XCTAssertEqual(seen.count, ids.count * 3)
    }
}

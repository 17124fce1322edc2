import TestSupport
import XCTest

@testable import TextIndex

final class SearchCodecTests: XCTestCase {
    func testWeightsGrowWithFrequencyAndFallWithLength() {
        let once = SearchCodec.weight(frequency: 1, length: 10, averageLength: 10)
        XCTAssertGreaterThan(SearchCodec.weight(frequency: 3, length: 10, averageLength: 10), once)
        XCTAssertLessThan(SearchCodec.weight(frequency: 1, length: 100, averageLength: 10), once)
        XCTAssertEqual(SearchCodec.weight(frequency: 100_000, length: 1, averageLength: 10), 63)
        XCTAssertEqual(SearchCodec.weight(frequency: 1, length: 1_000_000, averageLength: 1), 1)
        // Weight 0 is reserved: a term only the thread's title holds.
        XCTAssertEqual(SearchCodec.weight(frequency: 0, length: 10, averageLength: 10), SearchCodec.titleOnly)
        XCTAssertEqual(SearchCodec.titleOnly, 0)
    }
}

/// Postings text from any numbers, ascending or not, any weight: only the alphabet's
/// characters, at most 14 a posting (the room `appendPostings` reserves).
final class SearchCodecPostingsTests: XCTestCase {
    func testAnyNumbersGiveAlphabetTextWithinTheRoomReserved() {
        var random = SplitMix64(seed: 9)
        for _ in 0..<500 {
            let documents = (0..<Int(1 + random.next() % 6)).map { _ in random.next() }
            var out: [UInt8] = []
            documents.withUnsafeBufferPointer { SearchCodec.appendPostings(documents: $0, weights: { Int($0 & 0xFF) }, to: &out) }
            XCTAssertLessThanOrEqual(out.count, documents.count * 14)
            XCTAssertTrue(out.allSatisfy { SearchCodec.alphabet.contains($0) })
        }
    }
}

/// The system zone database's files (TZif, RFC 8536, as `zic` writes them under
/// /usr/share/zoneinfo): the instants at which a zone's UTC offset changes. Debian's files
/// list transitions up to 2037; later instants keep the last offset.
public enum ZoneInfoFile {
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    struct Rules: Sendable {
        /// Ascending instants (seconds since 1970); `offsets[i]` (minutes) holds from `transitions[i]` on.
        let transitions: [Int64]
        let offsets: [Int]
        /// Before the first transition (local time type 0).
        let initialOffset: Int

        func offsetMinutes(at instant: Double) -> Int {
            guard let first = transitions.first, instant >= Double(first) else { return initialOffset }
            var (low, high) = (0, transitions.count - 1)
            while low < high {
                let middle = (low + high + 1) / 2
                if Double(transitions[middle]) <= instant { low = middle } else { high = middle - 1 }
            }
            return offsets[low]
        }

        /// The distinct offsets in use at or after `instant`, in the order they first apply.
        func offsetsSince(instant: Double) -> [Int] {
            var seen = [offsetMinutes(at: instant)]
            for (time, offset) in zip(transitions, offsets) where Double(time) > instant && !seen.contains(offset) {
                seen.append(offset)
            }
            return seen
        }
    }

    /// Reads the 64-bit data block of a version 2+ file (the version 1 block is skipped),
    /// or the 32-bit block of a version 1 file.
    static func rules(_ bytes: [UInt8], path: String) throws(Failure) -> Rules {
        var reader = Reader(bytes: bytes)
        guard let header = reader.header() else { throw Failure(message: "\(path): not a TZif zone file (no \"TZif\" header)") }
        var counts = header.counts
        var timeSize = 4
        if header.version >= UInt8(ascii: "2") {
            reader.skip(counts.dataLength(timeSize: 4))
            guard let second = reader.header() else { throw Failure(message: "\(path): the version 2 header is missing") }
            counts = second.counts
            timeSize = 8
        }
        guard let rules = reader.rules(counts, timeSize: timeSize) else {
            throw Failure(
                message: "\(path): the zone file ends early (expected \(counts.timeCount) transitions and \(counts.typeCount) types)")
        }
        return rules
    }

    struct Counts {
        var utIndicators = 0, standardIndicators = 0, leapCount = 0, timeCount = 0, typeCount = 0, charCount = 0

        func dataLength(timeSize: Int) -> Int {
            timeCount * (timeSize + 1) + typeCount * 6 + charCount + leapCount * (timeSize + 4) + standardIndicators + utIndicators
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        mutating func skip(_ count: Int) { position += count }

        mutating func header() -> (version: UInt8, counts: Counts)? {
            guard position + 44 <= bytes.count, bytes[position..<position + 4].elementsEqual("TZif".utf8) else { return nil }
            let version = bytes[position + 4]
            position += 20
            var values: [Int] = []
            for _ in 0..<6 { values.append(Int(integer(4))) }
            return (
                version,
                Counts(
                    utIndicators: values[0], standardIndicators: values[1], leapCount: values[2],
                    timeCount: values[3], typeCount: values[4], charCount: values[5])
            )
        }

        mutating func rules(_ counts: Counts, timeSize: Int) -> Rules? {
            guard counts.typeCount > 0, position + counts.dataLength(timeSize: timeSize) <= bytes.count else { return nil }
            let times = (0..<counts.timeCount).map { _ in integer(timeSize) }
            let indices = (0..<counts.timeCount).map { _ in Int(UInt8(truncatingIfNeeded: integer(1))) }
            var typeOffsets: [Int] = []
            for _ in 0..<counts.typeCount {
                typeOffsets.append(Int(integer(4)) / 60)
                skip(2)
            }
            guard indices.allSatisfy({ $0 < typeOffsets.count }) else { return nil }
            return Rules(transitions: times, offsets: indices.map { typeOffsets[$0] }, initialOffset: typeOffsets[0])
        }

        /// A big-endian signed integer of `size` bytes.
        mutating func integer(_ size: Int) -> Int64 {
            var value: UInt64 = 0
            for byte in bytes[position..<position + size] { value = value << 8 | UInt64(byte) }
            position += size
            let shift = UInt64(64 - size * 8)
            return Int64(bitPattern: value << shift) >> Int64(shift)
        }
    }
}

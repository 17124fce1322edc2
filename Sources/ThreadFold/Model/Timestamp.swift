/// A moment a comment was written, as an instant (for ordering) plus the UTC offset it was
/// written with (for showing it as its author saw it). Codable as both, so a sharded
/// build's summary (`ShardSummary`) gives `merge` the time its index shows.
public struct Timestamp: Sendable, Hashable, Comparable, Codable {
    /// Seconds since 1970-01-01T00:00:00Z.
    public let instant: Double
    /// Minutes east of UTC, as written in the input (0 for `Z` and for epoch seconds).
    public var utcOffsetMinutes: Int { Int(offsetMinutes) }
    /// Two bytes, not eight: every comment holds a timestamp (written offsets are within
    /// ±99:59, far inside `Int16`).
    private let offsetMinutes: Int16

    private enum CodingKeys: String, CodingKey {
        case instant
        case offsetMinutes = "offset"
    }

    public init(instant: Double, utcOffsetMinutes: Int = 0) {
        self.instant = instant
        self.offsetMinutes = Int16(clamping: utcOffsetMinutes)
    }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        lhs.instant < rhs.instant
    }

    /// Equal when they name the same instant: `+08:00` and `Z` spellings of one moment tie.
    public static func == (lhs: Timestamp, rhs: Timestamp) -> Bool {
        lhs.instant == rhs.instant
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(instant)
    }
}

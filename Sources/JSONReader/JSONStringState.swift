/// Where a byte-at-a-time scan stands relative to JSON strings, for scanners that find
/// where values begin and end without parsing them (a dump cut into rows, values written
/// back to back): brackets and commas inside a string are text, and so is a quote after
/// a backslash.
public struct JSONStringState: Sendable {
    /// What a byte was to the strings around it.
    public enum Role: Sendable, Equatable {
        case outside, opening, inside, closing
    }

    public private(set) var inString = false
    private var escaped = false

    public init() {}

    /// Takes the next byte of the scan.
    @inline(__always)
    public mutating func take(_ byte: UInt8) -> Role {
        guard inString else {
            guard byte == UInt8(ascii: "\"") else { return .outside }
            inString = true
            return .opening
        }
        if escaped {
            escaped = false
        } else if byte == UInt8(ascii: "\\") {
            escaped = true
        } else if byte == UInt8(ascii: "\"") {
            inString = false
            return .closing
        }
        return .inside
    }
}

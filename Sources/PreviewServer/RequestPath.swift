/// A request path, checked and percent-decoded, that can only name something
/// beneath the site root.
///
/// The check is deliberately stricter than URL syntax: anything that could be used
/// to climb out of the root, or to smuggle a separator past a later decoding step,
/// is refused rather than normalised. Refused: a path not starting with `/`
/// (absolute-form `http://…` and `*`), `.` and `..` segments, raw backslashes and
/// control bytes, escapes that decode to `.`, `/`, `\`, `%` (so `%2e%2e`, `%2f`,
/// `%5c` and double encoding such as `%252e`) or to control bytes (`%00`), and byte
/// sequences that are not valid UTF-8 after decoding (overlong `%c0%ae`).
struct RequestPath: Sendable, Equatable {
    /// Why a path was refused; the server answers all of them with 400.
    enum Refusal: Error, Sendable, Equatable {
        case notOriginForm
        case forbiddenByte
        case malformedEscape
        case forbiddenEscape
        case invalidUTF8
        case dotSegment
    }

    /// Decoded segments; never empty strings, `.` or `..`, never containing `/`.
    let segments: [String]
    /// The same segments as they arrived (still percent-encoded), for redirects.
    let encodedSegments: [String]
    /// Whether the request named a directory form (`/about/`).
    let hasTrailingSlash: Bool

    init(raw: some Collection<UInt8>) throws(Refusal) {
        let bytes = Array(raw)
        guard bytes.first == UInt8(ascii: "/") else { throw .notOriginForm }
        var decoded: [String] = []
        var encoded: [String] = []
        for part in bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            let segment = try Self.decode(Array(part))
            guard segment != ".", segment != ".." else { throw .dotSegment }
            decoded.append(segment)
            encoded.append(String(decoding: part, as: UTF8.self))
        }
        segments = decoded
        encodedSegments = encoded
        hasTrailingSlash = bytes.last == UInt8(ascii: "/")
    }

    /// The segments joined with `/`, relative to the root ("" for the root itself).
    var relativePath: String {
        segments.joined(separator: "/")
    }

    /// The canonical directory form, used as a redirect target. Built from the
    /// segments so `//evil.example/` can never become a protocol-relative redirect.
    var directoryLocation: String {
        "/" + encodedSegments.map { $0 + "/" }.joined()
    }

    private static func decode(_ part: [UInt8]) throws(Refusal) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(part.count)
        var index = 0
        while index < part.count {
            let byte = part[index]
            guard !isForbiddenRaw(byte) else { throw .forbiddenByte }
            if byte == UInt8(ascii: "%") {
                guard index + 2 < part.count,
                    let high = hexValue(part[index + 1]), let low = hexValue(part[index + 2])
                else { throw .malformedEscape }
                let value = high << 4 | low
                guard !isForbiddenEscaped(value) else { throw .forbiddenEscape }
                output.append(value)
                index += 3
            } else {
                output.append(byte)
                index += 1
            }
        }
        guard let text = String(validating: output, as: UTF8.self) else { throw .invalidUTF8 }
        return text
    }

    private static func isForbiddenRaw(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\")
    }

    private static func isForbiddenEscaped(_ byte: UInt8) -> Bool {
        isForbiddenRaw(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/")
            || byte == UInt8(ascii: "%")
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

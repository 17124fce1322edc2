/// Decides whether an `href` may stay. Gumbo has already decoded entities
/// (`&#106;avascript:` arrives as `javascript:`); this applies what a browser's URL parser
/// does next (trim C0 controls and spaces, delete tabs and newlines anywhere) before reading
/// the scheme, so `java&#x09;script:` and ` \u{1}javascript:` are seen for what they are.
enum LinkPolicy {
    private static let allowedSchemes: [[UInt8]] = [Array("http".utf8), Array("https".utf8), Array("mailto".utf8)]

    /// The URL to write (not yet HTML-escaped), or nil to drop the href. Relative URLs,
    /// `//host` and `#fragment` are dropped: archives move to other hosts, where they break.
    static func cleanedHref(_ raw: UnsafePointer<CChar>) -> [UInt8]? {
        let url = normalised(raw)
        guard let colon = url.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let scheme = url[..<colon].map(ByteClass.lowercased)
        guard allowedSchemes.contains(scheme) else { return nil }
        return percentEncodingUnsafeBytes(url)
    }

    private static func normalised(_ raw: UnsafePointer<CChar>) -> [UInt8] {
        var url: [UInt8] = []
        var pointer = UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self)
        while pointer.pointee != 0 {
            let byte = pointer.pointee
            if byte != 0x09, byte != 0x0A, byte != 0x0D { url.append(byte) }
            pointer += 1
        }
        let isTrimmed: (UInt8) -> Bool = { $0 <= 0x20 }
        guard let first = url.firstIndex(where: { !isTrimmed($0) }),
            let last = url.lastIndex(where: { !isTrimmed($0) })
        else { return [] }
        return Array(url[first...last])
    }

    /// Spaces, controls and characters a validator rejects in a URL become %XX, as do `%`
    /// signs not followed by two hex digits; everything else (non-ASCII too) stays.
    private static func percentEncodingUnsafeBytes(_ url: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(url.count)
        for (index, byte) in url.enumerated() {
            if needsEncoding(byte) || (byte == UInt8(ascii: "%") && !startsEscape(url, at: index)) {
                output.append(UInt8(ascii: "%"))
                output.append(hexDigit(byte >> 4))
                output.append(hexDigit(byte & 0x0F))
            } else {
                output.append(byte)
            }
        }
        return output
    }

    private static func needsEncoding(_ byte: UInt8) -> Bool {
        switch byte {
        case 0...0x20, 0x7F, UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"),
            UInt8(ascii: "^"), UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "|"), UInt8(ascii: "}"):
            true
        default:
            false
        }
    }

    private static func startsEscape(_ url: [UInt8], at index: Int) -> Bool {
        index + 2 < url.count && isHex(url[index + 1]) && isHex(url[index + 2])
    }

    private static func isHex(_ byte: UInt8) -> Bool {
        ByteClass.isDigit(byte) || (ByteClass.lowercased(byte) >= 0x61 && ByteClass.lowercased(byte) <= 0x66)
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? 0x30 + value : 0x41 + value - 10
    }
}

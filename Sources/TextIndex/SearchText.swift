/// The text a reader sees in a rendered body: tags (and comments) dropped, entities
/// decoded, ASCII white space collapsed. The input is the renderers' own safe HTML, so no
/// general HTML parser is needed; the scan is byte by byte, since this runs per comment.
public enum SearchText {
    public static func plain(fromHTML html: String) -> String {
        String(decoding: plainBytes(fromHTML: html), as: UTF8.self)
    }

    /// The same as UTF-8 bytes (valid: only ASCII markup is dropped), which the index
    /// tokenises and escapes without making a string of them.
    public static func plainBytes(fromHTML html: String) -> [UInt8] {
        var text: [UInt8] = []
        return Array(text[..<plainBytes(fromHTML: html, into: &text)])
    }

    /// The same into the start of `scratch`, whose length of text it returns: the scratch
    /// is only ever lengthened, so it serves body after body (the index extracts one per
    /// comment) without an allocation.
    ///
    /// Written through a pointer into an array as long as the HTML (text never is longer:
    /// tags go, and an entity is longer than what it stands for). Each byte's class comes
    /// from a table: one load and one branch for most bytes.
    public static func plainBytes(fromHTML html: String, into scratch: inout [UInt8]) -> Int {
        var html = html
        return html.withUTF8 { bytes in
            if scratch.count < bytes.count { scratch = [UInt8](repeating: 0, count: bytes.count * 2) }
            return scratch.withUnsafeMutableBufferPointer { out in
                classes.withUnsafeBufferPointer { extract(bytes, into: out, classes: $0) }
            }
        }
    }

    /// The scan itself, its state in locals (registers), not captured by a closure.
    private static func extract(
        _ bytes: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>, classes: UnsafeBufferPointer<UInt8>
    ) -> Int {
        var n = 0
        // Starts true so that leading white space is dropped.
        var lastWasSpace = true
        var i = 0
        while i < bytes.count {
            // Eight bytes at a time while they are text and single spaces (most of a body,
            // and all of a run of CJK), copied as they are; else eight bytes one by one.
            if i + 8 <= bytes.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + i).loadUnaligned(as: UInt64.self))
                if isPlain(word, afterSpace: lastWasSpace) {
                    UnsafeMutableRawPointer(out.baseAddress.unsafelyUnwrapped + n).storeBytes(of: word.littleEndian, as: UInt64.self)
                    n += 8
                    i += 8
                    lastWasSpace = word >> 56 == 0x20
                    continue
                }
            }
            let stop = min(i + 8, bytes.count)
            while i < stop {
                step(bytes, &i, into: out, &n, &lastWasSpace, classes: classes)
            }
        }
        while n > 0 && out[n - 1] == 0x20 { n -= 1 }
        return n
    }

    /// Whether eight bytes come out of `extract` unchanged: no control character (ASCII
    /// white space but the space is one), no `<` or `&`, no space after a space.
    @inline(__always)
    private static func isPlain(_ word: UInt64, afterSpace: Bool) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        // Whether any byte is below 0x20, or zero once `<` or `&` is xored out.
        let control = (word &- ones &* 0x20) & ~word & highs
        let angles = word ^ (ones &* 0x3C)
        let ampersands = word ^ (ones &* 0x26)
        let angle = (angles &- ones) & ~angles & highs
        let ampersand = (ampersands &- ones) & ~ampersands & highs
        // Exactly the spaces (high bit of each byte that is 0x20), then two side by side.
        let spacesXor = word ^ (ones &* 0x20)
        let spaces = ~(((spacesXor & lows) &+ lows) | spacesXor | lows)
        let leading = afterSpace && word & 0xFF == 0x20
        return control | angle | ampersand | (spaces & (spaces >> 8)) == 0 && !leading
    }

    /// One byte of the HTML (or a whole tag, or an entity) onto the text.
    @inline(__always)
    private static func step(
        _ bytes: UnsafeBufferPointer<UInt8>, _ i: inout Int, into out: UnsafeMutableBufferPointer<UInt8>, _ n: inout Int,
        _ lastWasSpace: inout Bool, classes: UnsafeBufferPointer<UInt8>
    ) {
        let byte = bytes[i]
        let byteClass = classes[Int(byte)]
        if byteClass <= ByteClass.space {
            // Text and white space without a branch on which: words and spaces
            // alternate every few bytes, and a mispredicted branch costs more.
            let space = byteClass == ByteClass.space
            out[n] = space ? 0x20 : byte
            n += space && lastWasSpace ? 0 : 1
            lastWasSpace = space
            i += 1
            return
        }
        if byteClass == ByteClass.tag {
            // A tag stands for a space (between blocks, words stay apart).
            while i < bytes.count && bytes[i] != UInt8(ascii: ">") { i += 1 }
            if !lastWasSpace {
                out[n] = 0x20
                n += 1
            }
            lastWasSpace = true
        } else if let (decoded, end) = entity(bytes, at: i) {
            for decodedByte in decoded.utf8 { append(decodedByte, to: out, at: &n, lastWasSpace: &lastWasSpace) }
            i = end
        } else {
            out[n] = byte
            n += 1
            lastWasSpace = false
        }
        i += 1
    }

    private enum ByteClass {
        static let text: UInt8 = 0
        static let space: UInt8 = 1
        static let tag: UInt8 = 2
        static let entity: UInt8 = 3
    }

    /// Each byte's class: ASCII white space, `<`, `&`, or text.
    private static let classes: [UInt8] = (0..<256).map { byte in
        switch byte {
        case 0x20, 0x0A, 0x09, 0x0D, 0x0C: ByteClass.space
        case 0x3C: ByteClass.tag
        case 0x26: ByteClass.entity
        default: ByteClass.text
        }
    }

    /// One byte of text, ASCII white space collapsed into one space.
    @inline(__always)
    private static func append(
        _ byte: UInt8, to out: UnsafeMutableBufferPointer<UInt8>, at n: inout Int, lastWasSpace: inout Bool
    ) {
        let space = byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
        if space && lastWasSpace { return }
        out[n] = space ? 0x20 : byte
        n += 1
        lastWasSpace = space
    }

    /// The entity starting at `start` (an `&`) and the index of its `;`, if it is one.
    private static func entity(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (String, Int)? {
        var end = start + 1
        while end < bytes.count && end - start <= 10 && bytes[end] != UInt8(ascii: ";") {
            guard bytes[end] < 0x80, bytes[end] != UInt8(ascii: "<"), bytes[end] != UInt8(ascii: "&") else { return nil }
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { return nil }
        return decode(bytes[(start + 1)..<end]).map { ($0, end) }
    }

    /// The named ones the renderers write are matched on their bytes, packed into one
    /// number (`&quot;` is in most bodies), without making a string of the name.
    private static func decode(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
        if bytes.count <= 4 {
            var name: UInt32 = 0
            for (k, byte) in bytes.enumerated() { name |= UInt32(byte) << (8 * k) }
            switch name {
            case 0x706D_61: return "&"  // amp
            case 0x746C: return "<"  // lt
            case 0x7467: return ">"  // gt
            case 0x746F_7571: return "\""  // quot
            case 0x736F_7061: return "'"  // apos
            case 0x7073_626E: return " "  // nbsp
            default: break
            }
        }
        let name = String(decoding: bytes, as: UTF8.self)
        guard name.hasPrefix("#") else { return nil }
        let digits = name.dropFirst()
        let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        return value.flatMap(Unicode.Scalar.init).map { String($0) }
    }
}

import Foundation

/// Words of a text as the search index and `search.js` both see them: Latin (and any
/// other alphabetic) text case- and accent-folded into runs of letters and digits;
/// Chinese, Japanese and Korean split into overlapping character bigrams (a lone
/// character stands alone), so 骑行 matches inside 周末杭州骑行路线 without a dictionary.
///
/// `search.js` folds a query the same way (`NFD`, marks dropped, `NFC`, lower case).
public enum SearchTokenizer {
    /// Lower case with accents removed; other text kept as it is.
    public static func fold(_ text: String) -> String {
        if text.unicodeScalars.allSatisfy({ $0.isASCII || isCJK($0) }) { return text.lowercased() }
        var scalars = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars where !isMark(scalar) {
            scalars.append(scalar)
        }
        return String(scalars).precomposedStringWithCanonicalMapping.lowercased()
    }

    /// Every token of `text`, in order, repeats kept (term frequency counts them). A CJK
    /// run of two or more characters gives its bigrams only; a lone character stands alone.
    public static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        forEachToken(text) { tokens.append(String(decoding: $0, as: UTF8.self)) }
        return tokens
    }

    /// Hands each token's UTF-8 bytes to `body`, in order, without making a string of it
    /// (the index looks the bytes up in its term table). Folding goes scalar by scalar
    /// (ASCII and CJK need none), which matches folding the whole text and is many times
    /// faster than Foundation's decomposition of it.
    public static func forEachToken(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        text.withUTF8 { forEachToken(utf8: $0, body) }
    }

    /// The same on UTF-8 bytes; a byte that starts no well-formed scalar (a stray
    /// continuation, a lead byte cut off by the end, an overlong form, a surrogate, F5–FF)
    /// separates words, so any bytes are read safely. A CJK bigram (or lone character) is handed over as the
    /// input's own bytes, which are unchanged by folding, and so is a word of lower-case
    /// ASCII; other words are gathered folded.
    public static func forEachToken(utf8 bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var word = Word()
        // Where the previous scalar began when it was CJK, and whether it stands alone so far.
        var previousCJK = -1
        var lone = false
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if byte < 0x80 {
                if previousCJK >= 0 { endRun(&previousCJK, &lone, end: i, bytes, body) }
                if asciiClass(byte) == 0 {
                    flush(&word, body)
                    i += 1
                } else {
                    i = asciiWord(bytes, from: i, into: &word, body)
                }
                continue
            }
            guard let (scalar, length) = decode(bytes, at: i) else {
                // No UTF-8 here: the byte separates words, as punctuation does.
                if previousCJK >= 0 { endRun(&previousCJK, &lone, end: i, bytes, body) }
                flush(&word, body)
                i += 1
                continue
            }
            if isCJK(scalar) {
                flush(&word, body)
                if previousCJK >= 0 {
                    lone = false
                    body(UnsafeBufferPointer(rebasing: bytes[previousCJK..<(i + length)]))
                } else {
                    lone = true
                }
                previousCJK = i
            } else {
                if previousCJK >= 0 { endRun(&previousCJK, &lone, end: i, bytes, body) }
                appendFolded(scalar, to: &word, body)
            }
            i += length
        }
        if previousCJK >= 0 { endRun(&previousCJK, &lone, end: bytes.count, bytes, body) }
        flush(&word, body)
    }

    /// The scalar of two to four bytes at `i` and its length, or nil when the bytes there are
    /// no well-formed UTF-8 (checked, not trusted: the bytes may come from anywhere).
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (Unicode.Scalar, Int)? {
        let byte = bytes[i]
        let length = byte < 0xC2 ? 0 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : byte < 0xF5 ? 4 : 0
        guard length > 0, length <= bytes.count - i else { return nil }
        var value = UInt32(byte & (0xFF >> (length + 1)))
        for k in 1..<length {
            let next = bytes[i + k]
            guard next & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(next & 0x3F)
        }
        // The shortest form only (C0 and C1 leads are refused above).
        guard value >= (length == 3 ? 0x800 : length == 4 ? 0x10000 : 0x80), let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }

    /// A run of ASCII letters and digits from `start`: handed over as it stands when it is
    /// a whole word already folded (most words are), else added to `word` lower-cased.
    /// Returns where the run ends.
    @inline(__always)
    private static func asciiWord(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into word: inout Word,
        _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) -> Int {
        var end = start
        // 1, or 3 once a capital is met: the run starts with a word byte.
        var classes: UInt8 = 1
        // Eight bytes at a time (most words end within the first eight), then one at a time.
        let base = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
        while end + 8 <= bytes.count {
            let (letters, capitals) = wordBytes(UInt64(littleEndian: base.loadUnaligned(fromByteOffset: end, as: UInt64.self)))
            let stop = ~letters & highBits
            // Every bit below the first byte that is no word byte (all 64 when none is).
            let before = (stop & (0 &- stop)) &- 1
            if capitals & before != 0 { classes = 3 }
            guard stop == 0 else {
                end += stop.trailingZeroBitCount / 8
                return finishWord(bytes, from: start, to: end, classes: classes, into: &word, body)
            }
            end += 8
        }
        while end < bytes.count {
            let byteClass = asciiClass(bytes[end])
            if byteClass == 0 { break }
            classes |= byteClass
            end += 1
        }
        return finishWord(bytes, from: start, to: end, classes: classes, into: &word, body)
    }

    /// The run `start ..< end` of word bytes (`classes` 1 when it has no capital), handed
    /// over or added to `word`. Returns `end`.
    @inline(__always)
    private static func finishWord(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, classes: UInt8, into word: inout Word,
        _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) -> Int {
        // A letter beyond ASCII after the run would continue the word.
        if word.count == 0 && classes == 1 && (end == bytes.count || bytes[end] < 0x80) {
            body(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        } else {
            for k in start..<end { word.append(bytes[k] | (asciiClass(bytes[k]) == 2 ? 0x20 : 0)) }
        }
        return end
    }

    @inline(__always) private static var highBits: UInt64 { 0x8080_8080_8080_8080 }

    /// `asciiClass` of eight bytes at once: the high bit of each byte that is a word byte
    /// (a letter or digit), and of each that is a capital. Each byte's low seven bits plus
    /// a constant carries into its high bit exactly when it is at least (or above) a bound,
    /// and never into the next byte; bytes of 0x80 and up are no word bytes.
    @inline(__always)
    private static func wordBytes(_ chunk: UInt64) -> (word: UInt64, capitals: UInt64) {
        let ascii = ~chunk & highBits
        let low = chunk & ~highBits
        @inline(__always) func within(_ first: UInt8, _ last: UInt8) -> UInt64 {
            let atLeast = low &+ UInt64(0x80 - first) &* 0x0101_0101_0101_0101
            let above = low &+ UInt64(0x7F - last) &* 0x0101_0101_0101_0101
            return atLeast & ~above & ascii
        }
        let capitals = within(0x41, 0x5A)
        return (within(0x61, 0x7A) | within(0x30, 0x39) | capitals, capitals)
    }

    /// Per byte: 1 for an ASCII lower-case letter or digit, 2 for an upper-case letter,
    /// 0 for anything else (bytes of 0x80 and up too). Arithmetic, not a table: a static
    /// table is reached through its lazy initialiser on every byte.
    @inline(__always)
    private static func asciiClass(_ byte: UInt8) -> UInt8 {
        if byte &- 0x61 < 26 || byte &- 0x30 < 10 { return 1 }
        return byte &- 0x41 < 26 ? 2 : 0
    }

    private static func flush(_ word: inout Word, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if word.count > 0 { body(UnsafeBufferPointer(start: word.base, count: word.count)) }
        word.count = 0
    }

    /// A CJK run ends before `end`: a character that stayed alone is a token of its own.
    private static func endRun(
        _ previous: inout Int, _ lone: inout Bool, end: Int, _ bytes: UnsafeBufferPointer<UInt8>,
        _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        if lone { body(UnsafeBufferPointer(rebasing: bytes[previous..<end])) }
        previous = -1
        lone = false
    }

    /// A scalar that is neither ASCII nor CJK, folded onto the word being read: punctuation
    /// (most of these: ，。！) ends it without folding, marks vanish as folding drops them,
    /// and Latin letters with accents come from a table made once.
    private static func appendFolded(
        _ scalar: Unicode.Scalar, to word: inout Word, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        if scalar.value < 0x250, let folded = latinFolds[Int(scalar.value)] {
            for byte in folded { word.append(byte) }
            return
        }
        switch symbolClass(scalar) {
        case OtherClass.mark: return
        case OtherClass.separator:
            flush(&word, body)
            return
        default: break
        }
        for folded in fold(String(scalar)).unicodeScalars {
            if isWordScalar(folded) {
                for byte in String(folded).utf8 { word.append(byte) }
            } else {
                flush(&word, body)
            }
        }
    }

    /// The folded word being gathered: bytes behind a pointer, so adding one is a store.
    private struct Word: ~Copyable {
        var base = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
        var count = 0
        var capacity = 64

        deinit { base.deallocate() }

        @inline(__always)
        mutating func append(_ byte: UInt8) {
            if count == capacity {
                let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
                larger.initialize(from: base, count: count)
                base.deallocate()
                base = larger
                capacity *= 2
            }
            base[count] = byte
            count += 1
        }
    }

    /// Folded bytes of U+0080…U+024F that fold to word characters only (é → e, ß → ß);
    /// nil for the rest (punctuation, symbols), which take the general path.
    private static let latinFolds: [[UInt8]?] = (0..<0x250).map { value in
        guard value >= 0x80, let scalar = Unicode.Scalar(UInt32(value)) else { return nil }
        let folded = fold(String(scalar)).unicodeScalars
        guard !folded.isEmpty, folded.allSatisfy(isWordScalar) else { return nil }
        return Array(String(String.UnicodeScalarView(folded)).utf8)
    }

    /// What a scalar that is neither ASCII, CJK nor in `latinFolds` does to a word.
    private enum OtherClass {
        /// Dropped, as folding drops marks.
        static let mark: UInt8 = 0
        /// Ends the word (punctuation, symbols, spaces: ，。！❤).
        static let separator: UInt8 = 1
        /// Folded through Foundation, scalar by scalar.
        static let letter: UInt8 = 2
    }

    private static func otherClass(_ scalar: Unicode.Scalar) -> UInt8 {
        if isMark(scalar) { return OtherClass.mark }
        return !isWordScalar(scalar) && scalar.value >= 0x250 ? OtherClass.separator : OtherClass.letter
    }

    /// `otherClass`, from a table for the blocks most comments draw punctuation and symbols
    /// from: U+2000…U+303F (general punctuation, arrows, dingbats, CJK punctuation ，。)
    /// and U+FE00…U+FFFF (variation selectors after emoji, full-width forms ！？). Each
    /// Unicode property lookup costs more than the rest of a token.
    @inline(__always)
    private static func symbolClass(_ scalar: Unicode.Scalar) -> UInt8 {
        let value = Int(scalar.value)
        if value >= 0x2000 && value < 0x3040 { return symbolClasses[value - 0x2000] }
        if value >= 0xFE00 && value < 0x10000 { return symbolClasses[0x1040 + value - 0xFE00] }
        return otherClass(scalar)
    }

    /// Made once, the first time such a scalar is met: under a millisecond (the whole of
    /// U+0000…U+FFFF took 9 ms, paid by any build that met one such scalar).
    private static let symbolClasses: [UInt8] = Array(0x2000..<0x3040).map(classOf) + Array(0xFE00..<0x10000).map(classOf)

    private static func classOf(_ value: Int) -> UInt8 {
        Unicode.Scalar(UInt32(value)).map(otherClass) ?? OtherClass.separator
    }

    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF,
            0x20000...0x2FA1F:
            return true
        default: return false
        }
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let v = scalar.value
            return (v >= 0x30 && v <= 0x39) || (v >= 0x61 && v <= 0x7A) || (v >= 0x41 && v <= 0x5A)
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}

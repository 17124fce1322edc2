/// How the index stores numbers. Binary varints (7 bits a byte) hold postings and document
/// records while the build runs (in memory and in spill files); the script files hold
/// each term's postings as text `search.js` decodes: per document the gap from the one
/// before (minus one) in base-32 digits, least significant first, a digit with more to
/// follow written 32 higher, then one character for its BM25 weight (1…63 for the body,
/// 0 for a term only the thread's title holds). The 64 characters
/// need no escaping in a JavaScript string and are no markup.
public enum SearchCodec {
    static let alphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    /// What a stem term's entry starts with when it is an alias, `"=word"`: one word alone
    /// has the stem, so the stem term's postings are that word's (`search.js` reads them
    /// there). Not a character of the postings.
    static let alias = UInt8(ascii: "=")
    /// BM25's parameters; `search.js` needs neither, the weights carry them.
    static let k1 = 1.2
    static let b = 0.75
    /// The weight of a document that holds a term only through its thread's title.
    public static let titleOnly = 0

    public static func appendVarint(_ value: Int, to out: inout [UInt8]) {
        var rest = UInt(value)
        while rest >= 0x80 {
            out.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        out.append(UInt8(rest))
    }

    /// A varint from `bytes[index ..< end]` (`end` at most `bytes.count`), or nil when the
    /// bytes end first or it runs past ten bytes: what it reads may come from a spill file
    /// that was damaged. Wrapping arithmetic: this runs once or twice per posting in each
    /// of three passes, and the checks of `+=` and `<<` were most of its instructions.
    @inline(__always)
    public static func readVarint(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, end: Int) -> Int? {
        var value = 0
        var shift = 0
        while index < end && shift < 64 {
            let byte = bytes[index]
            index &+= 1
            value |= Int(byte & 0x7F) &<< shift
            if byte < 0x80 { return value }
            shift &+= 7
        }
        return nil
    }

    /// BM25's term-frequency part, `tf·(k1+1) / (tf + k1·(1 − b + b·len/avgdl))`, scaled
    /// from its range (0, k1+1) to 1…63: the reader multiplies it by the term's idf. The
    /// body alone counts (`tf` and `len`); frequency 0, a term only the thread's title
    /// holds, is weight 0, which `search.js` ranks below every body match (docs/search.md).
    static func weight(frequency: Int, length: Int, averageLength: Int) -> Int {
        if frequency <= 0 { return titleOnly }
        let tf = Double(frequency)
        let norm = k1 * (1 - b + b * Double(length) / Double(max(1, averageLength)))
        let part = tf * (k1 + 1) / (tf + norm) / (k1 + 1)
        return min(63, max(1, Int((part * 63).rounded())))
    }

    /// One term's postings, `documents` ascending, as text: written through a pointer
    /// (at most 14 characters a posting), then appended at once, not a character at a
    /// time, which checked the array's uniqueness and capacity per character.
    static func appendPostings(documents: UnsafeBufferPointer<UInt64>, weights: (UInt64) -> Int, to out: inout [UInt8]) {
        out += [UInt8](unsafeUninitializedCapacity: documents.count * 14) { text, written in
            alphabet.withUnsafeBufferPointer { alphabet in
                var n = 0
                var previous = -1
                for packed in documents {
                    let document = Int(packed >> 16)
                    // Unsigned, and every index masked into the alphabet: whatever the numbers
                    // (descending ones from a damaged spill file too), no read past it, and
                    // 13 digits at most (64 bits) plus the weight fit the 14 characters.
                    var gap = UInt(bitPattern: document &- previous &- 1)
                    previous = document
                    while gap >= 32 {
                        text[n] = alphabet[32 | Int(gap & 31)]
                        n &+= 1
                        gap &>>= 5
                    }
                    text[n] = alphabet[Int(gap)]
                    text[n &+ 1] = alphabet[weights(packed) & 63]
                    n &+= 2
                }
                written = n
            }
        }
    }
}

/// Text as `SiteTraces` compares it: a file's bytes with JSON string escapes and HTML
/// entities decoded (twice: the feed holds HTML escaped in XML) and tags dropped, cut into
/// lower-cased words and single CJK characters.
enum TraceText {
    /// Words (letters and digits, lower-cased) and CJK characters, each in order.
    static func tokens(_ text: String) -> (words: [String], cjk: [String]) {
        var words: [String] = []
        var cjk: [String] = []
        var word = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isCJK(scalar) {
                cjk.append(String(scalar))
            } else if isLetterOrDigit(scalar) {
                word.append(scalar)
                continue
            }
            if !word.isEmpty {
                words.append(String(word).lowercased())
                word = String.UnicodeScalarView()
            }
        }
        if !word.isEmpty { words.append(String(word).lowercased()) }
        return (words, cjk)
    }

    /// A letter or digit: ASCII tested directly (most of a page), the rest by its properties.
    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (value >= 0x30 && value <= 0x39) || ((value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A)
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x2FFFF: return true
        default: return false
        }
    }

    /// `name` (lower-cased) in `text` (lower-cased) as a word: an ASCII letter or digit at
    /// its edge must not touch another. Compared as bytes.
    static func holds(_ name: String, in text: String) -> Bool {
        let needle = Array(name.utf8)
        guard let first = needle.first, let last = needle.last else { return false }
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= needle.count else { return false }
            for i in 0...(bytes.count - needle.count) where bytes[i] == first {
                var j = 1
                while j < needle.count && bytes[i + j] == needle[j] { j += 1 }
                guard j == needle.count else { continue }
                let touchesBefore = isWordByte(first) && i > 0 && isWordByte(bytes[i - 1])
                let end = i + needle.count
                let touchesAfter = isWordByte(last) && end < bytes.count && isWordByte(bytes[end])
                if !touchesBefore && !touchesAfter { return true }
            }
            return false
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) || byte == UInt8(ascii: "_")
    }

    static func strippingTags(_ text: String) -> String {
        var inTag = false
        return strippingTags(text, inTag: &inTag)
    }

    /// `<…>` replaced by a space; `inTag` carries a tag open at the end of a line.
    static func strippingTags(_ text: String, inTag: inout Bool) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if inTag {
                if scalar == ">" { inTag = false }
            } else if scalar == "<" {
                inTag = true
                out.append(" ")
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// The five named entities, `&nbsp;`, `&apos;` and numeric ones.
    static func decodingEntities(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var out = ""
        var rest = text[...]
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let tail = rest[amp...]
            guard let semicolon = tail.prefix(12).firstIndex(of: ";") else {
                out += "&"
                rest = rest[rest.index(after: amp)...]
                continue
            }
            let name = String(tail[tail.index(after: amp)..<semicolon])
            if let decoded = entity(name) {
                out += decoded
                rest = rest[rest.index(after: semicolon)...]
            } else {
                out += "&"
                rest = rest[rest.index(after: amp)...]
            }
        }
        return out + rest
    }

    private static func entity(_ name: String) -> String? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case "nbsp": return " "
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
    }

    /// JSON's `\"`, `\\`, `\/`, `\n`… and `\uXXXX` (surrogate pairs joined).
    static func decodingJSONEscapes(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\\")) else { return text }
        var out = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var i = 0
        var pendingHigh: UInt32?
        while i < scalars.count {
            let scalar = scalars[i]
            guard scalar == "\\", i + 1 < scalars.count else {
                out.append(scalar)
                i += 1
                continue
            }
            let next = scalars[i + 1]
            if next == "u", i + 5 < scalars.count,
                let unit = UInt32(String(String.UnicodeScalarView(scalars[(i + 2)...(i + 5)])), radix: 16)
            {
                i += 6
                if (0xD800...0xDBFF).contains(unit) {
                    pendingHigh = unit
                    continue
                }
                let value = pendingHigh.map { 0x10000 + (($0 - 0xD800) << 10) + (unit - 0xDC00) } ?? unit
                pendingHigh = nil
                if let decoded = Unicode.Scalar(value) { out.append(decoded) }
                continue
            }
            switch next {
            case "n", "r", "t", "b", "f": out.append(" ")
            default: out.append(next)
            }
            i += 2
        }
        return String(out)
    }

    /// A file's lines decoded in turn, their tokens kept with the line each came from.
    struct Stream {
        private var inTag = false
        private var words: [(String, Int)] = []
        private var cjk: [(String, Int)] = []

        mutating func decode(_ raw: String) -> String {
            var line = TraceText.decodingJSONEscapes(raw)
            for _ in 0..<2 {
                line = TraceText.decodingEntities(TraceText.strippingTags(line, inTag: &inTag))
            }
            return line
        }

        mutating func append(_ tokens: (words: [String], cjk: [String]), line: Int) {
            words += tokens.words.map { ($0, line) }
            cjk += tokens.cjk.map { ($0, line) }
        }

        /// (comment, line) for every run of `needles` found, where it starts.
        func matches(_ needles: SiteTraces.Needles) -> [(String, Int)] {
            Self.find(needles.words, in: words) + Self.find(needles.cjk, in: cjk)
        }

        private static func find(_ runs: [Int: [String: String]], in tokens: [(String, Int)]) -> [(String, Int)] {
            var found: [(String, Int)] = []
            for (length, table) in runs.sorted(by: { $0.key > $1.key }) where tokens.count >= length {
                let firsts = Set(table.keys.map { $0.split(separator: " ", maxSplits: 1).first.map(String.init) ?? $0 })
                for start in 0...(tokens.count - length) where firsts.contains(tokens[start].0) {
                    let key = tokens[start..<(start + length)].map { $0.0 }.joined(separator: " ")
                    if let source = table[key] { found.append((source, tokens[start].1)) }
                }
            }
            return found
        }
    }
}

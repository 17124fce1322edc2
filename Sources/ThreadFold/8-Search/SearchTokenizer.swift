import Foundation

/// Words of a text as the search index and `search.js` both see them: Latin (and any
/// other alphabetic) text case- and accent-folded into runs of letters and digits;
/// Chinese, Japanese and Korean split into overlapping character bigrams (a lone
/// character stands alone), so 骑行 matches inside 周末杭州骑行路线 without a dictionary.
///
/// `search.js` folds a query the same way (`NFD`, marks dropped, `NFC`, lower case).
enum SearchTokenizer {
    /// Lower case with accents removed; other text kept as it is.
    static func fold(_ text: String) -> String {
        if text.unicodeScalars.allSatisfy({ $0.isASCII || isCJK($0) }) { return text.lowercased() }
        var scalars = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars where !isMark(scalar) {
            scalars.append(scalar)
        }
        return String(scalars).precomposedStringWithCanonicalMapping.lowercased()
    }

    /// Every token of `text`, in order, repeats kept (term frequency counts them). A CJK
    /// run of two or more characters gives its bigrams only; a lone character stands alone.
    /// Folding goes scalar by scalar (ASCII and CJK need none), which matches folding the
    /// whole text and is many times faster than Foundation's decomposition of it.
    static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var word: [UInt8] = []
        var previousCJK: Unicode.Scalar?
        var run = 0
        func flush() {
            if !word.isEmpty { tokens.append(String(decoding: word, as: UTF8.self)) }
            word.removeAll(keepingCapacity: true)
        }
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                previousCJK = nil
                run = 0
                let v = UInt8(scalar.value)
                switch v {
                case 0x30...0x39, 0x61...0x7A: word.append(v)
                case 0x41...0x5A: word.append(v + 0x20)
                default: flush()
                }
            } else if isCJK(scalar) {
                flush()
                run += 1
                if run == 2 { tokens.removeLast() }
                var pair: [UInt8] = []
                if let previous = previousCJK { pair += UTF8.encode(previous)! }
                pair += UTF8.encode(scalar)!
                tokens.append(String(decoding: pair, as: UTF8.self))
                previousCJK = scalar
            } else {
                previousCJK = nil
                run = 0
                for folded in fold(String(scalar)).unicodeScalars {
                    if isWordScalar(folded) { word.append(contentsOf: String(folded).utf8) } else { flush() }
                }
            }
        }
        flush()
        return tokens
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

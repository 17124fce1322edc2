import Foundation

@testable import TextIndex

/// A term shard as its entries in file order, and a postings string decoded: what the
/// tests read of the script files (`SearchCodec`, `SearchPostingWriter`).
enum PostingsText {
    /// Postings text: per document its number and weight (the first gap from -1).
    static func decode(_ text: String) -> [(document: Int, weight: Int)] {
        let digits = Array(SearchCodec.alphabet)
        var (out, document, gap, scale) = ([(document: Int, weight: Int)](), -1, 0, 1)
        var readingGap = true
        for byte in text.utf8 {
            let value = digits.firstIndex(of: byte) ?? 0
            if !readingGap {
                out.append((document, value))
                (readingGap, gap, scale) = (true, 0, 1)
            } else if value >= 32 {
                gap += (value - 32) * scale
                scale *= 32
            } else {
                document += gap + value * scale + 1
                readingGap = false
            }
        }
        return out
    }

    /// The entries of `prefix{…});\n` in file order (entries are apart by `,\n`, which
    /// neither a postings string nor an escaped term holds), each value as JSON gives it:
    /// a string, or a tiered term's array. Nil when the file is not of that shape.
    static func entries(_ file: String, prefix: String) -> [(term: String, value: Any)]? {
        guard file.hasPrefix(prefix + "{"), file.hasSuffix("});\n") else { return nil }
        let body = file.dropFirst(prefix.count + 1).dropLast(4)
        var entries: [(term: String, value: Any)] = []
        for entry in body.components(separatedBy: ",\n") {
            guard let object = try? JSONSerialization.jsonObject(with: Data("{\(entry)}".utf8)) as? [String: Any],
                object.count == 1, let (term, value) = object.first
            else { return nil }
            entries.append((term, value))
        }
        return entries
    }
}

/// The language of an archive, from the text of its input files: what `"locale": "auto"`
/// becomes (`ScriptCounts` has the rule). The JSON of each input is scanned for the string
/// values of `title` and `content` (and `body`, `text`, `message`), not keys, ids, names
/// or times, up to `perFile` bytes of each file and `sampleBytes` in all; compressed inputs
/// are not read (their language counts as nothing).
public enum ArchiveLanguage {
    public static let sampleBytes = 8 << 20
    public static let perFile = 1 << 20
    static let textKeys: Set<[UInt8]> = Set(["title", "content", "body", "text", "message"].map { Array($0.utf8) })

    public struct Choice: Sendable, Equatable {
        public let locale: String
        public let counts: ScriptCounts
    }

    /// The archive's locale (`en` when there is no text to go on).
    public static func detect(_ inputs: [String], io: FileIO) -> Choice {
        let files = InputFiles.collect(inputs, io: io).files
        var counts = ScriptCounts()
        var budget = sampleBytes
        for file in files where budget > 0 && !file.hasSuffix(".gz") && !file.hasSuffix(".zst") {
            let want = min(perFile, budget)
            guard let bytes = try? io.readRange(file, 0, want) else { continue }
            budget -= bytes.count
            counts.add(scanning: bytes)
        }
        return Choice(locale: counts.locale() ?? "en", counts: counts)
    }

    /// The language of exports before `import` turns them into thread files: XML and HTML
    /// (Disqus, WordPress) by their text outside tags, JSON by its text values.
    public static func detectExport(_ files: [String], io: FileIO) -> Choice {
        var counts = ScriptCounts()
        for file in files.prefix(8) where io.kind(file) == .file && !file.hasSuffix(".gz") && !file.hasSuffix(".zst") {
            guard let bytes = try? io.readRange(file, 0, perFile) else { continue }
            let first = bytes.first { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF }
            if first == UInt8(ascii: "<") { counts.add(String(decoding: bytes, as: UTF8.self)) } else { counts.add(scanning: bytes) }
        }
        return Choice(locale: counts.locale() ?? "en", counts: counts)
    }
}

extension ScriptCounts {
    /// Counts the text values of a JSON document (or NDJSON lines), possibly cut short: a
    /// string followed by `:` is a key; the next string is counted when that key is one of
    /// `ArchiveLanguage.textKeys`.
    public mutating func add(scanning json: [UInt8]) {
        let quote = UInt8(ascii: "\"")
        let backslash = UInt8(ascii: "\\")
        let colon = UInt8(ascii: ":")
        var textKey = false
        var i = 0
        while i < json.count {
            guard json[i] == quote else {
                i += 1
                continue
            }
            var end = i + 1
            var escaped = false
            while end < json.count && json[end] != quote {
                if json[end] == backslash {
                    escaped = true
                    end += 1
                }
                end += 1
            }
            guard end < json.count else { return }
            var next = end + 1
            while next < json.count && (json[next] == 0x20 || json[next] == 0x0A || json[next] == 0x0D || json[next] == 0x09) { next += 1 }
            let content = json[(i + 1)..<end]
            if next < json.count && json[next] == colon {
                textKey = ArchiveLanguage.textKeys.contains(Array(content))
            } else if textKey {
                add(escaped ? JSONUnescape.text(content) : String(decoding: content, as: UTF8.self))
            }
            i = end + 1
        }
    }
}

/// The text of a JSON string's content with its escapes read (`\n` as a space, `\uXXXX`
/// with surrogate pairs joined).
enum JSONUnescape {
    static func text(_ content: ArraySlice<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(content.count)
        var high: UInt32 = 0
        var i = content.startIndex
        while i < content.endIndex {
            let byte = content[i]
            i += 1
            guard byte == UInt8(ascii: "\\"), i < content.endIndex else {
                out.append(byte)
                continue
            }
            let kind = content[i]
            i += 1
            switch kind {
            case UInt8(ascii: "u"):
                guard i + 4 <= content.endIndex, let value = UInt32(String(decoding: content[i..<(i + 4)], as: UTF8.self), radix: 16) else {
                    continue
                }
                i += 4
                appendScalar(value, high: &high, into: &out)
            case UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "r"): out.append(0x20)
            default: out.append(kind)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func appendScalar(_ value: UInt32, high: inout UInt32, into out: inout [UInt8]) {
        var value = value
        if (0xD800...0xDBFF).contains(value) {
            high = value
            return
        }
        if (0xDC00...0xDFFF).contains(value) {
            guard high != 0 else { return }
            value = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
            high = 0
        }
        guard let scalar = Unicode.Scalar(value) else { return }
        out.append(contentsOf: Array(String(Character(scalar)).utf8))
    }
}

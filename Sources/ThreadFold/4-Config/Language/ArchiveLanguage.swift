/// The language of an archive, from the text of its input files: what `"locale": "auto"`
/// becomes (`ScriptCounts` has the rule). The JSON of each input is scanned for the string
/// values of `title` and `content` (and `body`, `text`, `message`), not keys, ids, names
/// or times, up to `perFile` bytes of each file and `sampleBytes` in all; compressed inputs
/// are not read (their language counts as nothing).
public enum ArchiveLanguage {
    public static let sampleBytes = 16 << 20
    public static let perFile = 2 << 20
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
    /// Counts the text values of a JSON document (or NDJSON lines), possibly cut short.
    public mutating func add(scanning json: [UInt8]) {
        var scanner = JSONTextScanner()
        for byte in json { scanner.take(byte) { self.add($0) } }
    }
}

/// A byte-at-a-time walk over JSON that hands on the string values whose key is one of
/// `ArchiveLanguage.textKeys`, unescaped.
struct JSONTextScanner {
    private var inString = false
    private var escape = 0
    private var hex: UInt32 = 0
    private var highSurrogate: UInt32 = 0
    private var current: [UInt8] = []
    private var pending: [UInt8]?
    private var key: [UInt8] = []

    mutating func take(_ byte: UInt8, _ text: (String) -> Void) {
        if inString { return inside(byte) }
        if let string = pending, byte != 0x20, byte != 0x0A, byte != 0x0D, byte != 0x09 {
            pending = nil
            if byte == UInt8(ascii: ":") {
                key = string
            } else if ArchiveLanguage.textKeys.contains(key) {
                text(String(decoding: string, as: UTF8.self))
            }
        }
        if byte == UInt8(ascii: "\"") {
            inString = true
            current.removeAll(keepingCapacity: true)
        }
    }

    private mutating func inside(_ byte: UInt8) {
        if escape > 1 {
            hex = hex << 4 | UInt32(Self.hexValue(byte))
            escape -= 1
            if escape == 1 {
                escape = 0
                appendScalar(hex)
            }
            return
        }
        if escape == 1 {
            escape = 0
            switch byte {
            case UInt8(ascii: "u"): (escape, hex) = (5, 0)
            case UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "r"): current.append(0x20)
            default: current.append(byte)
            }
            return
        }
        switch byte {
        case UInt8(ascii: "\\"): escape = 1
        case UInt8(ascii: "\""):
            inString = false
            pending = current
        default: current.append(byte)
        }
    }

    private mutating func appendScalar(_ value: UInt32) {
        var value = value
        if (0xD800...0xDBFF).contains(value) {
            highSurrogate = value
            return
        }
        if (0xDC00...0xDFFF).contains(value) {
            guard highSurrogate != 0 else { return }
            value = 0x10000 + ((highSurrogate - 0xD800) << 10) + (value - 0xDC00)
            highSurrogate = 0
        }
        guard let scalar = Unicode.Scalar(value) else { return }
        current.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private static func hexValue(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return 0
        }
    }
}

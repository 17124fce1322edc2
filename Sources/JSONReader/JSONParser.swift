/// A place in a JSON document where the bytes are not JSON, with what was expected there.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    /// Byte offset in the document (`LineIndex` turns it into line and column).
    public let offset: Int
    public let message: String
}

/// Takes the elements of one large array from `JSONParser` as they are parsed, so a site
/// dump never needs a tape for the whole file: each row is decoded, then its nodes dropped.
public protocol JSONRowSink: AnyObject {
    /// Asked once for each non-empty array until it says yes: whether to hand over its
    /// elements one by one. `depth` counts the containers around the array; `tape` holds
    /// everything parsed so far (the array's own node last).
    func shouldStream(array: Int, depth: Int, tape: JSONTape) -> Bool

    /// One element of the streamed array, complete. `tape` holds the nodes before the
    /// array, the array's node and this element's nodes only (`row` is just past the
    /// array); byte offsets are offsets in the whole file.
    func consume(row: Int, tape: JSONTape)
}

/// A JSON parser that builds a `JSONTape` without recursion: containers are tracked on an
/// explicit stack, so nesting depth is limited by memory, not by the thread's stack.
/// Strings and numbers are not decoded here, only delimited; `JSONTape` decodes what the
/// caller asks for.
public struct JSONParser {
    private let bytes: [UInt8]
    private var nodes: [JSONNode] = []
    /// Tape indices of the open containers, innermost last.
    private var open: [Int] = []
    private var position = 0
    /// Streaming only: who takes the rows, and the tape index of the array being streamed.
    private var sink: (any JSONRowSink)?
    private var streamed: Int?

    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONTape {
        try parse(bytes, streamingTo: nil)
    }

    /// With a sink, the elements of the array it chooses are handed to it one at a time and
    /// left out of the returned tape (that array comes back empty in it). Syntax errors are
    /// the same, at the same offsets, as for a whole-document parse: it is the same parser.
    public static func parse(_ bytes: [UInt8], streamingTo sink: (any JSONRowSink)?) throws(JSONSyntaxError) -> JSONTape {
        guard bytes.count < Int(Int32.max) else {
            throw JSONSyntaxError(
                offset: 0,
                message:
                    "this file is larger than 2 GiB, more than this parser reads in one piece; split it into several files (NDJSON can be split at any line)"
            )
        }
        var parser = JSONParser(bytes: bytes)
        parser.sink = sink
        // About one node per 20 bytes of typical JSON (measured on comment archives); growth covers the rest. A streamed
        // document keeps only its outer levels and one row.
        parser.nodes.reserveCapacity(sink == nil ? bytes.count / 24 : min(bytes.count / 24, 4096))
        try parser.parseDocument()
        return JSONTape(bytes: bytes, nodes: parser.nodes)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func parseDocument() throws(JSONSyntaxError) {
        skipByteOrderMark()
        skipWhitespace()
        if position == bytes.count {
            throw JSONSyntaxError(offset: position, message: "the file is empty; expected a JSON object or array")
        }
        try parseValue()
        while !open.isEmpty {
            try continueContainer()
        }
        skipWhitespace()
        if position < bytes.count {
            throw JSONSyntaxError(offset: position, message: "unexpected \(describeByte(at: position)) after the end of the JSON value")
        }
    }

    private mutating func skipByteOrderMark() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
        }
    }

    /// Called after a container opens or a value ends inside one: reads the first member, or
    /// `,` and the next value, or the closing bracket.
    private mutating func continueContainer() throws(JSONSyntaxError) {
        guard let container = open.last else { return }
        let isObject = nodes[container].kind == .object
        // Called exactly once after each element of a container: the moment a streamed row is complete.
        if container == streamed, nodes.count > container + 1 { handOverRow(after: container) }
        skipWhitespace()
        if nodes[container].count == 0 {
            // Just opened (empty containers close at once and never get here): read the first
            // member here, not in `openContainer`, which would recurse on `[[[[…`.
            if isObject { try parseKey() }
            try parseValue()
            return
        }
        guard position < bytes.count else {
            throw JSONSyntaxError(
                offset: position, message: "the file ends inside an \(isObject ? "object" : "array"); expected \(isObject ? "'}'" : "']'")")
        }
        let byte = bytes[position]
        if byte == UInt8(ascii: ",") {
            position += 1
            skipWhitespace()
            if isObject { try parseKey() }
            try parseValue()
        } else if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
            position += 1
            close()
        } else {
            throw JSONSyntaxError(
                offset: position, message: "unexpected \(describeByte(at: position)); expected ',' or \(isObject ? "'}'" : "']'")")
        }
    }

    private mutating func handOverRow(after array: Int) {
        sink?.consume(row: array + 1, tape: JSONTape(bytes: bytes, nodes: nodes))
        nodes.removeSubrange((array + 1)...)
    }

    private mutating func close() {
        if let container = open.popLast() {
            nodes[container].end = nodes.count
            // Its rows were handed over: in the returned tape it is an empty array.
            if container == streamed { nodes[container].count = 0 }
        }
    }

    private mutating func parseKey() throws(JSONSyntaxError) {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
            throw JSONSyntaxError(
                offset: position, message: "unexpected \(describeByte(at: position)); expected a member name in double quotes")
        }
        try parseString()
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
            throw JSONSyntaxError(offset: position, message: "unexpected \(describeByte(at: position)); expected ':' after the member name")
        }
        position += 1
        skipWhitespace()
    }

    /// Parses one value at `position`. A container is only opened here (all its members,
    /// the first included, are read by `continueContainer`), which is what keeps the parser
    /// free of recursion.
    private mutating func parseValue() throws(JSONSyntaxError) {
        guard position < bytes.count else {
            throw JSONSyntaxError(offset: position, message: "the file ends where a value was expected")
        }
        if let container = open.last { nodes[container].count += 1 }
        switch bytes[position] {
        case UInt8(ascii: "{"): try openContainer(.object)
        case UInt8(ascii: "["): try openContainer(.array)
        case UInt8(ascii: "\""): try parseString()
        case UInt8(ascii: "t"): try parseLiteral("true", .true)
        case UInt8(ascii: "f"): try parseLiteral("false", .false)
        case UInt8(ascii: "n"): try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try parseNumber()
        default:
            throw JSONSyntaxError(offset: position, message: "unexpected \(describeByte(at: position)); expected a JSON value")
        }
    }

    private mutating func openContainer(_ kind: JSONNode.Kind) throws(JSONSyntaxError) {
        let index = nodes.count
        nodes.append(JSONNode(kind: kind, start: position, end: index + 1))
        position += 1
        skipWhitespace()
        let closing = kind == .object ? UInt8(ascii: "}") : UInt8(ascii: "]")
        if position < bytes.count, bytes[position] == closing {
            position += 1
            return
        }
        if kind == .array, streamed == nil, let sink,
            sink.shouldStream(array: index, depth: open.count, tape: JSONTape(bytes: bytes, nodes: nodes))
        {
            streamed = index
        }
        open.append(index)
    }

    private mutating func parseLiteral(_ word: StaticString, _ kind: JSONNode.Kind) throws(JSONSyntaxError) {
        let start = position
        let length = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { expected in
            position + length <= bytes.count && bytes[position..<(position + length)].elementsEqual(expected)
        }
        guard matches else {
            throw JSONSyntaxError(offset: start, message: "unexpected \(describeByte(at: start)); expected a JSON value")
        }
        position += length
        nodes.append(JSONNode(kind: kind, start: start, end: position))
    }

    private mutating func parseNumber() throws(JSONSyntaxError) {
        let start = position
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        let firstDigit = position
        let digits = skipDigits()
        guard digits > 0 else {
            throw JSONSyntaxError(offset: position, message: "unexpected \(describeByte(at: position)); expected a digit")
        }
        // JSON forbids 012: read leniently, an id 012 would become 12 and meet another id 12.
        if digits > 1, bytes[firstDigit] == UInt8(ascii: "0") {
            throw JSONSyntaxError(
                offset: firstDigit, message: "a number cannot have a leading zero; write it as a string (\"012\") to keep the zeros")
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard skipDigits() > 0 else {
                throw JSONSyntaxError(offset: position, message: "unexpected \(describeByte(at: position)); expected a digit after '.'")
            }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard skipDigits() > 0 else {
                throw JSONSyntaxError(
                    offset: position, message: "unexpected \(describeByte(at: position)); expected a digit in the exponent")
            }
        }
        nodes.append(JSONNode(kind: .number, start: start, end: position))
    }

    private mutating func skipDigits() -> Int {
        let start = position
        while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
            position += 1
        }
        return position - start
    }

    /// Delimits a string, checking escapes and control characters; decoding is left to
    /// `JSONTape.string(at:)`.
    private mutating func parseString() throws(JSONSyntaxError) {
        let quote = position
        position += 1
        let contentStart = position
        var hasEscapes = false
        let end: Int? = bytes.withUnsafeBufferPointer { buffer in
            var i = contentStart
            while true {
                i = StringScanner.firstSpecial(in: buffer, from: i)
                guard i < buffer.count else { break }
                let b = buffer[i]
                if b == UInt8(ascii: "\"") { return i }
                if b == UInt8(ascii: "\\") {
                    hasEscapes = true
                    i += 2
                    continue
                }
                position = i
                return nil
            }
            position = buffer.count
            return nil
        }
        guard let end else {
            if position < bytes.count {
                throw JSONSyntaxError(
                    offset: position, message: "a control character (\(describeByte(at: position))) inside a string; it must be escaped")
            }
            throw JSONSyntaxError(offset: quote, message: "this string is never closed; expected '\"'")
        }
        if hasEscapes { try validateEscapes(contentStart..<end) }
        nodes.append(JSONNode(kind: .string, hasEscapes: hasEscapes, start: contentStart, end: end))
        position = end + 1
    }

    private func validateEscapes(_ range: Range<Int>) throws(JSONSyntaxError) {
        var i = range.lowerBound
        while i < range.upperBound {
            i = bytes.withUnsafeBufferPointer {
                StringScanner.firstBackslash(in: UnsafeBufferPointer(rebasing: $0[..<range.upperBound]), from: i)
            }
            guard i < range.upperBound else { return }
            let escaped = bytes[i + 1]
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                i += 2
            case UInt8(ascii: "u"):
                guard i + 6 <= range.upperBound, bytes[(i + 2)..<(i + 6)].allSatisfy(\.isHexDigit) else {
                    throw JSONSyntaxError(offset: i, message: "a \\u escape needs four hex digits")
                }
                i += 6
            default:
                throw JSONSyntaxError(
                    offset: i,
                    message:
                        "'\\\(Character(Unicode.Scalar(escaped)))' is not a JSON escape; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"
                )
            }
        }
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"): position += 1
            default: return
            }
        }
    }

    private func describeByte(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        let b = bytes[offset]
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return "byte 0x" + String(b, radix: 16, uppercase: true)
    }
}

extension UInt8 {
    fileprivate var isHexDigit: Bool {
        (self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9"))
            || (self | 0x20 >= UInt8(ascii: "a") && self | 0x20 <= UInt8(ascii: "f"))
    }
}

/// Applies the spec's standalone-line rule to a token stream.
///
/// A line holding only blanks and tags that can stand alone (sections, comments,
/// partials, parents, blocks, set-delimiters) is dropped from the output entirely:
/// its indentation and its line ending vanish. Several such tags may share the line
/// (`{{<parent}}{{/parent}}` is standalone, per the inheritance spec).
/// Every other line starts with a `.lineStart` token, where a standalone partial's
/// indentation is later inserted.
enum StandaloneLines {
    static func apply(to tokens: [Token]) -> [Token] {
        let lines = splitLines(tokens)
        var result: [Token] = []
        result.reserveCapacity(tokens.count + lines.count)
        for (index, line) in lines.enumerated() {
            let next = index + 1 < lines.count ? lines[index + 1] : []
            if isStandalone(line) {
                result.append(contentsOf: standaloneTags(of: line, nextLine: next))
            } else {
                result.append(.lineStart)
                result.append(contentsOf: line)
            }
        }
        return result
    }

    /// Groups tokens into lines; a line ends after a text token ending in a newline.
    private static func splitLines(_ tokens: [Token]) -> [[Token]] {
        var lines: [[Token]] = []
        var current: [Token] = []
        for token in tokens {
            current.append(token)
            if case .text(let bytes) = token, bytes.last == UInt8(ascii: "\n") {
                lines.append(current)
                current = []
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    private static func isStandalone(_ line: [Token]) -> Bool {
        var sawTag = false
        for (index, token) in line.enumerated() {
            switch token {
            case .tag(let tag):
                guard tag.kind.canStandAlone else { return false }
                sawTag = true
            case .text(let bytes):
                let body = index == line.count - 1 ? withoutLineEnding(bytes) : bytes[...]
                guard body.allSatisfy(isBlank) else { return false }
            case .lineStart:
                continue
            }
        }
        return sawTag
    }

    /// The tags of a standalone line, annotated with the indentation facts they need.
    private static func standaloneTags(of line: [Token], nextLine: [Token]) -> [Token] {
        let indent = leadingBlanks(line)
        let lineEnding: [UInt8]
        if case .text(let bytes) = line.last {
            lineEnding = Array(bytes[withoutLineEnding(bytes).endIndex...])
        } else {
            lineEnding = []
        }
        var tags: [Tag] = line.compactMap { token in
            if case .tag(let tag) = token { return tag }
            return nil
        }
        for index in tags.indices {
            tags[index].standaloneIndent = indent
            guard tags[index].kind == .block else { continue }
            let closesOnThisLine = tags[(index + 1)...].contains { $0.kind == .close && $0.name == tags[index].name }
            if closesOnThisLine {
                tags[index].blockIndent = indent
                tags[index].sameLineEnding = lineEnding
            } else {
                // A block's content is as indented as the line after its opening tag:
                // that is what the inheritance spec's reindentation tests expect.
                tags[index].blockIndent = leadingBlanks(nextLine)
            }
        }
        return tags.map(Token.tag)
    }

    private static func leadingBlanks(_ line: [Token]) -> [UInt8] {
        guard case .text(let bytes) = line.first else { return [] }
        return Array(bytes.prefix(while: isBlank))
    }

    private static func withoutLineEnding(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        var body = bytes[...]
        if body.last == UInt8(ascii: "\n") {
            body = body.dropLast()
            if body.last == UInt8(ascii: "\r") { body = body.dropLast() }
        }
        return body
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}

/// Splits plain text into paragraphs of lines, the way a reader sees them: a line holding
/// only whitespace ends a paragraph, and CRLF / CR count as newlines (exports from Windows).
enum PlainTextParagraphs {
    static func split(_ text: String) -> [[Substring]] {
        var paragraphs: [[Substring]] = []
        var current: [Substring] = []
        let normalised = text.utf8.contains(UInt8(ascii: "\r")) ? text.replacingCRLF() : text
        for line in normalised.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" }) {
            let trimmed = line.trimmingTrailingSpaces()
            if trimmed.allSatisfy(\.isWhitespace) {
                if !current.isEmpty { paragraphs.append(current) }
                current = []
            } else {
                current.append(trimmed)
            }
        }
        if !current.isEmpty { paragraphs.append(current) }
        return paragraphs
    }
}

extension String {
    fileprivate func replacingCRLF() -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        var previousWasCR = false
        for scalar in unicodeScalars {
            if scalar == "\r" {
                result.unicodeScalars.append("\n")
                previousWasCR = true
                continue
            }
            if !(scalar == "\n" && previousWasCR) { result.unicodeScalars.append(scalar) }
            previousWasCR = false
        }
        return result
    }
}

extension Substring {
    fileprivate func trimmingTrailingSpaces() -> Substring {
        var end = endIndex
        while end > startIndex {
            let before = index(before: end)
            guard self[before] == " " || self[before] == "\t" else { break }
            end = before
        }
        return self[startIndex..<end]
    }
}

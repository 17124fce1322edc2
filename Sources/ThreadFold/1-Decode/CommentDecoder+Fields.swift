/// Field readers: each accepts the shapes real exports use and reports the rest with the
/// JSON path and what was expected. Paths are built only when a diagnostic needs one
/// (`@autoclosure`): concatenating a path per field per comment cost more than decoding.
extension CommentDecoder {
    /// Ids are text; integers are written in decimal, so `12` and `"12"` are one id.
    mutating func identifier(_ node: Int, path: @autoclosure () -> String) -> String? {
        switch tape.kind(node) {
        case .string:
            return checkedString(node, path: path())
        case .number:
            // An integer id is its digits as written, whatever its size: never through a
            // Double (9007199254740993 stays itself) nor a 64-bit Int (snowflakes past it fit).
            // JSON allows no leading zeros, so `12` and `"12"` are still one id; `-0` is `0`.
            let digits = tape.numberText(node)
            if Self.isInteger(digits.utf8) { return digits == "-0" ? "0" : digits }
            context.report(
                .error, at: node, path: path(),
                "an id must be a string or an integer (digits only, no fraction or exponent), found \(context.describe(node))")
            return nil
        case .null:
            return nil
        default:
            context.report(.error, at: node, path: path(), "an id must be a string or a whole number, found \(context.describe(node))")
            return nil
        }
    }

    /// An optional `-` and one or more digits.
    static func isInteger(_ text: String.UTF8View) -> Bool {
        let digits = text.first == UInt8(ascii: "-") ? text.dropFirst() : text[...]
        return !digits.isEmpty && digits.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    /// `parentID` missing, null, "", 0 or "0" means top level.
    mutating func parentReference(_ node: Int, path: @autoclosure () -> String) -> Comment.Parent {
        guard let id = identifier(node, path: path()), !id.isEmpty, id != "0" else { return .none }
        return .id(id)
    }

    /// A text field: a string, or null for "not given".
    mutating func text(_ node: Int, path: @autoclosure () -> String) -> String? {
        switch tape.kind(node) {
        case .string: return checkedString(node, path: path())
        case .null: return nil
        case .number:
            // Some exports write numeric user names unquoted; keep them as written.
            return tape.numberText(node)
        default:
            context.report(.error, at: node, path: path(), "expected a string, found \(context.describe(node))")
            return nil
        }
    }

    mutating func timestamp(_ node: Int, path: @autoclosure () -> String) -> Timestamp? {
        switch tape.kind(node) {
        case .null:
            return nil
        case .number:
            if let seconds = tape.double(node), TimestampParser.representable.contains(seconds) { return Timestamp(instant: seconds) }
        case .string:
            // Straight from the file's bytes when there is nothing to unescape (always,
            // for a real timestamp): no String made per comment just to be parsed.
            if let raw = tape.unescapedBytes(node) {
                if raw.isEmpty { return nil }
                if let parsed = TimestampParser.parse(iso: raw) { return parsed }
            } else {
                let text = tape.string(node)
                if text.isEmpty { return nil }
                if let parsed = TimestampParser.parse(iso: text) { return parsed }
            }
        default:
            break
        }
        context.report(
            .warning, at: node, path: path(),
            "createdAt \(context.describe(node)) is neither ISO 8601 (2024-07-18T10:14:54Z) nor epoch seconds, within years 0000–9999; the comment is kept without a time"
        )
        return nil
    }

    mutating func format(_ node: Int, path: @autoclosure () -> String) -> ContentFormat? {
        if tape.kind(node) == .null { return nil }
        if tape.kind(node) == .string, let format = ContentFormat(rawValue: tape.string(node).lowercased()) {
            return format
        }
        context.report(
            .error, at: node, path: path(),
            "contentFormat must be \"markdown\", \"html\" or \"text\", found \(context.describe(node))")
        return nil
    }

    /// `pinned`: true or false (null: not pinned).
    mutating func flag(_ node: Int, path: @autoclosure () -> String) -> Bool {
        switch tape.kind(node) {
        case .true: return true
        case .false, .null: return false
        default:
            context.report(.error, at: node, path: path(), "pinned must be true or false, found \(context.describe(node))")
            return false
        }
    }

    /// `likes`: a whole number from 0 (null: none); others are left out with a warning.
    mutating func likeCount(_ node: Int, path: @autoclosure () -> String) -> Int32 {
        if tape.kind(node) == .null { return 0 }
        if tape.kind(node) == .number, let value = tape.double(node), value >= 0, value == value.rounded(), value <= Double(Int32.max) {
            return Int32(value)
        }
        context.report(
            .warning, at: node, path: path(), "likes must be a whole number from 0, found \(context.describe(node)); it is left out")
        return 0
    }

    /// Old anchors: an array of strings made of letters, digits, `_`, `-`, `:` and `.`,
    /// not starting with `c-` (the page's own anchors); others are left out with a warning.
    mutating func aliases(_ node: Int, path: @autoclosure () -> String) -> [String] {
        guard tape.kind(node) == .array else {
            if tape.kind(node) != .null {
                context.report(.error, at: node, path: path(), "aliases must be an array of anchor names, found \(context.describe(node))")
            }
            return []
        }
        var result: [String] = []
        for (i, element) in tape.elements(node).enumerated() {
            let name = tape.kind(element) == .string ? tape.string(element) : ""
            let allowed =
                !name.isEmpty && !name.hasPrefix("c-") && name.utf8.count <= 200
                && name.utf8.allSatisfy { ThreadSlug.isSafeByte($0) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") }
            if allowed {
                result.append(name)
            } else {
                context.report(
                    .warning, at: element, path: "\(path())[\(i)]",
                    "an alias must be a name of letters, digits, _ - : . not starting with c-; this one is left out")
            }
        }
        return result
    }

    mutating func repliesArray(_ node: Int, path: @autoclosure () -> String) -> Int? {
        switch tape.kind(node) {
        case .array: return node
        case .null: return nil
        default:
            context.report(.error, at: node, path: path(), "replies must be an array of comments, found \(context.describe(node))")
            return nil
        }
    }

    /// A string, repaired (U+FFFD) with a warning when its bytes are not UTF-8. NUL
    /// characters are removed: no HTML page may carry them.
    mutating func checkedString(_ node: Int, path: @autoclosure () -> String) -> String {
        let (value, repaired, hadNUL) = tape.decodeString(node)
        if repaired {
            context.report(
                .warning, at: node, path: path(),
                "this string is not valid UTF-8 (bad bytes or a lone \\u surrogate escape); they were replaced with U+FFFD")
        }
        if hadNUL {
            context.report(.warning, at: node, path: path(), "this string contains NUL characters; they were removed")
        }
        return value
    }
}

extension OutputBuffer {
    /// Appends a value as `{{name}}` (escaped) or `{{{name}}}` (raw) shows it.
    /// Lists and objects have no text of their own and render as nothing.
    mutating func appendInterpolation(_ value: MustacheValue, escaped: Bool) {
        switch value {
        case .null, .list, .object, .fields: return
        case .bool(let flag): appendRaw(flag ? "true" : "false")
        case .int(let number): appendRaw(String(number))
        case .double(let number): appendRaw(Self.format(number))
        case .string(let text): if escaped { appendEscaped(text) } else { appendRaw(text) }
        case .html(let markup): appendRaw(markup)
        }
    }

    /// Whole doubles print without ".0" (as JSON and JavaScript would show them).
    private static func format(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int(number))
        }
        return String(number)
    }
}

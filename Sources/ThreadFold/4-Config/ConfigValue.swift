import JSONReader

/// A config file's JSON, read with the archive's own parser (so syntax errors carry
/// line and column) into a small value type.
enum ConfigValue: Sendable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([ConfigValue])
    case object([String: ConfigValue])

    /// Config files are shallow; the depth limit keeps this recursion bounded whatever
    /// the file holds.
    static func from(_ tape: JSONTape, node: Int, depth: Int = 0) -> ConfigValue? {
        guard depth < 32 else { return nil }
        switch tape.kind(node) {
        case .string: return .string(tape.string(node))
        case .number: return .number(tape.double(node) ?? 0)
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .null: return .null
        case .array:
            var items: [ConfigValue] = []
            for element in tape.elements(node) {
                guard let item = from(tape, node: element, depth: depth + 1) else { return nil }
                items.append(item)
            }
            return .array(items)
        case .object:
            var members: [String: ConfigValue] = [:]
            var failed = false
            tape.forEachMember(node) { key, value in
                guard let item = from(tape, node: value, depth: depth + 1) else {
                    failed = true
                    return
                }
                members[tape.string(key)] = item
            }
            return failed ? nil : .object(members)
        }
    }
}

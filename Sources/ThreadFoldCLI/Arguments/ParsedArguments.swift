import ThreadFold

/// A command's arguments split into options and positional inputs, checked against the
/// options the command knows: an unknown one is a usage error that suggests the nearest.
public struct ParsedArguments: Sendable, Equatable {
    public var positionals: [String] = []
    public var values: [String: String] = [:]
    /// Every value of each value option, in order, for the options that may be repeated
    /// (`--live-attr`); `values` keeps the last.
    public var repeated: [String: [String]] = [:]
    public var flags: Set<String> = []

    /// `valueOptions` take a value (`-o DIR`, `--output=DIR`); `flagOptions` do not.
    /// Short aliases map to long names.
    public init(
        _ arguments: [String], valueOptions: Set<String>, flagOptions: Set<String>,
        aliases: [String: String] = [:]
    ) throws(UsageError) {
        var i = 0
        var onlyPositionals = false
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            name = aliases[name] ?? name
            if valueOptions.contains(name) {
                if let inlineValue {
                    values[name] = inlineValue
                } else if i < arguments.count {
                    values[name] = arguments[i]
                    i += 1
                } else {
                    throw UsageError("option \(name) needs a value")
                }
                repeated[name, default: []].append(values[name] ?? "")
            } else if flagOptions.contains(name), inlineValue == nil {
                flags.insert(name)
            } else {
                let known = valueOptions.union(flagOptions).union(aliases.keys)
                throw UsageError("unknown option \(name)" + Self.suggestion(for: name, among: known))
            }
        }
    }

    /// The value of an option that takes one of `T`'s cases (`OptionSpec(_:choices:)`);
    /// nil when it is not given, a usage error listing the cases when it is none of them.
    func choice<T: RawRepresentable & CaseIterable>(_ option: String, _: T.Type) throws(UsageError) -> T?
    where T.RawValue == String {
        guard let text = values[option] else { return nil }
        guard let value = T(rawValue: text) else {
            throw UsageError("\(option) must be one of \(T.allCases.map(\.rawValue).joined(separator: ", ")), not '\(text)'")
        }
        return value
    }

    static func suggestion(for name: String, among known: Set<String>) -> String {
        let ranked = known.map { ($0, EditDistance.between(name, $0)) }.sorted { $0.1 == $1.1 ? $0.0 < $1.0 : $0.1 < $1.1 }
        guard let best = ranked.first, best.1 <= max(2, name.count / 3) else { return "" }
        return "; did you mean \(best.0)?"
    }
}

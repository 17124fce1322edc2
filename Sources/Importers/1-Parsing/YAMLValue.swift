/// A YAML document as the Staticman importer needs it. Scalars stay text: a Staticman
/// file's types are decided by the field (`date`, `replying_to`), not by YAML's guesses.
indirect enum YAMLValue: Sendable, Equatable {
    case null
    case scalar(String)
    case sequence([YAMLValue])
    case mapping([String: YAMLValue])

    subscript(key: String) -> YAMLValue? {
        if case .mapping(let fields) = self { return fields[key] }
        return nil
    }

    /// The scalar's text; `nil` for null and for collections.
    var text: String? {
        if case .scalar(let text) = self { return text }
        return nil
    }
}

/// What a `{{…}}` tag does, decided by its sigil.
enum TagKind: Sendable, Equatable {
    case variable(escaped: Bool)
    case section
    case invertedSection
    case close
    case comment
    case setDelimiters
    case partial
    case parent
    case block

    /// Tags that vanish with their line when they stand alone on it (spec "standalone").
    var canStandAlone: Bool {
        if case .variable = self { return false }
        return true
    }

    /// Tags that open a section closed by `{{/name}}`.
    var opensSection: Bool {
        switch self {
        case .section, .invertedSection, .parent, .block: return true
        default: return false
        }
    }
}

/// Short, frequent words that tell Latin-script languages apart. Each list holds words
/// common in its language and rare in the others (so "de", "que", "a", "la" are left out:
/// es, fr and pt share them).
enum FunctionWords {
    static let lists: [String: [String]] = [
        "en": [
            "the", "and", "is", "of", "to", "that", "it", "you", "for", "this", "was", "with", "but", "are", "have", "not", "they", "what",
        ],
        "es": [
            "el", "los", "las", "por", "está", "pero", "muy", "es", "una", "y", "del", "lo", "también", "sí", "hay", "yo", "qué", "esto",
        ],
        "fr": [
            "le", "les", "des", "est", "et", "une", "pas", "qui", "dans", "avec", "je", "vous", "ce", "du", "au", "sur", "mais", "très",
        ],
        "de": [
            "der", "die", "und", "das", "ist", "nicht", "ich", "ein", "eine", "zu", "mit", "auf", "für", "sie", "auch", "es", "den", "von",
        ],
        "pt-BR": [
            "não", "você", "os", "uma", "é", "do", "da", "mas", "muito", "também", "isso", "com", "em", "são", "eu", "pra", "mais", "ao",
        ],
    ]

    /// Packed lowercased word → its language; a word in two lists counts for neither.
    static let index: [UInt64: String] = {
        var index: [UInt64: String] = [:]
        var shared: Set<UInt64> = []
        for (language, words) in lists {
            for word in words {
                let key = PackedWord(word).bits
                if index[key] != nil { shared.insert(key) }
                index[key] = language
            }
        }
        for key in shared { index[key] = nil }
        return index
    }()
}

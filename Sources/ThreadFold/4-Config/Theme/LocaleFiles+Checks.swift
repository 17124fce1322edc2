extension LocaleFiles {
    /// Keys English does not have (a typo, or a key from another version), and plural
    /// forms of phrases that are not counted.
    static func unknownKeys(_ layer: Layer, english: [String: String]) -> [Diagnostic] {
        let unknown = layer.values.keys.filter { key in
            if english[key] != nil || optionalKeys.contains(key) { return false }
            let base = baseKey(key)
            return base == key || english[base] == nil
        }
        guard !unknown.isEmpty else { return [] }
        return [
            Diagnostic(
                .warning, file: layer.file,
                message: "unknown key(s), not in en.json (a typo?): " + unknown.sorted().joined(separator: ", "))
        ]
    }

    /// Missing keys (shown in English), plural forms the language needs and the file
    /// lacks, and malformed date data.
    static func problems(_ values: [String: String], english: [String: String], locale: String, file: String) -> [Diagnostic] {
        var messages: [String] = []
        let missing = english.keys.filter { $0 == baseKey($0) && values[$0] == nil }
        if !missing.isEmpty {
            messages.append("\(missing.count) key(s) missing, shown in English: " + missing.sorted().joined(separator: ", "))
        }
        let forms = missingPluralForms(values, english: english, locale: locale)
        if !forms.isEmpty {
            let rules = PluralRules(locale: values["pluralRules"] ?? values["lang"] ?? locale)
            messages.append("plural form(s) missing for \(rules.language) counts, the plain key is used: " + forms.joined(separator: ", "))
        }
        for (key, count) in DateTimePattern.lists.sorted(by: { $0.key < $1.key }) {
            if let list = values[key], list.split(separator: "|", omittingEmptySubsequences: false).count != count {
                messages.append("\"\(key)\" needs \(count) names separated by |")
            }
        }
        let unknownFields = DateTimePattern.unknownFields(in: values["dateTime"] ?? "")
        if !unknownFields.isEmpty {
            messages.append("\"dateTime\" has unknown field(s): " + unknownFields.map { "{\($0)}" }.joined(separator: ", "))
        }
        if let dir = values["dir"], dir != "ltr" && dir != "rtl" {
            messages.append("\"dir\" is \"ltr\" or \"rtl\", not \"\(dir)\"")
        }
        return messages.map { Diagnostic(.warning, file: file, message: $0) }
    }

    /// Forms of counted phrases the language's counts take and the file lacks. The plain
    /// key is the `other` form; where whole numbers never take `other` (Russian), it
    /// stands for one of the others (Russian files write the `many` form there).
    static func missingPluralForms(_ values: [String: String], english: [String: String], locale: String) -> [String] {
        let rules = PluralRules(locale: values["pluralRules"] ?? values["lang"] ?? locale)
        let used = Set((0...1000).map { rules.category($0) })
        let needed = used.subtracting([.other]).sorted { $0.rawValue < $1.rawValue }
        let counted = Set(english.keys.filter { baseKey($0) != $0 }.map(baseKey)).filter { values[$0] != nil }
        return counted.sorted().flatMap { key -> [String] in
            let missing = needed.map { key + "_" + $0.rawValue }.filter { values[$0] == nil }
            return used.contains(.other) || missing.count > 1 ? missing : []
        }
    }
}

extension SiteConfig {
    public static let autoLocale = "auto"

    /// With `"locale": "auto"`, the locale the inputs are written in, which from then on
    /// is the config's locale, and each thread's `lang` follows its own text; nil (and no
    /// change) for a locale given by name.
    @discardableResult
    public mutating func resolveAutoLocale(io: FileIO) -> ArchiveLanguage.Choice? {
        guard locale == Self.autoLocale else { return nil }
        let choice = ArchiveLanguage.detect(inputs, io: io)
        locale = choice.locale
        threadLanguages = true
        return choice
    }
}

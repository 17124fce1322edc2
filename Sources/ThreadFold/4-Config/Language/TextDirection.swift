/// Which way a comment's text runs, by its first strong character as the HTML `dir="auto"`
/// rule finds it, outside markup and URLs: Hebrew, Arabic, Syriac, Thaana and N'Ko run right
/// to left; letters of other scripts left to right. Pages mark a body whose direction
/// differs from the site's (an English comment on an Arabic site, a Hebrew one on an
/// English site); the build decides rather than the browser so the reply prefix ("A
/// replied to B"), in the site's language, does not decide for the comment after it.
public enum TextDirection: String, Sendable {
    case ltr, rtl

    public static func of(_ text: some StringProtocol) -> TextDirection? {
        var inTag = false
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if inTag {
                if v == 0x3E { inTag = false }
                continue
            }
            if v == 0x3C {
                inTag = true
                continue
            }
            if isRightToLeft(v) { return .rtl }
            if scalar.properties.isAlphabetic && v > 0x40 { return .ltr }
        }
        return nil
    }

    static func isRightToLeft(_ v: UInt32) -> Bool {
        (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
            || (0x10800...0x10FFF).contains(v) || (0x1E800...0x1EFFF).contains(v)
    }
}

import TestSupport

/// Random ids drawn to provoke encoders: ASCII punctuation (`.`, `~`, `-`, `/`, `%`),
/// spaces, upper and lower case, digits, CJK, emoji and combining marks.
enum RandomID {
    private static let alphabet: [Unicode.Scalar] =
        Array("aZ09_-.~/%: ?#&\"<>'".unicodeScalars)
        + ["\u{e9}", "\u{301}", "\u{535A}", "\u{1F600}", "\u{0}", "\u{7F}"]

    static func make(_ rng: inout SplitMix64, maxLength: Int = 12) -> String {
        let length = Int.random(in: 0...maxLength, using: &rng)
        var scalars = String.UnicodeScalarView()
        for _ in 0..<length { scalars.append(alphabet.randomElement(using: &rng) ?? "a") }
        return String(scalars)
    }
}

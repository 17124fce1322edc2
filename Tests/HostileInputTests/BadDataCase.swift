/// One malformed or odd input and the outcome the README documents for it.
struct BadDataCase: Sendable {
    enum Outcome: Sendable {
        /// Exit 65, with an error line naming `file` and the line (`file:LINE:`), and the
        /// JSON path when given; `comments` is what is still kept, when the rest is readable.
        case dataError(file: String, line: Int, path: String? = nil, comments: Int? = nil)
        /// Exit 0 with a warning containing `says`, and every comment kept.
        case warning(comments: Int, says: String)
        /// Exit 0, no warning, every comment kept.
        case clean(comments: Int)

        /// The one comment of `t.json` has a `field` of the wrong kind: exit 65 naming
        /// `comments[0].field` on line 1, and the comment still kept.
        static func badField(_ field: String) -> Outcome {
            .dataError(file: "t.json", line: 1, path: "comments[0].\(field)", comments: 1)
        }
    }

    let name: String
    /// File name (relative to the input folder) → bytes.
    let files: [(String, [UInt8])]
    let outcome: Outcome
    /// Also built into a site; large cases that take long to render say false.
    var builds = true
    /// Why this case does not yet hold (a reported bug); such cases run in their own test.
    var knownBug: String?

    init(_ name: String, _ file: String, _ bytes: [UInt8], _ outcome: Outcome, builds: Bool = true, knownBug: String? = nil) {
        self.name = name
        self.files = [(file, bytes)]
        self.outcome = outcome
        self.builds = builds
        self.knownBug = knownBug
    }

    init(_ name: String, _ file: String, _ text: String, _ outcome: Outcome, builds: Bool = true, knownBug: String? = nil) {
        self.init(name, file, Array(text.utf8), outcome, builds: builds, knownBug: knownBug)
    }

    init(_ name: String, files: [(String, String)], _ outcome: Outcome) {
        self.name = name
        self.files = files.map { ($0.0, Array($0.1.utf8)) }
        self.outcome = outcome
    }

    var isError: Bool {
        if case .dataError = outcome { return true }
        return false
    }
}

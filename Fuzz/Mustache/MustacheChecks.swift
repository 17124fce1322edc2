/// What the engine promises for any template: errors carry a real place, rendering is
/// deterministic, and a template without tags renders as itself.
enum MustacheChecks {
    /// Lists have two items so sections repeat; `dyn` names the partial for `{{>*dyn}}`.
    static let context: MustacheValue = [
        "name": "Ada <&>", "html": .html("<b>x</b>"), "n": 3, "x": 1.5, "t": true, "f": false,
        "none": nil, "dyn": "p", "list": [["name": "one", "n": 1], ["name": "two", "list": [1]]],
        "a": ["b": ["c": "deep", "list": ["x", "y"]]], "empty": [],
    ]

    static func check(template: String, partial: String) {
        let library: MustacheLibrary
        do {
            library = try MustacheLibrary(
                templates: ["t": template, "p": partial], fileNames: [:],
                missingPartials: .renderEmpty)
        } catch {
            checkPlace(error)
            return
        }
        let first = render(library)
        let second = render(library)
        guard first == second else { fatalError("rendering twice differs: \(String(describing: first)) vs \(String(describing: second))") }
        if !hasOpenDelimiter(template), let output = first, output != template {
            fatalError("a template without tags changed: \(template.debugDescription) -> \(output.debugDescription)")
        }
    }

    /// Searched in bytes, not Characters: `{{` followed by a combining mark is one
    /// Character (`{` + mark) to `String.contains`, yet the tokenizer sees a tag there.
    private static func hasOpenDelimiter(_ template: String) -> Bool {
        let bytes = Array(template.utf8)
        return bytes.indices.dropLast().contains { bytes[$0] == UInt8(ascii: "{") && bytes[$0 + 1] == UInt8(ascii: "{") }
    }

    private static func render(_ library: MustacheLibrary) -> String? {
        do {
            return try library.render("t", context)
        } catch {
            checkPlace(error)
            return nil
        }
    }

    private static func checkPlace(_ error: MustacheError) {
        guard error.line >= 1, error.column >= 1, !error.message.isEmpty else {
            fatalError("error without a usable place: \(error)")
        }
    }
}

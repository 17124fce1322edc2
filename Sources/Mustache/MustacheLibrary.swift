/// A set of named templates (name → source), all parsed up front.
///
/// Partials and parents (`{{>name}}`, `{{<name}}`) are resolved by name within the set;
/// by default a reference to a name that is not in the set is a `MustacheError` at init,
/// pointing at the tag. Dynamic names (`{{>*x}}`) can only be checked at render and
/// render as empty when missing, per spec.
public struct MustacheLibrary: Sendable {
    private let program: Program

    public init(templates: [String: String], fileNames: [String: String] = [:]) throws(MustacheError) {
        try self.init(templates: templates, fileNames: fileNames, missingPartials: .error)
    }

    /// `missingPartials: .renderEmpty` gives the spec's behaviour for unknown partials.
    public init(
        templates: [String: String], fileNames: [String: String],
        missingPartials: MissingPartialPolicy
    ) throws(MustacheError) {
        var parsed: [String: Template] = [:]
        // Sorted, so that of several broken templates the same one is always reported.
        for name in templates.keys.sorted() {
            let file = fileNames[name] ?? name
            parsed[name] = try Template(name: name, file: file, source: templates[name] ?? "")
        }
        if missingPartials == .error {
            try Self.checkReferences(in: parsed)
        }
        // Sorted names number the templates, so `names` is the program's template order.
        self.program = ProgramBuilder.compile(parsed.keys.sorted().compactMap { parsed[$0] })
    }

    public var names: [String] { program.templates.map(\.name) }

    public func render(_ name: String, _ context: MustacheValue) throws(MustacheError) -> String {
        var bytes: [UInt8] = []
        try render(name, context, into: &bytes)
        return String(trustedUTF8: bytes)
    }

    /// Appends the rendering as UTF-8 to `buffer`, sparing callers that write bytes the
    /// conversion to and from `String`. On error, `buffer` is left as it was.
    public func render(_ name: String, _ context: MustacheValue, into buffer: inout [UInt8]) throws(MustacheError) {
        guard let template = program.templateIndex[name] else {
            throw MustacheError(
                .unknownTemplate(name: name), file: name, line: 1, column: 1,
                message: "there is no template named '\(name)'; "
                    + "known templates: \(names.joined(separator: ", "))")
        }
        // As much room as the caller set aside (a page reserves its estimated size), so
        // a render grows its buffer rarely; small renders start small.
        let room = max(256, buffer.capacity - buffer.count)
        var renderer = Renderer(program: program, context: context, output: OutputBuffer(capacity: room))
        try renderer.render(template: template)
        // Appended only once the render succeeded: on error `buffer` is left as it was.
        renderer.output.copy(into: &buffer)
    }

    private static func checkReferences(in templates: [String: Template]) throws(MustacheError) {
        for name in templates.keys.sorted() {
            guard let template = templates[name] else { continue }
            for reference in template.staticReferences where templates[reference.name] == nil {
                throw MustacheError(
                    .unknownPartial(name: reference.name), file: template.file,
                    line: reference.location.line, column: reference.location.column,
                    message: "there is no template named '\(reference.name)' to include: add "
                        + "\(reference.name).mustache or correct the name")
            }
        }
    }
}

/// What a library does with `{{>name}}` / `{{<name}}` naming a template it does not hold.
public enum MissingPartialPolicy: Sendable, Equatable {
    /// Fail at init with a `MustacheError` pointing at the tag (the default: a typo in a
    /// theme should stop the build, not silently drop part of every page).
    case error
    /// Render the tag as empty, as the Mustache spec prescribes.
    case renderEmpty
}

extension String {
    /// A string of `bytes` without validating them again. Only for a render's output:
    /// every byte comes from a Swift `String` (template source or context value), cut only
    /// at ASCII bytes or at whole delimiters, so the output is valid UTF-8 by construction.
    /// Validation used to cost as much as a quarter of rendering a page: one non-ASCII
    /// character sends the validator from its ASCII fast path to byte-by-byte decoding.
    fileprivate init(trustedUTF8 bytes: [UInt8]) {
        // Always available on Linux; Apple platforms gained `UTF8Span` in their 26 releases.
        if #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) {
            self.init(copying: UTF8Span(unchecked: bytes.span))
        } else {
            self.init(decoding: bytes, as: UTF8.self)
        }
    }
}

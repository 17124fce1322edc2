/// Every template of a library compiled into flat tables: one instruction array, one
/// text pool, key paths split once, and partial/parent targets resolved to indices.
/// Rendering then only indexes memory; names are hashed only for data lookups.
///
/// `@unchecked Sendable`: the buffers are written once in `init`, never after, and
/// freed in `deinit`; everything else is immutable Swift values.
final class Program: @unchecked Sendable {
    /// Owned copies of the builder's instructions and text, as raw buffers so the renderer
    /// reads them without array bounds and uniqueness bookkeeping on every step.
    let instructions: UnsafeMutableBufferPointer<Instruction>
    let text: UnsafeMutableBufferPointer<UInt8>
    /// Every key path's components, one after another; instructions refer to ranges.
    let keys: UnsafeMutableBufferPointer<String>
    let includes: [IncludeSite]
    let blocks: [CompiledBlock]
    let argumentSets: [[BlockArgument]]
    /// Block names by id, for error messages.
    let blockNames: [String]
    let templates: [CompiledTemplate]
    let templateIndex: [String: Int]

    init(builder: ProgramBuilder) {
        instructions = Self.copy(builder.instructions)
        text = Self.copy(builder.text)
        keys = Self.copy(builder.keys)
        includes = builder.includes
        blocks = builder.blocks
        argumentSets = builder.argumentSets
        blockNames = builder.blockNames
        templates = builder.templates
        templateIndex = builder.templateIndex
    }

    deinit {
        instructions.deallocate()
        text.deallocate()
        keys.deinitialize()
        keys.deallocate()
    }

    private static func copy<Element>(_ elements: [Element]) -> UnsafeMutableBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(1, elements.count))
        _ = buffer.initialize(from: elements)
        return UnsafeMutableBufferPointer(rebasing: buffer[0..<elements.count])
    }
}

/// One step of a compiled template. Plain data (no references), so walking a template
/// costs no reference counting. Sections, includes and blocks are followed by their body
/// and say where it ends (`bodyEnd`, an index into `Program.instructions`), which lets the
/// renderer skip or repeat the body by index.
enum Instruction: Sendable {
    /// Copies a run of the program's text pool to the output.
    case text(PoolRange)
    /// Emits the current indentation (nothing when there is none).
    case lineStart
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}`; `keys` is the name's key path.
    case variable(keys: PoolRange, escaped: Bool)
    /// `{{#name}}`, or `{{^name}}` when inverted.
    case section(keys: PoolRange, bodyEnd: Int32, inverted: Bool)
    /// `{{>…}}` or `{{<…}}`: `Program.includes[site]`; a parent's argument bodies are its body.
    case include(site: Int32, bodyEnd: Int32)
    /// `{{$…}}`: `Program.blocks[block]`; its default content is its body.
    case block(block: Int32, bodyEnd: Int32)
}

/// A run of one of a program's pools: bytes of `text`, or components of `keys`.
struct PoolRange: Sendable {
    static let empty = PoolRange(start: 0, count: 0)

    let start: Int32
    let count: Int32

    var indices: Range<Int> { Int(start)..<Int(start + count) }
}

/// A compiled `{{>name}}` or `{{<name}}…{{/name}}`: its target resolved to a template
/// index at load time, so rendering never looks a template up by name.
struct IncludeSite: Sendable {
    /// Index into `Program.templates`; `nil` for a missing name (rendered as empty) or
    /// a dynamic one.
    let template: Int?
    /// For `{{>*path}}`: the range of `Program.keys` holding the name's key path.
    let dynamicPath: PoolRange?
    /// Index into `Program.argumentSets` for a parent's block overrides; `nil` for a partial.
    let arguments: Int?
    let indent: PoolRange
    let location: SourceLocation
}

/// A compiled `{{$name}}…{{/name}}` site: its default body follows its instruction.
struct CompiledBlock: Sendable {
    /// The block's name as an index into `Program.blockNames`.
    let name: Int32
    let indent: PoolRange
    /// When the block opens and closes on one standalone line: that line's ending.
    let sameLineEnding: PoolRange?
    let location: SourceLocation
}

/// One `{{$name}}…{{/name}}` override given by a parent tag: the instructions of its body.
struct BlockArgument: Sendable {
    let name: Int32
    let body: CompiledBody
}

/// A body compiled twice: as written, and for rendering without indentation, where
/// line starts do nothing, so they are left out and the text around them is joined.
/// Most renders are unindented; they then copy each run of lines with one append.
struct CompiledBody: Sendable {
    let indented: Range<Int>
    let unindented: Range<Int>

    func variant(indented isIndented: Bool) -> Range<Int> {
        isIndented ? indented : unindented
    }
}

/// A template's place in a program.
struct CompiledTemplate: Sendable {
    let name: String
    /// The path (or name) errors about this template point at.
    let file: String
    let body: CompiledBody
}

/// Every template of a library compiled into flat tables: one instruction array, one
/// text pool, key paths split once, and partial/parent targets resolved to indices.
/// Rendering then only indexes memory; names are hashed only for data lookups.
///
/// `@unchecked Sendable`: the two buffers are written once in `init`, never after, and
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

/// Compiles parsed templates (`Node` trees) into a `Program`.
struct ProgramBuilder {
    private(set) var instructions: [Instruction] = []
    private(set) var text: [UInt8] = []
    private(set) var keys: [String] = []
    private(set) var includes: [IncludeSite] = []
    private(set) var blocks: [CompiledBlock] = []
    private(set) var argumentSets: [[BlockArgument]] = []
    private(set) var blockNames: [String] = []
    private(set) var templates: [CompiledTemplate] = []
    let templateIndex: [String: Int]
    private var blockIDs: [String: Int32] = [:]
    /// Whether the last instruction is text at the current nesting level, which the next
    /// text may extend (never text that ended a section's body).
    private var canExtendText = false
    /// Compiling the unindented variant of a body: line starts are left out.
    private var unindented = false

    /// Templates are numbered in the order given, so every reference resolves to an index
    /// before any body is compiled.
    static func compile(_ parsed: [Template]) -> Program {
        var builder = ProgramBuilder(names: parsed.map(\.name))
        for template in parsed {
            let body = builder.emitVariants(of: template.nodes)
            builder.templates.append(CompiledTemplate(name: template.name, file: template.file, body: body))
        }
        return Program(builder: builder)
    }

    private init(names: [String]) {
        templateIndex = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Emits `nodes` as written, then again without line starts.
    private mutating func emitVariants(of nodes: [Node]) -> CompiledBody {
        let outerMode = unindented
        defer { unindented = outerMode }
        var ranges: [Range<Int>] = []
        for mode in [false, true] {
            unindented = mode
            canExtendText = false
            let start = instructions.count
            emit(nodes)
            ranges.append(start..<instructions.count)
        }
        canExtendText = false
        return CompiledBody(indented: ranges[0], unindented: ranges[1])
    }

    private mutating func emit(_ nodes: [Node]) {
        for node in nodes {
            emit(node)
        }
    }

    private mutating func emit(_ node: Node) {
        switch node {
        case .text, .lineStart: break
        default: canExtendText = false
        }
        switch node {
        case .text(let bytes):
            emitText(bytes)
        case .lineStart:
            guard !unindented else { return }
            canExtendText = false
            instructions.append(.lineStart)
        case .variable(let path, let escaped):
            instructions.append(.variable(keys: addPath(path), escaped: escaped))
        case .section(let path, let inverted, let children):
            let keys = addPath(path)
            emitBody(of: { .section(keys: keys, bodyEnd: $0, inverted: inverted) }) { builder in
                builder.emit(children)
            }
        case .partial(let reference):
            includes.append(site(for: reference, arguments: nil))
            let site = Int32(includes.count - 1)
            emitBody(of: { .include(site: site, bodyEnd: $0) }) { _ in }
        case .parent(let reference, let arguments):
            emitParent(reference, arguments: arguments)
        case .block(let site):
            // Registered before its body: blocks nested in the default content come after it.
            blocks.append(
                CompiledBlock(
                    name: blockID(site.name), indent: addText(site.indent),
                    sameLineEnding: site.sameLineEnding.map { addText($0) }, location: site.location))
            let block = Int32(blocks.count - 1)
            emitBody(of: { .block(block: block, bodyEnd: $0) }) { builder in builder.emit(site.defaultContent) }
        }
    }

    /// Appends text, extending the previous text instruction when it ends where this starts.
    private mutating func emitText(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        let range = addText(bytes)
        if canExtendText, case .text(let last)? = instructions.last, last.start + last.count == range.start {
            instructions[instructions.count - 1] = .text(PoolRange(start: last.start, count: last.count + range.count))
        } else {
            instructions.append(.text(range))
        }
        canExtendText = true
    }

    /// Emits an opening instruction, then its body, then the opening again with its
    /// `bodyEnd` pointing past the body (unknown until the body is emitted).
    private mutating func emitBody(
        of opening: (_ bodyEnd: Int32) -> Instruction,
        _ body: (inout ProgramBuilder) -> Void
    ) {
        let index = instructions.count
        instructions.append(opening(Int32(index + 1)))
        body(&self)
        instructions[index] = opening(Int32(instructions.count))
        canExtendText = false
    }

    /// A parent's argument bodies sit right after it; it jumps past them when it runs.
    private mutating func emitParent(_ reference: TemplateReference, arguments: [String: [Node]]) {
        let siteIndex = Int32(includes.count)
        includes.append(site(for: reference, arguments: argumentSets.count))
        argumentSets.append([])
        let setIndex = argumentSets.count - 1
        emitBody(of: { .include(site: siteIndex, bodyEnd: $0) }) { builder in
            // Both variants whatever this template's: the indentation where an argument
            // ends up is known only at the block it overrides.
            for name in arguments.keys.sorted() {
                let body = builder.emitVariants(of: arguments[name] ?? [])
                builder.argumentSets[setIndex].append(BlockArgument(name: builder.blockID(name), body: body))
            }
        }
    }

    private mutating func site(for reference: TemplateReference, arguments: Int?) -> IncludeSite {
        IncludeSite(
            template: reference.isDynamic ? nil : templateIndex[reference.name],
            dynamicPath: reference.isDynamic ? addPath(reference.keyPath) : nil,
            arguments: arguments, indent: addText(reference.indent), location: reference.location)
    }

    private mutating func addText(_ bytes: [UInt8]) -> PoolRange {
        guard !bytes.isEmpty else { return .empty }
        let start = Int32(text.count)
        text.append(contentsOf: bytes)
        return PoolRange(start: start, count: Int32(bytes.count))
    }

    private mutating func addPath(_ path: [String]) -> PoolRange {
        let start = Int32(keys.count)
        keys.append(contentsOf: path)
        return PoolRange(start: start, count: Int32(path.count))
    }

    private mutating func blockID(_ name: String) -> Int32 {
        if let id = blockIDs[name] { return id }
        let id = Int32(blockNames.count)
        blockNames.append(name)
        blockIDs[name] = id
        return id
    }
}

/// Runs compiled templates over a context stack, appending to one output buffer.
struct Renderer: ~Copyable {
    /// Deeper nesting than this means a template includes itself without end.
    static let maximumDepth = 200

    let program: Program
    private let code: UnsafeMutableBufferPointer<Instruction>
    private let text: UnsafeMutableBufferPointer<UInt8>
    let keys: UnsafeMutableBufferPointer<String>
    var output: OutputBuffer
    /// Innermost context last.
    var stack: ContextStack
    /// The argument sets of the parents being rendered, outermost first: the outermost
    /// template decides a block (spec "multi-level inheritance").
    private var overrides: [Int] = []
    /// The indentation every rendered line gets: the joined indentation of the standalone
    /// partials and blocks being rendered. It grows and shrinks like a stack.
    private var indent: [UInt8] = []
    private var depth = 0

    init(program: Program, context: MustacheValue, output: consuming OutputBuffer) {
        self.program = program
        self.code = program.instructions
        self.text = program.text
        self.keys = program.keys
        self.output = output
        self.stack = ContextStack(root: context)
    }

    /// Renders template number `template` from the top.
    mutating func render(template: Int) throws(MustacheError) {
        try run(program.templates[template].body.unindented, file: template)
    }

    /// Runs the instructions in `range`; `file` is the template errors are reported in.
    private mutating func run(_ range: Range<Int>, file: Int) throws(MustacheError) {
        var index = range.lowerBound
        while index < range.upperBound {
            let instruction = code[index]
            switch instruction.kind {
            case .text:
                output.append(UnsafeBufferPointer(rebasing: text[Int(instruction.a)..<Int(instruction.a + instruction.b)]))
                index += 1
            case .lineStart:
                if !indent.isEmpty { output.append(indent) }
                index += 1
            case .escapedVariable, .rawVariable:
                appendVariable(path: Self.path(instruction), escaped: instruction.kind == .escapedVariable)
                index += 1
            case .section, .invertedSection:
                try renderSection(path: Self.path(instruction), inverted: instruction.kind == .invertedSection,
                                  body: (index + 1)..<Int(instruction.c), file: file)
                index = Int(instruction.c)
            case .include:
                try include(program.includes[Int(instruction.a)], file: file)
                index = Int(instruction.c)
            case .block:
                try renderBlock(program.blocks[Int(instruction.a)], defaultBody: (index + 1)..<Int(instruction.c), file: file)
                index = Int(instruction.c)
            }
        }
    }

    @inline(__always)
    private static func path(_ instruction: Instruction) -> Range<Int> {
        Int(instruction.a)..<Int(instruction.a + instruction.b)
    }

    private mutating func renderSection(path: Range<Int>, inverted: Bool, body: Range<Int>, file: Int) throws(MustacheError) {
        let value = lookup(path)
        if inverted || value.isFalsy {
            if inverted && value.isFalsy {
                try run(body, file: file)
            }
            return
        }
        if case .list(let items) = value {
            for item in items {
                stack.push(item)
                try run(body, file: file)
                stack.pop()
            }
        } else {
            stack.push(value)
            try run(body, file: file)
            stack.pop()
        }
    }

    /// Renders a partial (no arguments) or a parent, whose arguments join the overrides.
    private mutating func include(_ site: IncludeSite, file: Int) throws(MustacheError) {
        guard let template = resolve(site) else { return }
        try descend(at: site.location, file: file, into: program.templates[template].name)
        if let arguments = site.arguments { overrides.append(arguments) }
        let added = pushIndent(site.indent)
        try run(program.templates[template].body.variant(indented: !indent.isEmpty), file: template)
        popIndent(added)
        if site.arguments != nil { overrides.removeLast() }
        depth -= 1
    }

    private mutating func renderBlock(_ block: CompiledBlock, defaultBody: Range<Int>, file: Int) throws(MustacheError) {
        guard let body = override(of: block.name) else {
            try run(defaultBody, file: file)
            return
        }
        try descend(at: block.location, file: file, into: "$" + program.blockNames[Int(block.name)])
        let added = pushIndent(block.indent)
        try run(body.variant(indented: !indent.isEmpty), file: file)
        popIndent(added)
        depth -= 1
        if let ending = block.sameLineEnding, !output.endsWithNewline {
            output.append(UnsafeBufferPointer(rebasing: text[Int(ending.start)..<Int(ending.start + ending.count)]))
        }
    }

    /// The body overriding block `name`: the outermost parent giving one wins.
    private func override(of name: Int32) -> CompiledBody? {
        for set in overrides {
            for argument in program.argumentSets[set] where argument.name == name {
                return argument.body
            }
        }
        return nil
    }

    private func resolve(_ site: IncludeSite) -> Int? {
        guard let path = site.dynamicPath else { return site.template }
        switch lookup(path) {
        case .string(let name), .html(let name): return program.templateIndex[name]
        default: return nil
        }
    }

    private mutating func pushIndent(_ range: TextRange) -> Int {
        if range.count > 0 {
            indent.append(contentsOf: UnsafeBufferPointer(rebasing: text[Int(range.start)..<Int(range.start + range.count)]))
        }
        return Int(range.count)
    }

    private mutating func popIndent(_ count: Int) {
        if count > 0 { indent.removeLast(count) }
    }

    private mutating func descend(at location: SourceLocation, file: Int, into name: String) throws(MustacheError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw MustacheError(file: program.templates[file].file, line: location.line, column: location.column,
                                message: "'\(name)' is nested more than \(Self.maximumDepth) levels deep: "
                                    + "a template includes itself endlessly; if it recurses over a list, give "
                                    + "the leaves their own empty list, or an outer one is found again")
        }
    }
}

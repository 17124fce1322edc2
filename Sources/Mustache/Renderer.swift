/// Runs compiled templates over a context stack, appending to one output buffer.
struct Renderer: ~Copyable {
    /// Deeper nesting than this means a template includes itself without end.
    static let maximumDepth = 200

    private let program: Program
    private let code: UnsafeMutableBufferPointer<Instruction>
    private let text: UnsafeMutableBufferPointer<UInt8>
    private let keys: UnsafeMutableBufferPointer<String>
    private(set) var output: OutputBuffer
    /// Innermost context last.
    private var stack: ContextStack
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
            switch code[index] {
            case .text(let run):
                output.append(UnsafeBufferPointer(rebasing: text[run.indices]))
                index += 1
            case .lineStart:
                if !indent.isEmpty { output.append(indent) }
                index += 1
            case .variable(let keys, let escaped):
                appendVariable(path: keys.indices, escaped: escaped)
                index += 1
            case .section(let keys, let bodyEnd, let inverted):
                try renderSection(
                    path: keys.indices, inverted: inverted, body: (index + 1)..<Int(bodyEnd),
                    file: file)
                index = Int(bodyEnd)
            case .include(let site, let bodyEnd):
                try include(program.includes[Int(site)], file: file)
                index = Int(bodyEnd)
            case .block(let block, let bodyEnd):
                try renderBlock(program.blocks[Int(block)], defaultBody: (index + 1)..<Int(bodyEnd), file: file)
                index = Int(bodyEnd)
            }
        }
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
            output.append(UnsafeBufferPointer(rebasing: text[ending.indices]))
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
        switch lookup(path.indices) {
        case .string(let name), .html(let name): return program.templateIndex[name]
        default: return nil
        }
    }

    private mutating func pushIndent(_ range: PoolRange) -> Int {
        if range.count > 0 {
            indent.append(contentsOf: UnsafeBufferPointer(rebasing: text[range.indices]))
        }
        return Int(range.count)
    }

    private mutating func popIndent(_ count: Int) {
        if count > 0 { indent.removeLast(count) }
    }

    private mutating func descend(at location: SourceLocation, file: Int, into name: String) throws(MustacheError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw MustacheError(
                .nestedTooDeep(name: name), file: program.templates[file].file,
                line: location.line, column: location.column,
                message: "'\(name)' is nested more than \(Self.maximumDepth) levels deep: "
                    + "a template includes itself endlessly; if it recurses over a list, give "
                    + "the leaves their own empty list, or an outer one is found again")
        }
    }
}

extension Renderer {
    /// Resolves the key path `keys[path]` against the context stack, per spec: the first
    /// component is searched from the innermost context outwards; the rest must follow
    /// from there. A miss anywhere yields `.null` (an empty path is `{{.}}`).
    private func lookup(_ path: Range<Int>) -> MustacheValue {
        guard !path.isEmpty else { return stack.top }
        guard let found = findInStack(keys[path.lowerBound]) else { return .null }
        return path.count == 1 ? found : follow(found, path.dropFirst())
    }

    private func findInStack(_ key: String) -> MustacheValue? {
        if let frames = stack.frames {
            var index = stack.count - 1
            while index >= 0 {
                if let value = Self.field(key, of: frames[index]) { return value }
                index -= 1
            }
        }
        return Self.field(key, of: stack.root)
    }

    private func follow(_ start: MustacheValue, _ path: Range<Int>) -> MustacheValue {
        var value = start
        for index in path {
            guard let next = Self.field(keys[index], of: value) else { return .null }
            value = next
        }
        return value
    }

    /// The field `key` of an object value; nil for a miss and for values without fields.
    @inline(__always)
    private static func field(_ key: String, of value: MustacheValue) -> MustacheValue? {
        switch value {
        case .object(let fields): return fields[key]
        case .fields(let object): return object.field(key)
        default: return nil
        }
    }
}

extension Renderer {
    /// Appends the value at `keys[path]`, as `{{name}}` (escaped) or `{{{name}}}` shows it.
    /// A one-component name (most of them) found in a dictionary is appended straight from
    /// the dictionary that holds it, borrowed through its index, instead of being copied
    /// out first.
    private mutating func appendVariable(path: Range<Int>, escaped: Bool) {
        guard path.count == 1 else {
            output.appendInterpolation(lookup(path), escaped: escaped)
            return
        }
        let key = keys[path.lowerBound]
        if let frames = stack.frames {
            var index = stack.count - 1
            while index >= 0 {
                if appendField(key, of: frames[index], escaped: escaped) { return }
                index -= 1
            }
        }
        _ = appendField(key, of: stack.root, escaped: escaped)
    }

    /// Appends field `key` of `value` when it has one; false when it has none.
    private mutating func appendField(_ key: String, of value: borrowing MustacheValue, escaped: Bool) -> Bool {
        switch value {
        case .object(let fields):
            guard let position = fields.index(forKey: key) else { return false }
            output.appendInterpolation(fields.values[position], escaped: escaped)
            return true
        case .fields(let object):
            guard let field = object.field(key) else { return false }
            output.appendInterpolation(field, escaped: escaped)
            return true
        default:
            return false
        }
    }
}

/// The stack of contexts a render looks names up in: the root, then pushed frames.
///
/// Pushed frames live in manually managed memory rather than an `Array`: lookups read
/// them in place through the pointer, which lets the compiler borrow them instead of
/// copying (and reference counting) every frame passed on the way out. The memory is
/// allocated on the first push, so a small render without sections allocates nothing.
/// Noncopyable, so it frees its frames exactly once, without a class's access checks.
struct ContextStack: ~Copyable {
    let root: MustacheValue
    fileprivate private(set) var frames: UnsafeMutablePointer<MustacheValue>?
    /// Pushed frames, not counting the root.
    fileprivate private(set) var count = 0
    private var capacity = 0

    init(root: MustacheValue) {
        self.root = root
    }

    deinit {
        frames?.deinitialize(count: count)
        frames?.deallocate()
    }

    /// The innermost context.
    var top: MustacheValue {
        guard count > 0, let frames else { return root }
        return frames[count - 1]
    }

    mutating func push(_ value: consuming MustacheValue) {
        if count == capacity { grow() }
        frames?.advanced(by: count).initialize(to: value)
        count += 1
    }

    mutating func pop() {
        guard count > 0, let frames else { return }
        count -= 1
        frames.advanced(by: count).deinitialize(count: 1)
    }

    private mutating func grow() {
        let newCapacity = max(16, capacity * 2)
        let bigger = UnsafeMutablePointer<MustacheValue>.allocate(capacity: newCapacity)
        if let frames {
            bigger.moveInitialize(from: frames, count: count)
            frames.deallocate()
        }
        frames = bigger
        capacity = newCapacity
    }
}

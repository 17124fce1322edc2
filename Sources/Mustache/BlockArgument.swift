/// One `{{$name}}…{{/name}}` override given by a parent tag: the instructions of its body.
struct BlockArgument: Sendable {
    let name: Int32
    let body: CompiledBody
}

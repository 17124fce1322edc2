/// One `LineIndex` for a whole file, built on the first diagnostic and shared by every row
/// of a streamed document: each row gets its own `DocumentContext`, and scanning a 400 MB
/// file once per row with a warning would take hours.
final class LineIndexCache {
    private let bytes: [UInt8]
    private var index: LineIndex?

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    func lineColumn(of offset: Int) -> (line: Int, column: Int) {
        if let index { return index.lineColumn(of: offset) }
        let built = LineIndex(bytes: bytes)
        index = built
        return built.lineColumn(of: offset)
    }
}

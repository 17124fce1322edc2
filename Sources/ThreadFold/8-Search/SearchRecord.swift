import TextIndex

/// A comment's record in the index, as `SearchBuffer` keeps it until the result chunks are
/// written: the page number and anchor (varint, then length-prefixed), then the length of
/// the part before the link, that part (`, author, iso time, time text, floor` as escaped
/// JSON), then the part after it (`, text`). The thread's title and category are kept
/// once per thread (`IndexedThread`), and the link is made when slugs are final.
struct SearchRecord {
    let page: Int
    let anchor: ArraySlice<UInt8>
    let before: ArraySlice<UInt8>
    let after: ArraySlice<UInt8>

    /// Reads a record back; nil when its lengths do not fit its bytes (a damaged spill file).
    init?(_ record: ArraySlice<UInt8>) {
        let parts = record.withUnsafeBufferPointer { bytes -> (page: Int, anchor: Range<Int>, before: Range<Int>)? in
            var i = 0
            guard let page = SearchCodec.readVarint(bytes, at: &i, end: bytes.count),
                let anchorLength = SearchCodec.readVarint(bytes, at: &i, end: bytes.count), anchorLength >= 0,
                anchorLength <= bytes.count - i
            else { return nil }
            let anchor = i..<(i + anchorLength)
            i += anchorLength
            guard let beforeLength = SearchCodec.readVarint(bytes, at: &i, end: bytes.count), beforeLength >= 0,
                beforeLength <= bytes.count - i
            else { return nil }
            return (page, anchor, i..<(i + beforeLength))
        }
        guard let parts else { return nil }
        let base = record.startIndex
        page = parts.page
        anchor = record[(base + parts.anchor.lowerBound)..<(base + parts.anchor.upperBound)]
        before = record[(base + parts.before.lowerBound)..<(base + parts.before.upperBound)]
        after = record[(base + parts.before.upperBound)...]
    }

    /// Appends a record: the page and anchor, then the part before the link (built in
    /// `before`), then the text.
    static func append(
        page: Int, anchor: String, before: [UInt8], text: UnsafeBufferPointer<UInt8>, to record: inout [UInt8]
    ) {
        SearchCodec.appendVarint(page, to: &record)
        SearchCodec.appendVarint(anchor.utf8.count, to: &record)
        record += anchor.utf8
        SearchCodec.appendVarint(before.count, to: &record)
        record += before
        record.append(UInt8(ascii: ","))
        SearchJSON.string(utf8: text, into: &record)
    }
}

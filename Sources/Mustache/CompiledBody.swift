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

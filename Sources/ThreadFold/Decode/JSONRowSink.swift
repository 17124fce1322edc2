/// Takes the elements of one large array from `JSONParser` as they are parsed, so a site
/// dump never needs a tape for the whole file: each row is decoded, then its nodes dropped.
protocol JSONRowSink: AnyObject {
    /// Asked once for each non-empty array until it says yes: whether to hand over its
    /// elements one by one. `depth` counts the containers around the array; `tape` holds
    /// everything parsed so far (the array's own node last).
    func shouldStream(array: Int, depth: Int, tape: JSONTape) -> Bool

    /// One element of the streamed array, complete. `tape` holds the nodes before the
    /// array, the array's node and this element's nodes only (`row` is just past the
    /// array); byte offsets are offsets in the whole file.
    func consume(row: Int, tape: JSONTape)
}

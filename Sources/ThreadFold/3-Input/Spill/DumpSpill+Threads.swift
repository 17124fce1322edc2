import Dispatch
import JSONReader
import Spill

/// The second pass: one partition's threads, decoded and folded.
extension DumpSpill {
    /// Partition `index`'s threads, each decoded from its rows as `SiteDumpGrouper` would
    /// (same comments, same diagnostics at the same file lines and columns) and folded,
    /// fold warnings placed by the row each comment came from; and for each thread the file
    /// offset of its first row, which orders the threads as reading the dump whole does.
    /// Threads are independent, so with `parallel` every core takes some.
    func threads(ofPartition index: Int, parallel: Bool, takedown: Takedown = Takedown()) throws(FileIOError) -> (
        LoadedFile, firstRows: [Int]
    ) {
        let groups: [SpillGroup]
        do { groups = try spill.groups(ofPartition: index) } catch { throw FileIOError(error) }
        let results = ResultSlots<LoadedFile>(count: groups.count)
        let decoder = GroupDecoder(file: file, format: format, rowPath: rowPath, fallbackID: fallbackID, takedown: takedown)
        let work: @Sendable (Int) -> Void = { g in results[g] = decoder.thread(of: groups[g]) }
        if parallel {
            DispatchQueue.concurrentPerform(iterations: groups.count, execute: work)
        } else {
            groups.indices.forEach(work)
        }
        var loaded = LoadedFile()
        var firstRows: [Int] = []
        for (g, result) in results.values.enumerated() {
            loaded.threads += result?.threads ?? []
            loaded.diagnostics += result?.diagnostics ?? []
            loaded.takedowns += result?.takedowns ?? []
            firstRows += Array(repeating: groups[g].rows.first?.offset ?? 0, count: result?.threads.count ?? 0)
        }
        return (loaded, firstRows)
    }
}

/// Decodes one spilled thread's rows (a `Sendable` part of `DumpSpill`, for the workers).
private struct GroupDecoder: Sendable {
    let file: String
    let format: ContentFormat
    let rowPath: String?
    let fallbackID: String
    let takedown: Takedown

    func thread(of group: SpillGroup) -> LoadedFile {
        var grouper = SiteDumpGrouper(file: file)
        var loaded = LoadedFile()
        for row in group.rows {
            // Each row parsed in the first pass; the same bytes parse again.
            guard let tape = try? JSONParser.parse(Array(row.bytes)) else { continue }
            var decoder = CommentDecoder(
                context: DocumentContext(file: file, tape: tape, start: DocumentStart(row)),
                defaultFormat: format)
            let path = rowPath.map { CommentPath.element(of: $0, row.ordinal) } ?? .line(row.line)
            grouper.add(row: tape.root, path: path, decoder: &decoder, fallbackID: fallbackID)
            loaded.diagnostics += decoder.context.diagnostics
        }
        for original in grouper.threads(format: format).map(ThreadDocumentDecoder.namingMissingIDs).map(ArchiveLoader.withReadableTitle) {
            let (changed, tally) = takedown.apply(original)
            loaded.record(tally, of: original)
            guard let thread = changed else { continue }
            let (folded, issues) = StageMeter.shared.measure(.fold) { ThreadFolder.fold(thread) }
            loaded.threads.append(folded)
            for issue in issues {
                let comment = thread.comments[issue.commentIndex]
                let place = Self.place(comment.offset, in: group.rows)
                loaded.diagnostics.append(
                    Diagnostic(
                        .warning, file: file, line: place.line, column: place.column, jsonPath: comment.jsonPath,
                        message: issue.message))
            }
        }
        return loaded
    }

    /// Line and column of a file offset inside one of `rows` (which are in file order).
    static func place(_ offset: Int, in rows: [SpillRow]) -> (line: Int, column: Int) {
        guard let row = rows.last(where: { $0.offset <= offset }) else { return (0, 0) }
        let start = DocumentStart(row)
        return start.place(offset - row.offset, in: start.lineIndex(Array(row.bytes)))
    }
}

extension DocumentStart {
    /// Where a spilled row was in its file.
    init(_ row: SpillRow) {
        self.init(line: row.line, column: row.column, offset: row.offset)
    }
}

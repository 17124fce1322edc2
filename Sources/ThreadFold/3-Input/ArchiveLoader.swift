import Decompression
import Dispatch
import HTMLSanitizer
import JSONReader

/// Reads, decodes and folds every input file, then checks what only the whole archive
/// shows: two files giving the same thread id, and slugs that would share a file name.
public struct ArchiveLoader: Sendable {
    public var io: FileIO
    /// Files smaller than this keep their bytes through the fold, to place fold warnings;
    /// bigger ones are read again if there are any (holding 400 MB through the fold to
    /// place warnings that seldom come is what pushed a large dump past 1 GB).
    var bytesKeptUpTo = 16 << 20
    /// NDJSON files are read in pieces of this size (tests make it tiny).
    var ndjsonChunkSize = 4 << 20
    /// Removals and anonymisations applied to each thread before it is folded.
    public var takedown = Takedown()

    public init(io: FileIO = .disk) {
        self.io = io
    }

    public func load(_ paths: [String]) -> Archive {
        let (files, inputDiagnostics) = InputFiles.collect(paths, io: io)
        return Self.assemble(loadAll(files), inputDiagnostics: inputDiagnostics)
    }

    /// Joins loaded files (in input order) into an archive, with the checks that need
    /// every file: duplicate thread ids and slugs that would share a file name.
    public static func assemble(_ files: [LoadedFile], inputDiagnostics: [Diagnostic] = []) -> Archive {
        // `watch` assembles 10,000 threads on every save: each copy of a thread retains its
        // every field, so threads are copied once and touched again only where needed.
        var archive = Archive(diagnostics: inputDiagnostics)
        archive.threads.reserveCapacity(files.reduce(0) { $0 + $1.threads.count })
        for file in files {
            archive.threads.append(contentsOf: file.threads)
            archive.diagnostics.append(contentsOf: file.diagnostics)
            archive.takedown.add(file.takedown)
        }
        let (rejected, diagnostics) = ThreadIdentity.duplicates(
            ids: archive.threads.map(\.thread.id),
            files: archive.threads.map(\.thread.sourceFile))
        archive.diagnostics += diagnostics
        if !rejected.isEmpty {
            archive.threads = archive.threads.enumerated().filter { !rejected.contains($0.offset) }.map(\.element)
        }
        let slugs = ThreadIdentity.uniqueSlugs(archive.threads.map(\.thread.slug), ids: archive.threads.map(\.thread.id))
        for i in archive.threads.indices where archive.threads[i].thread.slug != slugs[i] {
            archive.threads[i].thread.slug = slugs[i]
        }
        return archive
    }

    /// Files are independent, so every core decodes and folds them; results keep input order.
    public func loadAll(_ files: [String]) -> [LoadedFile] {
        let results = ResultSlots<LoadedFile>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            results[i] = loadFile(files[i])
        }
        return results.values.map { $0 ?? LoadedFile() }
    }

    public func loadFile(_ file: String) -> LoadedFile {
        let decoded: DecodedFile
        var retained: [UInt8]?
        do {
            if CompressionFormat.stripped(file).hasSuffix(".ndjson") {
                // A piece at a time: fold warnings re-read the file to place themselves.
                var reader = NDJSONReader(file: file)
                try io.readChunks(file, ndjsonChunkSize) { chunk in
                    StageMeter.shared.measure(.decode) { reader.feed(chunk) }
                }
                decoded = StageMeter.shared.measure(.decode) { reader.finish() }
            } else {
                let bytes = try io.read(file)
                decoded = StageMeter.shared.measure(.decode) { InputDecoder.decodeJSON(bytes, file: file) }
                if bytes.count < bytesKeptUpTo { retained = bytes }
            }
        } catch {
            return LoadedFile(diagnostics: [Self.unreadable(file, error)])
        }
        var loaded = LoadedFile(diagnostics: decoded.diagnostics)
        var lineIndex: LineIndex?
        for original in decoded.threads.map(Self.withReadableTitle) {
            let (changed, tally) = takedown.apply(original)
            loaded.record(tally, of: original)
            guard let thread = changed else { continue }
            let (folded, issues) = StageMeter.shared.measure(.fold) { ThreadFolder.fold(thread) }
            loaded.threads.append(folded)
            for issue in issues {
                if lineIndex == nil { lineIndex = LineIndex(bytes: retained ?? (try? io.read(file)) ?? []) }
                let comment = thread.comments[issue.commentIndex]
                let place = lineIndex?.lineColumn(of: comment.offset) ?? (line: 0, column: 0)
                loaded.diagnostics.append(
                    Diagnostic(
                        .warning, file: file, line: place.line, column: place.column,
                        jsonPath: comment.jsonPath, message: issue.message))
            }
        }
        return loaded
    }
}

extension ArchiveLoader {
    /// `thread` with its title as readers see it: character references decoded until none
    /// is left (exports escape titles once or twice more than text needs: `&amp;#8220;`).
    /// Titles only: bodies are markup. Here rather than in decode, which the fuzz target
    /// builds without the sanitiser.
    static func withReadableTitle(_ thread: CommentThread) -> CommentThread {
        guard thread.title.utf8.contains(UInt8(ascii: "&")) else { return thread }
        var readable = thread
        readable.title = HTMLSanitizer.decodeAllCharacterReferences(thread.title)
        return readable
    }
}

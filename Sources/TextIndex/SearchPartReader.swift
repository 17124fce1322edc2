import Foundation

/// Where the parts of a sharded build are (`SearchPart`): part `k`'s file by name, its
/// path for messages, all of it, or `count` bytes from `offset` (fewer only past its end).
public struct SearchPartInput: Sendable {
    public let count: Int
    public let path: @Sendable (Int, String) -> String
    let readAll: @Sendable (Int, String) throws -> [UInt8]
    let readRange: @Sendable (Int, String, Int, Int) throws -> [UInt8]

    public init(
        count: Int, path: @escaping @Sendable (Int, String) -> String, read: @escaping @Sendable (Int, String) throws -> [UInt8],
        readRange: @escaping @Sendable (Int, String, Int, Int) throws -> [UInt8]
    ) {
        self.count = count
        self.path = path
        readAll = read
        self.readRange = readRange
    }

    func read(_ part: Int, _ file: String) throws(IndexError) -> [UInt8] {
        do { return try readAll(part, file) } catch { throw .io(path: path(part, file), underlying: error) }
    }

    func read(_ part: Int, _ file: String, offset: Int, count: Int) throws(IndexError) -> [UInt8] {
        do { return try readRange(part, file, offset, count) } catch { throw .io(path: path(part, file), underlying: error) }
    }
}

/// The parts of a sharded build, opened for `merge`: every manifest read and checked,
/// every run file's size and checksum checked (a window at a time), the threads loaded
/// (the result chunks show their titles). `TextIndexWriter.write(parts:…)` then reads the
/// terms and merges the runs as streams, as it does a build's own buffers.
public struct SearchPartReader {
    let input: SearchPartInput
    let manifests: [SearchPart.Manifest]
    /// Every part's threads, part after part: the numbering the merged index uses.
    public let threads: [IndexedThread]
    /// Where each part's threads start in `threads`.
    let threadBases: [Int]

    public init(_ input: SearchPartInput) throws(IndexError) {
        self.input = input
        var manifests: [SearchPart.Manifest] = []
        var threads: [IndexedThread] = []
        var bases: [Int] = []
        for part in 0..<input.count {
            let manifest = try Self.manifest(input, part)
            for buffer in manifest.buffers {
                for run in buffer.runs { try Self.check(input, part, run) }
            }
            bases.append(threads.count)
            threads += try Self.threads(input, part, manifest.threads)
            manifests.append(manifest)
        }
        self.manifests = manifests
        self.threads = threads
        threadBases = bases
        stemmers = manifests.map { $0.stemmer.flatMap(Stemmer.init(rawValue:)) }
    }

    /// The stemmer each part was indexed with: the same for all, or the index would find a
    /// word's stem in some parts only (`TextIndexWriter.write(parts:…)` refuses that).
    public let stemmers: [Stemmer?]

    private static func manifest(_ input: SearchPartInput, _ part: Int) throws(IndexError) -> SearchPart.Manifest {
        let path = input.path(part, SearchPart.manifestName)
        let manifest: SearchPart.Manifest
        do {
            manifest = try JSONDecoder().decode(SearchPart.Manifest.self, from: Data(try input.read(part, SearchPart.manifestName)))
        } catch let error as IndexError {
            throw error
        } catch {
            throw .damaged(path: path, detail: "not a part's manifest: \(error)")
        }
        guard manifest.format == SearchPart.format, manifest.version == SearchPart.version else {
            throw .damaged(
                path: path,
                detail: "format \(manifest.format) version \(manifest.version); this threadfold reads version \(SearchPart.version)")
        }
        if let stemmer = manifest.stemmer, Stemmer(rawValue: stemmer) == nil {
            throw .damaged(path: path, detail: "an unknown stemmer \(stemmer)")
        }
        let files = [manifest.threads] + manifest.buffers.flatMap { [$0.terms] + $0.runs }
        let documents = manifest.buffers.reduce(0) { $0 + $1.runs.reduce(0) { $0 + $1.count } }
        guard manifest.documents == documents, manifest.tokens >= 0, manifest.postings >= 0,
            files.allSatisfy({ $0.bytes >= 0 && $0.count >= 0 && valid($0.file) })
        else { throw .damaged(path: path, detail: "its counts or file names do not add up") }
        return manifest
    }

    /// A part's own file names only: never a path out of its folder.
    private static func valid(_ name: String) -> Bool {
        !name.isEmpty && name != SearchPart.manifestName
            && name.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == UInt8(ascii: "-") }
    }

    /// A run file: its size and checksum as the manifest says, read a window at a time.
    private static func check(_ input: SearchPartInput, _ part: Int, _ file: SearchPart.Manifest.FileEntry) throws(IndexError) {
        var hash = SearchPart.checksum([])
        var offset = 0
        while offset < file.bytes {
            let count = min(SearchPart.window, file.bytes - offset)
            let bytes = try input.read(part, file.file, offset: offset, count: count)
            guard bytes.count == count else {
                throw .damaged(
                    path: input.path(part, file.file), detail: "\(file.bytes) bytes were written, \(offset + bytes.count) are there")
            }
            hash = SearchPart.checksum(bytes, from: hash)
            offset += count
        }
        guard SearchPart.hex(hash) == file.checksum else {
            throw .damaged(path: input.path(part, file.file), detail: "its checksum is not the one written")
        }
    }

    /// A file read whole (threads, terms) and checked.
    static func checked(_ input: SearchPartInput, _ part: Int, _ file: SearchPart.Manifest.FileEntry) throws(IndexError) -> [UInt8] {
        let bytes = try input.read(part, file.file)
        guard bytes.count == file.bytes else {
            throw .damaged(path: input.path(part, file.file), detail: "\(file.bytes) bytes were written, \(bytes.count) are there")
        }
        guard SearchPart.hex(SearchPart.checksum(bytes)) == file.checksum else {
            throw .damaged(path: input.path(part, file.file), detail: "its checksum is not the one written")
        }
        return bytes
    }

    /// Each item of a file of length-prefixed fields, `fields` at a time; exactly `count`.
    static func items(
        _ bytes: [UInt8], fields: Int, count: Int, damaged: (String) -> IndexError, _ body: ([ArraySlice<UInt8>]) throws(IndexError) -> Void
    ) throws(IndexError) {
        var i = 0
        var items = 0
        var parts: [ArraySlice<UInt8>] = []
        while i < bytes.count {
            parts.removeAll(keepingCapacity: true)
            for _ in 0..<fields {
                let length = bytes.withUnsafeBufferPointer { SearchCodec.readVarint($0, at: &i, end: $0.count) }
                guard let length, length >= 0, length <= bytes.count - i else { throw damaged("item \(items) is cut") }
                parts.append(bytes[i..<(i + length)])
                i += length
            }
            try body(parts)
            items += 1
        }
        guard items == count else { throw damaged("\(count) items were written, \(items) are there") }
    }

    private static func threads(
        _ input: SearchPartInput, _ part: Int, _ file: SearchPart.Manifest.FileEntry
    ) throws(IndexError) -> [IndexedThread] {
        let bytes = try checked(input, part, file)
        var threads: [IndexedThread] = []
        let damaged = { (detail: String) in IndexError.damaged(path: input.path(part, file.file), detail: detail) }
        try items(bytes, fields: 3, count: file.count, damaged: damaged) { fields throws(IndexError) in
            guard let id = String(validating: fields[0], as: UTF8.self) else { throw damaged("a thread id is not UTF-8") }
            threads.append(IndexedThread(id: id, title: Array(fields[1]), category: Array(fields[2])))
        }
        return threads
    }
}

extension TextIndexWriter {
    /// Writes the index of a sharded build from its parts, as one build writes it from its
    /// buffers: the runs are read as streams from the parts' files (checked as they are
    /// read), the merge's own spill files go to `spill`, which is removed when it is done.
    public func write(
        parts: SearchPartReader, spill: SearchSpill, budget: Int, chunks: any ResultChunks
    ) throws(IndexError) -> (names: [String], documents: Int) {
        defer { spill.removeAll() }
        if let other = parts.stemmers.firstIndex(where: { $0 != parts.stemmers[0] }) {
            let names = parts.stemmers.map { $0?.rawValue ?? "none" }.joined(separator: ", ")
            throw .damaged(path: parts.input.path(other, SearchPart.manifestName), detail: "the parts were stemmed differently (\(names))")
        }
        var sources = IndexSources(
            vocabulary: try Self.vocabulary(parts), threadIDs: parts.threads.map(\.id),
            documents: parts.manifests.reduce(0) { $0 + $1.documents }, tokens: parts.manifests.reduce(0) { $0 + $1.tokens },
            postings: parts.manifests.reduce(0) { $0 + $1.postings }, stemmer: parts.stemmers.first ?? nil)
        var buffer = 0
        for (part, manifest) in parts.manifests.enumerated() {
            for entry in manifest.buffers {
                for run in entry.runs {
                    sources.runs.append(
                        SearchRun(
                            buffer: buffer, documents: run.count, byteCount: run.bytes, file: "p\(part)/\(run.file)", held: [],
                            threadBase: parts.threadBases[part], threadCount: manifest.threads.count))
                }
                buffer += 1
            }
        }
        return try write(&sources, spill: Self.partSpill(parts.input, beside: spill), budget: budget, chunks: chunks)
    }

    /// Every part's buffers' terms in one numbering, buffer after buffer.
    private static func vocabulary(_ parts: SearchPartReader) throws(IndexError) -> SearchVocabulary {
        var bytes: [UInt8] = []
        var starts: [UInt32] = [0]
        var hashes: [UInt32] = []
        var bases: [Int] = []
        for (part, manifest) in parts.manifests.enumerated() {
            for buffer in manifest.buffers {
                let file = try SearchPartReader.checked(parts.input, part, buffer.terms)
                let damaged = { (detail: String) in IndexError.damaged(path: parts.input.path(part, buffer.terms.file), detail: detail) }
                bases.append(hashes.count)
                try SearchPartReader.items(file, fields: 1, count: buffer.terms.count, damaged: damaged) { fields throws(IndexError) in
                    bytes += fields[0]
                    guard bytes.count < Int(UInt32.max) else { throw damaged("the terms pass 4 GB") }
                    starts.append(UInt32(bytes.count))
                    hashes.append(fields[0].withUnsafeBufferPointer { TermTable.hash($0) })
                }
            }
        }
        return SearchVocabulary(bytes: bytes, starts: starts, hashes: hashes, bases: bases)
    }

    /// The merge's spill: a run named `p<k>/<file>` is read from part `k`; the rest (the
    /// units' spill files) go to `spill`.
    private static func partSpill(_ input: SearchPartInput, beside spill: SearchSpill) -> SearchSpill {
        @Sendable func part(_ name: String) -> (Int, String)? {
            guard name.hasPrefix("p"), let slash = name.firstIndex(of: "/"),
                let k = Int(name[name.index(after: name.startIndex)..<slash])
            else { return nil }
            return (k, String(name[name.index(after: slash)...]))
        }
        return SearchSpill(
            path: { name in part(name).map { input.path($0.0, $0.1) } ?? spill.path(name) }, write: spill.writeFile,
            read: { name, offset, count in
                guard let (k, file) = part(name) else { return try spill.readFile(name, offset, count) }
                return try input.readRange(k, file, offset, count)
            }, removeAll: spill.removeFiles)
    }
}

import Foundation

/// A shard's part of a search index (`build --shard I/N`): what its collector holds at the
/// end, written as files so that `merge` feeds every shard's to the same writer as if they
/// were its own buffers (`SearchPartReader`), and the merged index is the one a single
/// build writes. The files, in one folder (the collector's spill folder: the runs spilled
/// while indexing are already there):
///
/// - `part.json`, written last: the format (`threadfold-search-part`) and its version,
///   the stemmer, the counts the writer needs (documents, tokens, postings), and every
///   other file with its size, its count of items and its checksum (FNV-1a, 64 bits, hex);
/// - `threads`: every thread indexed, in the order the documents number them: per thread
///   its id, title and category (stored JSON strings), each a varint length and the bytes;
/// - `t<b>`: buffer `b`'s terms in its numbering, each a varint length and the bytes;
/// - `r<b>-<k>`: buffer `b`'s sorted runs (`SearchRun`'s entries, postings in the
///   buffer's term numbers, threads in the part's numbering).
///
/// Nothing of a part is trusted when read back: sizes and checksums are checked before
/// the merge starts, and every length and number again as it is read.
public enum SearchPart {
    public static let manifestName = "part.json"
    static let format = "threadfold-search-part"
    static let version = 1

    struct Manifest: Codable {
        var format: String
        var version: Int
        var stemmer: String?
        var documents: Int
        var tokens: Int
        var postings: Int
        var threads: FileEntry
        var buffers: [Buffer]

        struct Buffer: Codable {
            var terms: FileEntry
            var runs: [FileEntry]
        }

        /// A file of the part: `count` is its threads, terms or documents.
        struct FileEntry: Codable {
            var file: String
            var bytes: Int
            var count: Int
            var checksum: String
        }
    }

    /// FNV-1a, 64 bits, continued over `bytes`.
    static func checksum<Bytes: Sequence<UInt8>>(_ bytes: Bytes, from start: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var hash = start
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Bytes read at a time when a file is checked.
    static let window = 1 << 20
}

extension SearchCollector {
    /// Writes what the collector holds as a shard's part (`SearchPart`) through its spill,
    /// whose folder the caller keeps; the collector is left empty.
    public func writePart() throws(IndexError) {
        let buffers = buffers.sorted { $0.number < $1.number }
        var manifest = SearchPart.Manifest(
            format: SearchPart.format, version: SearchPart.version, stemmer: stemmer?.rawValue,
            documents: buffers.reduce(0) { $0 + $1.documentCount }, tokens: buffers.reduce(0) { $0 + $1.tokenCount },
            postings: buffers.reduce(0) { $0 + $1.postingCount }, threads: try writeThreads(), buffers: [])
        for buffer in buffers {
            var bytes: [UInt8] = []
            let terms = buffer.terms
            for id in 0..<terms.count {
                let term = terms.term(id)
                SearchCodec.appendVarint(term.count, to: &bytes)
                bytes += term
            }
            let table = try writePartFile(bytes, name: "t\(buffer.number)", count: terms.count)
            buffer.releaseTerms()
            var runs: [SearchPart.Manifest.FileEntry] = []
            for (k, run) in buffer.finish().enumerated() {
                if let file = run.file {
                    runs.append(
                        .init(
                            file: file, bytes: run.byteCount, count: run.documents, checksum: try checksum(ofSpilled: file, run.byteCount)))
                } else {
                    runs.append(try writePartFile(run.held, name: "r\(buffer.number)-\(k)", count: run.documents))
                }
            }
            manifest.buffers.append(.init(terms: table, runs: runs))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let json: Data
        do { json = try encoder.encode(manifest) } catch { throw .io(path: spill.path(SearchPart.manifestName), underlying: error) }
        try spill.write(Array(json) + [0x0A], name: SearchPart.manifestName)
    }

    private func writeThreads() throws(IndexError) -> SearchPart.Manifest.FileEntry {
        var bytes: [UInt8] = []
        let all = threads.all
        for thread in all {
            for field in [Array(thread.id.utf8), thread.title, thread.category] {
                SearchCodec.appendVarint(field.count, to: &bytes)
                bytes += field
            }
        }
        return try writePartFile(bytes, name: "threads", count: all.count)
    }

    private func writePartFile(_ bytes: [UInt8], name: String, count: Int) throws(IndexError) -> SearchPart.Manifest.FileEntry {
        try spill.write(bytes, name: name)
        return .init(file: name, bytes: bytes.count, count: count, checksum: SearchPart.hex(SearchPart.checksum(bytes)))
    }

    /// A run spilled while indexing, read back a window at a time.
    private func checksum(ofSpilled name: String, _ size: Int) throws(IndexError) -> String {
        var hash = SearchPart.checksum([])
        var offset = 0
        while offset < size {
            let count = min(SearchPart.window, size - offset)
            hash = SearchPart.checksum(try spill.read(name, offset: offset, count: count), from: hash)
            offset += count
        }
        return SearchPart.hex(hash)
    }
}

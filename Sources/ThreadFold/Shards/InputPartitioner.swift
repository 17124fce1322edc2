import Decompression
import Foundation
import Spill

/// `threadfold partition`: the inputs split into N folders, folder I holding exactly the
/// threads of shard I, so each worker of a sharded build reads only its own part
/// (`build DIR/I --shard I/N` writes what `build INPUT… --shard I/N` writes).
///
/// Site dumps are cut row by row into NDJSON (`DumpSpill` into `.lines` partitions: a
/// stream, one row in memory); every other file (a thread file, a document the stream
/// cannot settle) is decoded to find its threads' shards and written, decompressed, into
/// each folder that holds one of them. A file keeps its name (the default thread id of
/// its rows) under `f<K>/`, K its place among the inputs, so equal names never meet.
/// Written into a staging folder and swapped in like a site; an input with errors (rows
/// a build could not read) fails the run and leaves the previous folder as it was.
public struct InputPartitioner: Sendable {
    public var io: FileIO

    public init(io: FileIO = .disk) {
        self.io = io
    }

    public struct Report: Sendable {
        public var files = 0
        /// Dump rows cut into the partitions, and files written whole into them.
        public var rows = 0
        public var copied = 0
        /// Bytes written into the partitions.
        public var bytes = 0
        /// Errors only: warnings are the build's to report.
        public var diagnostics: [Diagnostic] = []
    }

    /// `diagnostics` receives the errors before the run fails on them.
    public func partition(
        _ inputs: [String], shards: Int, output: String, diagnostics: (([Diagnostic]) -> Void)? = nil
    ) throws(BuildError) -> Report {
        let folder = OutputFolder(path: output, io: io)
        try folder.check(inputs: inputs)
        let (files, inputDiagnostics) = InputFiles.collect(inputs, io: io)
        var report = Report(files: files.count, diagnostics: inputDiagnostics)
        try folder.replace { staging throws(BuildError) in
            for shard in 0..<shards {
                do { try io.makeStagingFolder(staging + "/\(shard)") } catch { throw .write(Self.failure(staging, error)) }
            }
            for (index, file) in files.enumerated() {
                try add(file, index: index, shards: shards, staging: staging, into: &report)
            }
            report.diagnostics = report.diagnostics.filter { $0.severity == .error }
            if !report.diagnostics.isEmpty {
                diagnostics?(report.diagnostics)
                throw .data(errors: report.diagnostics.count, warnings: 0, strict: false)
            }
        }
        return report
    }

    private func add(_ file: String, index: Int, shards: Int, staging: String, into report: inout Report) throws(BuildError) {
        let name = Self.plainName(file)
        let stem = InputDecoder.fileStem(file)
        let paths = (0..<shards).map { staging + "/\($0)/f\(index)/" + stem + ".ndjson" }
        let lines = SpillPartitioner(paths: paths, layout: .lines, partitionOf: ShardSpec.partition(count: shards))
        let plain = CompressionFormat.stripped(file)
        if plain.hasSuffix(".ndjson") || plain.hasSuffix(".json") {
            do {
                if let dump = try DumpSpill.spill(file, io: io, into: lines) {
                    report.rows += lines.rowCount
                    report.bytes += lines.bytesSpilled
                    report.diagnostics += dump.diagnostics
                    return
                }
            } catch  where error.path == file {
                report.diagnostics.append(Diagnostic(.error, file: file, message: "cannot read this file: \(FileIOError.reason(error))"))
                return
            } catch {
                throw .write(error)
            }
        }
        // Not a dump the stream can cut: undo what was cut, and write the file whole.
        lines.remove()
        for shard in 0..<shards where lines.hasRows(shard) { try? io.remove(paths[shard]) }
        let loaded = ArchiveLoader(io: io).loadFile(file)
        report.diagnostics += loaded.diagnostics
        let bytes: [UInt8]
        do { bytes = try io.read(file) } catch { return }
        var holders = Set(loaded.threads.map { ShardSpec.shard(ofSlug: $0.thread.slug, count: shards) })
        if holders.isEmpty { holders = [0] }
        for shard in holders.sorted() {
            let path = staging + "/\(shard)/f\(index)/" + name
            do { try io.write(path, bytes) } catch { throw .write(Self.failure(path, error)) }
            report.copied += 1
            report.bytes += bytes.count
        }
    }

    /// `dir/x.json.gz` → `x.json`: copies are written decompressed.
    private static func plainName(_ file: String) -> String {
        let plain = CompressionFormat.stripped(file)
        return plain.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(plain[plain.index(after: $0)...]) } ?? plain
    }

    private static func failure(_ path: String, _ error: any Error) -> FileIOError {
        error as? FileIOError ?? FileIOError(path: path, message: FileIOError.reason(error))
    }
}

import Foundation

/// One row of a dump as spilled: its thread key, its bytes as read, and where it was in
/// its file (for diagnostics: line and column of its first byte, its byte offset, and its
/// number among the file's rows; any numbers the caller chooses, carried as they are).
public struct SpillRow: Sendable, Equatable {
    public var key: String
    public var bytes: ArraySlice<UInt8>
    public var line: Int
    public var column: Int
    public var offset: Int
    public var ordinal: Int

    public init(key: String, bytes: ArraySlice<UInt8>, line: Int = 0, column: Int = 1, offset: Int = 0, ordinal: Int = 0) {
        self.key = key
        self.bytes = bytes
        self.line = line
        self.column = column
        self.offset = offset
        self.ordinal = ordinal
    }
}

/// The rows of one thread key read back from a partition, in the order they were appended.
public struct SpillGroup: Sendable, Equatable {
    public var key: String
    public var rows: [SpillRow]

    public init(key: String, rows: [SpillRow]) {
        self.key = key
        self.rows = rows
    }
}

/// Groups a dump too large to group in memory: rows are appended to `count` partition
/// files by a stable hash of their thread key, then each partition is read back and
/// grouped on its own, so memory holds one partition, never the dump.
///
/// A key's partition is the caller's to choose (`partitionOf`): threadfold passes a thread
/// id's shard, so with `count` equal to a sharded build's N, partition I holds exactly
/// the threads `build --shard I/N` writes. Writes are buffered per
/// partition, and a partition's file is created with its first row. The folder is the
/// caller's (see `SpillFolder`); `remove()` deletes it.
///
/// Not thread-safe: one writer appends, then partitions are read back (from any thread).
public final class SpillPartitioner {
    /// How rows are written.
    public enum Layout: Sendable {
        /// Each row with its key and place, read back by `groups(ofPartition:)`.
        case records
        /// Each row's bytes and a newline: NDJSON, when every row is one line (`partition`).
        case lines
    }

    public let folder: String
    public let count: Int
    public let layout: Layout
    /// Bytes written to the partition files so far (records and their headers).
    public private(set) var bytesSpilled = 0
    /// Rows appended so far.
    public private(set) var rowCount = 0
    private let paths: [String]
    /// -1 until a partition's first row creates its file, and after `finish`.
    private var descriptors: [Int32]
    private var created: [Bool]
    private var buffers: [[UInt8]]
    private let bufferSize: Int
    /// A key's partition, in `0..<count`.
    private let partitionOf: @Sendable (String) -> Int
    /// The last key's partition: a dump's rows usually come a thread at a time.
    private var lastKey: String?
    private var lastPartition = 0

    /// Creates `folder` (which must not exist yet) for `count` partitions of records, a
    /// key's partition given by `partitionOf` (in `0..<count`).
    public init(
        folder: String, count: Int, bufferSize: Int = 64 << 10, partitionOf: @escaping @Sendable (String) -> Int
    ) throws(SpillError) {
        precondition(count >= 1, "a spill needs at least one partition")
        guard mkdir(folder, 0o700) == 0 else { throw Self.failure(folder, "cannot create the spill folder") }
        self.folder = folder
        self.count = count
        self.layout = .records
        self.paths = (0..<count).map { folder + "/part-\($0)" }
        self.bufferSize = bufferSize
        self.partitionOf = partitionOf
        descriptors = Array(repeating: -1, count: count)
        created = Array(repeating: false, count: count)
        buffers = Array(repeating: [], count: count)
    }

    /// Partitions written to the files at `paths` (their folders made as needed), one a
    /// partition; the files are the caller's, `remove()` leaves them.
    public init(paths: [String], layout: Layout, bufferSize: Int = 64 << 10, partitionOf: @escaping @Sendable (String) -> Int) {
        precondition(!paths.isEmpty, "a spill needs at least one partition")
        self.folder = ""
        self.count = paths.count
        self.layout = layout
        self.paths = paths
        self.bufferSize = bufferSize
        self.partitionOf = partitionOf
        descriptors = Array(repeating: -1, count: paths.count)
        created = Array(repeating: false, count: paths.count)
        buffers = Array(repeating: [], count: paths.count)
    }

    deinit {
        closeAll()
    }

    public func path(ofPartition index: Int) -> String {
        paths[index]
    }

    /// Whether partition `index` has had a row (and so a file).
    public func hasRows(_ index: Int) -> Bool {
        created[index] || !buffers[index].isEmpty
    }

    /// Appends one row to the partition of `key`; its place comes back with it.
    public func append(
        _ bytes: some Collection<UInt8>, key: String, line: Int = 0, column: Int = 1, offset: Int = 0, ordinal: Int = 0
    ) throws(SpillError) {
        if key != lastKey {
            lastPartition = partitionOf(key)
            precondition((0..<count).contains(lastPartition), "a partition out of range")
            lastKey = key
        }
        let partition = lastPartition
        rowCount += 1
        if layout == .lines {
            buffers[partition] += bytes
            buffers[partition].append(0x0A)
            bytesSpilled += bytes.count + 1
            if buffers[partition].count >= bufferSize { try flush(partition) }
            return
        }
        let keyBytes = key.utf8
        // Record: key length, row length (u32), line, column, offset, ordinal (i64), key,
        // row; little-endian.
        var header: [UInt8] = []
        header.reserveCapacity(Self.headerSize)
        Self.put(UInt64(UInt32(keyBytes.count)) | UInt64(UInt32(bytes.count)) << 32, into: &header)
        for value in [line, column, offset, ordinal] { Self.put(UInt64(bitPattern: Int64(value)), into: &header) }
        buffers[partition] += header
        buffers[partition] += keyBytes
        buffers[partition] += bytes
        bytesSpilled += header.count + keyBytes.count + bytes.count
        if buffers[partition].count >= bufferSize { try flush(partition) }
    }

    /// Writes what is buffered and closes the partition files; call once, after the last row.
    public func finish() throws(SpillError) {
        for i in 0..<count { try flush(i) }
        closeAll()
    }

    /// Partition `index`'s rows grouped by key: keys in the order first appended, each
    /// key's rows in the order appended. The rows' bytes share one buffer per partition.
    public func groups(ofPartition index: Int) throws(SpillError) -> [SpillGroup] {
        precondition(layout == .records, "only records are read back")
        let path = path(ofPartition: index)
        guard hasRows(index) else { return [] }
        let bytes: [UInt8]
        guard let data = FileManager.default.contents(atPath: path) else { throw Self.failure(path, "cannot read a spill file") }
        bytes = [UInt8](data)
        var groups: [SpillGroup] = []
        var positions: [String: Int] = [:]
        var at = 0
        while at < bytes.count {
            guard at + Self.headerSize <= bytes.count else { throw SpillError(path: path, message: "this spill file is cut short") }
            let lengths = Self.get(bytes, at)
            let keyEnd = at + Self.headerSize + Int(lengths & 0xFFFF_FFFF)
            let rowEnd = keyEnd + Int(lengths >> 32)
            guard rowEnd <= bytes.count else { throw SpillError(path: path, message: "this spill file is cut short") }
            let key = String(decoding: bytes[(at + Self.headerSize)..<keyEnd], as: UTF8.self)
            let place = (1...4).map { Int(Int64(bitPattern: Self.get(bytes, at + 8 * $0))) }
            let row = SpillRow(
                key: key, bytes: bytes[keyEnd..<rowEnd], line: place[0], column: place[1], offset: place[2], ordinal: place[3])
            if let position = positions[key] {
                groups[position].rows.append(row)
            } else {
                positions[key] = groups.count
                groups.append(SpillGroup(key: key, rows: [row]))
            }
            at = rowEnd
        }
        return groups
    }

    /// Deletes the spill folder and everything in it (with `init(folder:)`; with
    /// `init(paths:)` only closes the files); safe to call more than once.
    public func remove() {
        closeAll()
        if !folder.isEmpty { SpillFolder.remove(folder) }
    }

    private func flush(_ partition: Int) throws(SpillError) {
        guard !buffers[partition].isEmpty else { return }
        if descriptors[partition] < 0 {
            guard !created[partition] else { throw SpillError(path: paths[partition], message: "a row after the spill was finished") }
            descriptors[partition] = try create(paths[partition])
            created[partition] = true
        }
        let descriptor = descriptors[partition]
        let failed = buffers[partition].withUnsafeBytes { buffer -> Bool in
            var done = 0
            while done < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + done, buffer.count - done)
                if written < 0 {
                    if errno == EINTR { continue }
                    return true
                }
                done += written
            }
            return false
        }
        if failed { throw Self.failure(path(ofPartition: partition), "cannot write a spill file (is the disk full?)") }
        buffers[partition].removeAll(keepingCapacity: true)
    }

    /// A partition's file, and for `init(paths:)` its folder.
    private func create(_ path: String) throws(SpillError) -> Int32 {
        if folder.isEmpty {
            let parent = (path as NSString).deletingLastPathComponent
            do { try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true) } catch {
                throw SpillError(path: path, message: "cannot create the folder of: \(error.localizedDescription)")
            }
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.failure(path, "cannot create a spill file") }
        return descriptor
    }

    /// Closes the open files; partitions stay readable (`groups`) and `hasRows` stays true.
    private func closeAll() {
        for (i, descriptor) in descriptors.enumerated() where descriptor >= 0 {
            close(descriptor)
            descriptors[i] = -1
        }
    }

    private static let headerSize = 40

    private static func put(_ value: UInt64, into bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    private static func get(_ bytes: [UInt8], _ at: Int) -> UInt64 {
        var value: UInt64 = 0
        for i in 0..<8 { value |= UInt64(bytes[at + i]) << UInt64(8 * i) }
        return value
    }

    private static func failure(_ path: String, _ what: String) -> SpillError {
        SpillError(path: path, message: "\(what): \(String(cString: strerror(errno)))")
    }
}

/// A spill file or folder that could not be made, written or read back, naming its path.
public struct SpillError: Error, Sendable, CustomStringConvertible {
    public let path: String
    public let message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}

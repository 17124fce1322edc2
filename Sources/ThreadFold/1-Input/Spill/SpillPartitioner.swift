import Glibc

/// One row of a dump as spilled: its thread key, its bytes as read, and where it was in
/// its file (for diagnostics; any numbers the caller chooses, carried as they are).
public struct SpillRow: Sendable, Equatable {
    public var key: String
    public var bytes: ArraySlice<UInt8>
    public var line: Int
    public var offset: Int

    public init(key: String, bytes: ArraySlice<UInt8>, line: Int = 0, offset: Int = 0) {
        self.key = key
        self.bytes = bytes
        self.line = line
        self.offset = offset
    }
}

/// The rows of one thread key read back from a partition, in the order they were appended.
public struct SpillGroup: Sendable, Equatable {
    public var key: String
    public var rows: [SpillRow]
}

/// Groups a dump too large to group in memory: rows are appended to `count` partition
/// files by a stable hash of their thread key, then each partition is read back and
/// grouped on its own, so memory holds one partition, never the dump.
///
/// A key's partition is its shard under `ShardSpec` (FNV-1a of the lower-cased slug the
/// key gets as a thread id), so with `count` equal to a sharded build's N, partition I
/// holds exactly the threads `build --shard I/N` writes. Writes are buffered per
/// partition. The folder is the caller's (see `SpillFolder`); `remove()` deletes it.
///
/// Not thread-safe: one writer appends, then partitions are read back (from any thread).
public final class SpillPartitioner {
    public let folder: String
    public let count: Int
    /// Bytes written to the partition files so far (records and their headers).
    public private(set) var bytesSpilled = 0
    private var descriptors: [Int32]
    private var buffers: [[UInt8]]
    private let bufferSize: Int
    /// The last key's partition: a dump's rows usually come a thread at a time.
    private var lastKey: String?
    private var lastPartition = 0

    /// Creates `folder` (which must not exist yet) and `count` empty partition files.
    public init(folder: String, count: Int, bufferSize: Int = 64 << 10) throws(FileIOError) {
        precondition(count >= 1, "a spill needs at least one partition")
        self.folder = folder
        self.count = count
        self.bufferSize = bufferSize
        guard mkdir(folder, 0o700) == 0 else { throw Self.failure(folder, "cannot create the spill folder") }
        descriptors = []
        buffers = Array(repeating: [], count: count)
        for i in 0..<count {
            let path = Self.path(of: i, in: folder)
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else {
                let error = Self.failure(path, "cannot create a spill file")
                closeAll()
                throw error
            }
            descriptors.append(descriptor)
        }
    }

    deinit {
        closeAll()
    }

    /// The partition a thread id belongs to: its shard of `count`.
    public static func partition(ofThreadID key: String, count: Int) -> Int {
        ShardSpec.shard(ofSlug: ThreadSlug.make(key), count: count)
    }

    public func path(ofPartition index: Int) -> String {
        Self.path(of: index, in: folder)
    }

    private static func path(of index: Int, in folder: String) -> String {
        folder + "/part-\(index)"
    }

    /// Appends one row to the partition of `key`. `line` and `offset` come back with it.
    public func append(_ bytes: some Collection<UInt8>, key: String, line: Int = 0, offset: Int = 0) throws(FileIOError) {
        if key != lastKey {
            lastPartition = Self.partition(ofThreadID: key, count: count)
            lastKey = key
        }
        let partition = lastPartition
        let keyBytes = key.utf8
        // Record: key length, row length (u32), line, offset (i64), key, row; little-endian.
        var header: [UInt8] = []
        header.reserveCapacity(24)
        Self.put(UInt64(UInt32(keyBytes.count)) | UInt64(UInt32(bytes.count)) << 32, into: &header)
        Self.put(UInt64(bitPattern: Int64(line)), into: &header)
        Self.put(UInt64(bitPattern: Int64(offset)), into: &header)
        buffers[partition] += header
        buffers[partition] += keyBytes
        buffers[partition] += bytes
        bytesSpilled += header.count + keyBytes.count + bytes.count
        if buffers[partition].count >= bufferSize { try flush(partition) }
    }

    /// Writes what is buffered and closes the partition files; call once, after the last row.
    public func finish() throws(FileIOError) {
        for i in 0..<count { try flush(i) }
        closeAll()
    }

    /// Partition `index`'s rows grouped by key: keys in the order first appended, each
    /// key's rows in the order appended. The rows' bytes share one buffer per partition.
    public func groups(ofPartition index: Int) throws(FileIOError) -> [SpillGroup] {
        let path = path(ofPartition: index)
        let bytes: [UInt8]
        do { bytes = try DiskWriter.read(path) } catch { throw Self.failure(path, "cannot read a spill file") }
        var groups: [SpillGroup] = []
        var positions: [String: Int] = [:]
        var at = 0
        while at < bytes.count {
            guard at + 24 <= bytes.count else { throw FileIOError(path: path, message: "this spill file is cut short") }
            let lengths = Self.get(bytes, at)
            let keyEnd = at + 24 + Int(lengths & 0xFFFF_FFFF)
            let rowEnd = keyEnd + Int(lengths >> 32)
            guard rowEnd <= bytes.count else { throw FileIOError(path: path, message: "this spill file is cut short") }
            let key = String(decoding: bytes[(at + 24)..<keyEnd], as: UTF8.self)
            let row = SpillRow(
                key: key, bytes: bytes[keyEnd..<rowEnd], line: Int(Int64(bitPattern: Self.get(bytes, at + 8))),
                offset: Int(Int64(bitPattern: Self.get(bytes, at + 16))))
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

    /// Deletes the folder and everything in it; safe to call more than once.
    public func remove() {
        closeAll()
        SpillFolder.remove(folder)
    }

    private func flush(_ partition: Int) throws(FileIOError) {
        guard !buffers[partition].isEmpty, descriptors.indices.contains(partition) else { return }
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

    private func closeAll() {
        for descriptor in descriptors { close(descriptor) }
        descriptors = []
    }

    private static func put(_ value: UInt64, into bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    private static func get(_ bytes: [UInt8], _ at: Int) -> UInt64 {
        var value: UInt64 = 0
        for i in 0..<8 { value |= UInt64(bytes[at + i]) << UInt64(8 * i) }
        return value
    }

    private static func failure(_ path: String, _ what: String) -> FileIOError {
        FileIOError(path: path, message: "\(what): \(String(cString: strerror(errno)))")
    }
}

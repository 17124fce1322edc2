/// Where buffers and units spill: named files the caller keeps (a folder of the staging
/// site) and removes when the index is written. A read returns exactly the bytes asked
/// for or fails: a file shorter than what was written to it is damaged.
public struct SearchSpill: Sendable {
    /// The name a spill file is reported by (its path).
    public let path: @Sendable (String) -> String
    let writeFile: @Sendable (String, [UInt8]) throws -> Void
    let readFile: @Sendable (String, Int, Int) throws -> [UInt8]
    let removeFiles: @Sendable () -> Void

    public init(
        path: @escaping @Sendable (String) -> String, write: @escaping @Sendable (String, [UInt8]) throws -> Void,
        read: @escaping @Sendable (String, Int, Int) throws -> [UInt8], removeAll: @escaping @Sendable () -> Void
    ) {
        self.path = path
        writeFile = write
        readFile = read
        removeFiles = removeAll
    }

    func write(_ bytes: [UInt8], name: String) throws(IndexError) {
        do { try writeFile(name, bytes) } catch { throw .io(path: path(name), underlying: error) }
    }

    func read(_ name: String, offset: Int, count: Int) throws(IndexError) -> [UInt8] {
        let bytes: [UInt8]
        do { bytes = try readFile(name, offset, count) } catch { throw .io(path: path(name), underlying: error) }
        guard bytes.count == count else {
            throw damaged(name, "\(count) bytes at \(offset) were written, \(bytes.count) are there")
        }
        return bytes
    }

    func damaged(_ name: String, _ detail: String) -> IndexError { .damaged(path: path(name), detail: detail) }

    func removeAll() { removeFiles() }
}

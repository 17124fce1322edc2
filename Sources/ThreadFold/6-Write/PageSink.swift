/// Where rendered files go. A full build writes everything into a fresh staging folder;
/// `watch` writes into the live site, only files whose bytes changed, each replaced
/// atomically (written beside, then renamed over) so a reader never sees half a page.
struct PageSink: Sendable {
    let root: String
    let io: FileIO
    /// Compare with what is on disk and skip identical files.
    let onlyChanges: Bool
    private let writes = Counter()

    init(root: String, io: FileIO, onlyChanges: Bool) {
        self.root = root
        self.io = io
        self.onlyChanges = onlyChanges
    }

    /// Files actually written so far.
    var written: Int { writes.value }

    func write(_ path: String, _ bytes: [UInt8]) throws(BuildError) {
        try StageMeter.shared.measure(.write) { () throws(BuildError) in try writeNow(path, bytes) }
    }

    private func writeNow(_ path: String, _ bytes: [UInt8]) throws(BuildError) {
        let target = root + "/" + path
        do {
            if onlyChanges {
                if let existing = try? io.read(target), existing == bytes { return }
                let temporary = target + ".threadfold-tmp"
                try io.write(temporary, bytes)
                try io.rename(temporary, target)
            } else {
                try io.write(target, bytes)
            }
            _ = writes.increment()
        } catch let error as FileIOError {
            throw .write(error)
        } catch {
            throw .write(FileIOError(path: target, message: "cannot write this file (\(error))"))
        }
    }

    func remove(_ path: String) {
        try? io.remove(root + "/" + path)
    }
}

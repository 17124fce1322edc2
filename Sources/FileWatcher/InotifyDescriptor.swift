import Glibc

/// Owns one non-blocking inotify descriptor: adds and removes watches and drains the
/// records the kernel has queued. Only Swift values leave this type.
final class InotifyDescriptor {
    /// What every directory watch asks for. IN_MODIFY and IN_CLOSE_WRITE both map to
    /// `.modified`; the debounce merges them into one event per file.
    static let directoryMask = UInt32(
        bitPattern:
            IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO
            | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

    let fd: Int32
    private let buffer: UnsafeMutableRawBufferPointer
    private var isClosed = false

    init() throws {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else {
            throw FileWatcherError.systemCall(name: "inotify_init1", path: nil, errno: errno)
        }
        self.fd = fd
        buffer = .allocate(
            byteCount: InotifyRecord.bufferSize,
            alignment: MemoryLayout<inotify_event>.alignment)
    }

    deinit {
        close()
        buffer.deallocate()
    }

    /// Watches a directory. Adding a watch for a directory already watched returns the
    /// same descriptor, which is how the table notices a directory moved within the tree.
    /// `followLinks` is true only for the roots the caller named.
    func addDirectoryWatch(_ path: String, followLinks: Bool) throws -> Int32 {
        let mask = Self.directoryMask | (followLinks ? 0 : UInt32(bitPattern: IN_DONT_FOLLOW))
        let wd = inotify_add_watch(fd, path, mask)
        guard wd >= 0 else {
            throw FileWatcherError.systemCall(name: "inotify_add_watch", path: path, errno: errno)
        }
        return wd
    }

    func removeWatch(_ wd: Int32) {
        // Failure means the kernel already dropped it (directory gone): nothing to do.
        _ = inotify_rm_watch(fd, wd)
    }

    /// Reads every record queued right now, without blocking.
    func readAvailable() -> [InotifyRecord] {
        var records: [InotifyRecord] = []
        while !isClosed {
            let count = read(fd, buffer.baseAddress, buffer.count)
            if count > 0 {
                records += InotifyRecord.parse(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                break  // EAGAIN: queue drained (other errors: nothing more can be read)
            }
        }
        return records
    }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        _ = Glibc.close(fd)
    }
}

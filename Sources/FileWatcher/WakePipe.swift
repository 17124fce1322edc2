import Glibc

/// A self-pipe that lets other threads wake the reader out of poll(): stop() and the
/// end of a handler call write a byte; the reader drains them all at once.
final class WakePipe {
    let readFD: Int32
    private let writeFD: Int32
    private var isClosed = false

    init() throws {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else {
            throw FileWatcherError.systemCall(name: "pipe", path: nil, errno: errno)
        }
        readFD = fds[0]
        writeFD = fds[1]
        for fd in fds {
            // Non-blocking so a full pipe never stalls signal(), close-on-exec so a
            // rebuild that spawns a process does not inherit it.
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
    }

    deinit { close() }

    func signal() {
        var byte: UInt8 = 1
        // A full pipe (EAGAIN) already guarantees a wake-up, so the result is not needed.
        _ = write(writeFD, &byte, 1)
    }

    func drain() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(readFD, &bytes, bytes.count) > 0 {}
    }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        _ = Glibc.close(readFD)
        _ = Glibc.close(writeFD)
    }
}

/// One `inotify_event` record, copied out of the kernel's buffer into Swift values.
struct InotifyRecord: Sendable, Hashable {
    let wd: Int32
    let mask: UInt32
    let cookie: UInt32
    /// The entry name inside the watched directory; empty for events about the
    /// directory itself (IN_DELETE_SELF, IN_MOVE_SELF) and for IN_Q_OVERFLOW.
    let name: String

    func has(_ flag: Int32) -> Bool {
        mask & UInt32(bitPattern: flag) != 0
    }
}

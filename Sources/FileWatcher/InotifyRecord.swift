import Glibc

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

extension InotifyRecord {
    /// Size of the fixed part of a record; the name (padded with NULs by the kernel so
    /// the next record stays aligned) follows it.
    static let headerSize = MemoryLayout<inotify_event>.size

    // Kernel ABI: wd, mask, cookie and len are four 32-bit fields, in that order.
    private static let maskOffset = 4
    private static let cookieOffset = 8
    private static let lengthOffset = 12

    /// A read buffer that holds at least 16 records with the longest possible name, as
    /// inotify(7) advises, so one read() never has to split a record.
    static let bufferSize = (headerSize + Int(NAME_MAX) + 1) * 16

    /// Splits the bytes returned by one read() on an inotify descriptor into records.
    /// A truncated trailing record (which the kernel never produces) is dropped rather
    /// than read past the end of the buffer.
    static func parse(_ buffer: UnsafeRawBufferPointer) -> [InotifyRecord] {
        var records: [InotifyRecord] = []
        var offset = 0
        while offset + headerSize <= buffer.count {
            let nameLength = Int(buffer.loadUnaligned(fromByteOffset: offset + lengthOffset, as: UInt32.self))
            let end = offset + headerSize + nameLength
            guard end <= buffer.count else { break }
            records.append(record(in: buffer, at: offset, nameLength: nameLength))
            offset = end
        }
        return records
    }

    private static func record(in buffer: UnsafeRawBufferPointer, at offset: Int, nameLength: Int) -> InotifyRecord {
        let nameStart = offset + headerSize
        let nameBytes = buffer[nameStart..<(nameStart + nameLength)]
        let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
        return InotifyRecord(
            wd: buffer.loadUnaligned(fromByteOffset: offset, as: Int32.self),
            mask: buffer.loadUnaligned(fromByteOffset: offset + maskOffset, as: UInt32.self),
            cookie: buffer.loadUnaligned(fromByteOffset: offset + cookieOffset, as: UInt32.self),
            name: name)
    }
}

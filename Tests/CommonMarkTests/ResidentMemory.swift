import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// This process's resident set size from `/proc/self/statm` (second field, in pages).
enum ResidentMemory {
    /// Resident bytes, or nil where /proc is unavailable.
    static func bytes() -> Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Resident memory from /proc, for leak checks: this process's, or a child server's.
public enum ResidentMemory {
    /// This process's resident bytes (`/proc/self/statm`, second field, in pages), or nil
    /// where /proc is unavailable.
    public static func bytes() -> Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Another process's resident memory in kB (`VmRSS:` of `/proc/PID/status`), or nil.
    public static func kilobytes(of pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return nil }
        return Int(line.split(separator: " ").dropFirst().first ?? "")
    }
}

import Foundation
import TestSupport

/// A small tmpfs mounted for one test (a full disk, a read-only file system). Tests run as
/// root, where permissions do not stop writes; mounting may still be refused in a
/// container, and then the caller skips with the reason this returns.
struct TmpfsMount {
    let path: String

    /// Mounts a tmpfs of `kilobytes` at `path`, or throws the reason it could not.
    init(at path: String, kilobytes: Int) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let run = try ChildProcess.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", path], timeout: 20)
        guard run.status == 0 else {
            throw Skip.because(
                "cannot mount a tmpfs at \(path) (status \(run.status): \(run.output.trimmingCharacters(in: .whitespacesAndNewlines))); run as root with mount permitted"
            )
        }
        self.path = path
    }

    func remountReadOnly() throws {
        let run = try ChildProcess.run("/bin/mount", ["-o", "remount,ro", path], timeout: 20)
        guard run.status == 0 else {
            throw Skip.because("cannot remount \(path) read-only: \(run.output)")
        }
    }

    func unmount() {
        _ = try? ChildProcess.run("/bin/umount", ["-l", path], timeout: 20)
    }
}

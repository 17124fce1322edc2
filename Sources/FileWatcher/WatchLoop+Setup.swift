import Foundation
import Glibc

extension WatchLoop {
    /// Adds the watches one target needs. Errors propagate: at setup a missing watch is
    /// something the caller must hear about (for instance ENOSPC, too many watches).
    func watch(_ target: WatchTarget) throws {
        switch target {
        case .tree(let path):
            _ = try watchTree(path, isRoot: true)
        case .file(let directory, let name):
            let wd = try inotify.addDirectoryWatch(directory, followLinks: true)
            let watched = WatchedDirectory(
                path: directory, isRecursive: false,
                fileNames: [name], isRoot: false)
            table.insert(watched, wd: wd)
        }
    }

    /// Watches `path` and every directory below it and returns everything found inside
    /// as `.created`: files written into a new directory before its watch existed would
    /// otherwise be missed. Subdirectories that vanish while being scanned are skipped.
    func watchTree(_ path: String, isRoot: Bool) throws -> [FileEvent] {
        let wd = try inotify.addDirectoryWatch(path, followLinks: isRoot)
        table.insert(
            WatchedDirectory(path: path, isRecursive: true, fileNames: [], isRoot: isRoot),
            wd: wd)
        var found: [FileEvent] = []
        for entry in Self.entries(of: path) {
            found.append(FileEvent(path: entry.path, kind: .created, isDirectory: entry.isDirectory))
            guard entry.isDirectory else { continue }
            do {
                found += try watchTree(entry.path, isRoot: false)
            } catch FileWatcherError.systemCall(_, _, let code) where code == ENOENT || code == ENOTDIR {
                continue
            }
        }
        return found
    }

    /// The entries of a directory, sorted, without following symbolic links (a link to a
    /// directory is reported as a file and not descended into, which also avoids cycles).
    static func entries(of directory: String) -> [(path: String, isDirectory: Bool)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.sorted().map { name in
            let path = WatchTarget.join(directory, name)
            var info = stat()
            let isDirectory = lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            return (path, isDirectory)
        }
    }
}

import Glibc

extension WatchLoop {
    /// Turns one inotify record into the events the caller should see, keeping the watch
    /// table in step with directories that appear, move or vanish.
    func events(for record: InotifyRecord) -> [FileEvent] {
        if record.has(IN_Q_OVERFLOW) {
            return targets.map { FileEvent(path: $0.path, kind: .overflow, isDirectory: $0.isDirectory) }
        }
        if record.has(IN_IGNORED) {
            table.remove(record.wd)
            return []
        }
        guard let directory = table[record.wd] else { return [] }
        if record.name.isEmpty {
            return selfEvents(for: record, in: directory)
        }
        guard directory.reports(record.name) else { return [] }
        return entryEvents(for: record, in: directory)
    }

    private func entryEvents(for record: InotifyRecord, in directory: WatchedDirectory) -> [FileEvent] {
        let path = WatchTarget.join(directory.path, record.name)
        let isDirectory = record.has(IN_ISDIR)
        let descends = isDirectory && directory.isRecursive
        func event(_ kind: FileEvent.Kind) -> FileEvent {
            FileEvent(path: path, kind: kind, isDirectory: isDirectory)
        }
        if record.has(IN_CREATE) {
            return [event(.created)] + (descends ? watchNewTree(path) : [])
        }
        if record.has(IN_MOVED_TO) {
            return [event(.movedIn)] + (descends ? watchNewTree(path) : [])
        }
        if record.has(IN_MOVED_FROM) {
            if descends { unwatchTree(path) }
            return [event(.movedOut)]
        }
        if record.has(IN_DELETE) {
            return [event(.deleted)]  // the kernel drops the watch itself (IN_IGNORED)
        }
        if record.has(IN_MODIFY) || record.has(IN_CLOSE_WRITE) {
            return [event(.modified)]
        }
        return []
    }

    /// A watched directory itself was deleted or moved away. Only roots and the parents
    /// of single watched files speak for themselves: subdirectories of a tree were
    /// already reported by their parent's record.
    private func selfEvents(for record: InotifyRecord, in directory: WatchedDirectory) -> [FileEvent] {
        let moved = record.has(IN_MOVE_SELF)
        guard moved || record.has(IN_DELETE_SELF) else { return [] }
        if moved {
            // Its watches would now report paths that no longer exist.
            unwatchTree(directory.path)
            inotify.removeWatch(record.wd)
            table.remove(record.wd)
        }
        var events: [FileEvent] = []
        if directory.isRoot {
            events.append(FileEvent(path: directory.path, kind: moved ? .movedOut : .deleted, isDirectory: true))
        }
        if moved {
            // A watched file went along with its parent; deletion needs no such care,
            // because a directory is only deleted once its files are (each reported).
            events += directory.fileNames.sorted().map { name in
                FileEvent(path: WatchTarget.join(directory.path, name), kind: .movedOut, isDirectory: false)
            }
        }
        return events
    }

    /// A directory that appeared at runtime: watch it, and report what is already inside.
    /// Failure (it vanished again, or the watch limit is reached) leaves only its own event.
    private func watchNewTree(_ path: String) -> [FileEvent] {
        (try? watchTree(path, isRoot: false)) ?? []
    }

    private func unwatchTree(_ path: String) {
        for wd in table.recursiveDescriptors(under: path) {
            inotify.removeWatch(wd)
            table.remove(wd)
        }
    }
}

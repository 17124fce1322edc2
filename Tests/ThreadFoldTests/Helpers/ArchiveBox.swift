import ThreadFold

/// Carries a result out of a `Foundation.Thread` closure; the semaphore the test waits on
/// orders the write before the read.
final class ArchiveBox: @unchecked Sendable {
    var archive: LoadedFile?
}

import Foundation

/// What is at a path.
public enum PathKind: Sendable, Equatable {
    case missing, file, folder
}

/// Every file-system call the pipeline makes, as closures: `.disk` for real use, and
/// `.memory` for tests, which then never touch the disk unless they mean to.
public struct FileIO: Sendable {
    public var read: @Sendable (String) throws -> [UInt8]
    /// Reads a file a piece at a time (pieces of about the size given), for inputs that
    /// can be decoded that way without holding all their bytes.
    public var readChunks: @Sendable (String, Int, (ArraySlice<UInt8>) -> Void) throws -> Void
    /// Bytes `offset ..< offset + count` of a file (fewer at its end), for a reader that
    /// walks a large spill file a window at a time.
    public var readRange: @Sendable (String, Int, Int) throws -> [UInt8]
    /// What is at a path: nothing, a file or a folder.
    public var kind: @Sendable (String) -> PathKind
    /// Entry names of a directory (not paths), unsorted.
    public var list: @Sendable (String) throws -> [String]
    /// Writes a whole file, creating missing parent directories.
    public var write: @Sendable (String, [UInt8]) throws -> Void
    /// Renames a file or directory (atomic on one file system).
    public var rename: @Sendable (String, String) throws -> Void
    /// Removes a file or a directory with everything in it; nothing there is not an error.
    public var remove: @Sendable (String) throws -> Void
    /// Swaps two existing paths in one step; throws where the file system cannot (the
    /// caller then falls back to two renames).
    public var exchange: @Sendable (String, String) throws -> Void
    /// The path with symbolic links resolved (to notice a folder reached twice).
    public var canonical: @Sendable (String) -> String
    /// Creates an empty folder that is about to get many files in new subfolders (a site
    /// being staged). The disk places it so those files are created fast.
    public var makeStagingFolder: @Sendable (String) throws -> Void

    public init(
        read: @escaping @Sendable (String) throws -> [UInt8],
        kind: @escaping @Sendable (String) -> PathKind,
        list: @escaping @Sendable (String) throws -> [String],
        write: @escaping @Sendable (String, [UInt8]) throws -> Void,
        rename: @escaping @Sendable (String, String) throws -> Void,
        remove: @escaping @Sendable (String) throws -> Void,
        exchange: @escaping @Sendable (String, String) throws -> Void,
        canonical: @escaping @Sendable (String) -> String = { $0 },
        makeStagingFolder: @escaping @Sendable (String) throws -> Void = { _ in },
        readChunks: (@Sendable (String, Int, (ArraySlice<UInt8>) -> Void) throws -> Void)? = nil,
        readRange: (@Sendable (String, Int, Int) throws -> [UInt8])? = nil
    ) {
        self.read = read
        // By default one piece: the whole file, as `read` gives it.
        self.readChunks = readChunks ?? { path, _, body in body(try read(path)[...]) }
        // By default the whole file, cut.
        self.readRange =
            readRange ?? { path, offset, count in
                let bytes = try read(path)
                return Array(bytes[min(offset, bytes.count)..<min(offset + count, bytes.count)])
            }
        self.kind = kind
        self.list = list
        self.write = write
        self.rename = rename
        self.remove = remove
        self.exchange = exchange
        self.canonical = canonical
        self.makeStagingFolder = makeStagingFolder
    }
}

/// A file-system failure, naming the path.
public struct FileIOError: Error, Sendable, CustomStringConvertible {
    public let path: String
    public let message: String

    public var description: String { "\(path): \(message)" }

    /// The system's words for a failure, not a Foundation error dump.
    static func reason(_ error: Error) -> String {
        if let error = error as? FileIOError { return error.message }
        if let error = error as? CocoaError, let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if let error = error as? POSIXError { return String(cString: strerror(error.code.rawValue)) }
        return (error as NSError).localizedFailureReason ?? error.localizedDescription
    }
}

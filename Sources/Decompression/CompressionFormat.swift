/// The compressed formats read as streams, named by the file's last extension: `.gz`
/// (gzip, also several members back to back) and `.zst` (zstd, with the long windows that
/// Pushshift and Arctic Shift dumps are compressed with).
public enum CompressionFormat: String, Sendable, CaseIterable {
    case gzip = "gz"
    case zstd = "zst"

    /// The format a path's extension names, or nil for a file that is not compressed.
    public init?(path: String) {
        guard let dot = path.utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        self.init(rawValue: String(path[path.index(after: dot)...]))
    }

    /// `RC_2019-04.ndjson.zst` → `RC_2019-04.ndjson`: the name the content would have.
    public static func stripped(_ path: String) -> String {
        guard let format = CompressionFormat(path: path) else { return path }
        return String(path.dropLast(format.rawValue.count + 1))
    }

    var name: String { self == .gzip ? "gzip" : "zstd" }
}

/// Compressed data that cannot be decoded: where (the offset in the compressed bytes) and why.
public struct DecompressionError: Error, Sendable, CustomStringConvertible {
    public let format: CompressionFormat
    /// Bytes of compressed input read before the failure.
    public let offset: Int
    public let reason: String

    public var description: String {
        "corrupt \(format.name) data at compressed byte \(offset): \(reason)"
    }
}

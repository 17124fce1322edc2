/// A page ready to write: its site-relative path and its UTF-8 bytes (templates render
/// straight into bytes; no String is made only to be turned back into bytes).
public struct RenderedPage: Sendable, Equatable {
    public let path: String
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, html: String) {
        self.init(path: path, bytes: Array(html.utf8))
    }

    public var html: String { String(decoding: bytes, as: UTF8.self) }
}

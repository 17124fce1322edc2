/// What the server answers to one request, before it is handed to libmicrohttpd.
///
/// Plain Swift values so routing can be tested without a socket.
struct HTTPReply: Sendable {
    enum Body: Sendable {
        case bytes([UInt8])
        /// An open descriptor that libmicrohttpd reads and then closes.
        case file(descriptor: Int32, size: UInt64)
        /// A Server-Sent Events stream that stays open.
        case eventStream
    }

    var status: UInt32
    var headers: [(name: String, value: String)]
    var body: Body

    init(status: UInt32, contentType: String, body: Body, headers extra: [(name: String, value: String)] = []) {
        self.status = status
        // Everything is a preview of a site being rebuilt: nothing may be cached.
        self.headers = [("Content-Type", contentType), ("Cache-Control", "no-store")] + extra
        self.body = body
    }

    static func text(_ status: UInt32, _ message: String, headers: [(name: String, value: String)] = []) -> HTTPReply {
        HTTPReply(
            status: status, contentType: "text/plain; charset=utf-8",
            body: .bytes(Array((message + "\n").utf8)), headers: headers)
    }

    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}

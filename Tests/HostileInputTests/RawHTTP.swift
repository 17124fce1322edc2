import Foundation
import TestSupport

/// Raw HTTP over a loopback socket, so a test can send what no HTTP client would: bad
/// paths unnormalised, huge headers, odd methods, one byte at a time.
struct RawHTTP {
    struct Response {
        let status: Int?
        let text: String
    }

    let port: UInt16

    /// A connected socket, with a receive timeout so a silent server cannot hang the test.
    func connect(timeout seconds: Int = 10) -> Int32? {
        try? LoopbackSocket.connect(port: port, timeout: TimeInterval(seconds))
    }

    /// Sends `request` as it is and reads the reply until the server closes or times out.
    func send(_ request: [UInt8], timeout: Int = 10) -> Response {
        guard let socket = connect(timeout: timeout) else { return Response(status: nil, text: "connect failed") }
        defer { close(socket) }
        _ = write(socket, request)
        return read(socket)
    }

    func send(_ request: String, timeout: Int = 10) -> Response {
        send(Array(request.utf8), timeout: timeout)
    }

    /// A GET of `target` exactly as written, closing after the reply.
    func get(_ target: String, method: String = "GET", headers: String = "") -> Response {
        send("\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\(headers)\r\n")
    }

    func write(_ socket: Int32, _ bytes: [UInt8]) -> Bool {
        (try? LoopbackSocket.send(bytes, to: socket)) != nil
    }

    func read(_ socket: Int32) -> Response {
        var data: [UInt8] = []
        while data.count < 4_000_000, let chunk = LoopbackSocket.receive(from: socket), !chunk.isEmpty {
            data += chunk
        }
        let text = String(decoding: data, as: UTF8.self)
        return Response(status: Self.status(text), text: text)
    }

    static func status(_ text: String) -> Int? {
        guard text.hasPrefix("HTTP/1."), text.count >= 12 else { return nil }
        return Int(text.dropFirst(9).prefix(3))
    }
}

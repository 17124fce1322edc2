import Foundation

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
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return nil }
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(socket)
            return nil
        }
        return socket
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
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count <= 0 { return false }
            sent += count
        }
        return true
    }

    func read(_ socket: Int32) -> Response {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while data.count < 4_000_000 {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            data += buffer[0..<count]
        }
        let text = String(decoding: data, as: UTF8.self)
        return Response(status: Self.status(text), text: text)
    }

    static func status(_ text: String) -> Int? {
        guard text.hasPrefix("HTTP/1."), text.count >= 12 else { return nil }
        return Int(text.dropFirst(9).prefix(3))
    }
}

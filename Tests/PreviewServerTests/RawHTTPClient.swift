import Foundation
import Glibc

/// A tiny HTTP/1.1 client over a raw socket: it sends the request target exactly as
/// written, where URL/URLSession would normalise `..` and escapes away.
struct RawHTTPClient {
    enum Failure: Error { case socket(Int32), connect(Int32), write(Int32) }

    let port: UInt16

    /// Sends `method target` with `Connection: close` and reads to EOF.
    func request(_ method: String, _ target: String, extraHeaders: String = "") throws -> RawHTTPResponse {
        let descriptor = try connect()
        defer { close(descriptor) }
        let text = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(extraHeaders)Connection: close\r\n\r\n"
        try write(Array(text.utf8), to: descriptor)
        return RawHTTPResponse(raw: readToEnd(descriptor))
    }

    func connect(timeoutSeconds: Int = 5) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure.socket(errno) }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let code = errno
            close(descriptor)
            throw Failure.connect(code)
        }
        return descriptor
    }

    func write(_ bytes: [UInt8], to descriptor: Int32) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw Failure.write(errno) }
            sent += count
        }
    }

    /// Reads until EOF or the receive timeout.
    func readToEnd(_ descriptor: Int32) -> [UInt8] {
        var output: [UInt8] = []
        while let chunk = readSome(descriptor) { output += chunk }
        return output
    }

    /// One read; nil at EOF, error or timeout.
    func readSome(_ descriptor: Int32) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        return count > 0 ? Array(buffer[0..<count]) : nil
    }
}

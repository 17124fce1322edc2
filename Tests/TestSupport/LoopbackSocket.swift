import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A raw TCP socket to a server on 127.0.0.1, so a test can send what no HTTP client
/// would (paths unnormalised, huge headers, one byte at a time). Every socket has receive
/// and send timeouts, so a silent server cannot hang the test run.
public enum LoopbackSocket {
    public struct Failure: Error, CustomStringConvertible {
        public let call: String
        public let code: Int32
        public var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
    }

    /// A connected socket; the caller closes it.
    public static func connect(port: UInt16, timeout: TimeInterval) throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(call: "socket", code: errno) }
        let seconds = Int(timeout)
        var wait = timeval(tv_sec: seconds, tv_usec: Int((timeout - Double(seconds)) * 1_000_000))
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let code = errno
            close(socket)
            throw Failure(call: "connect to port \(port)", code: code)
        }
        return socket
    }

    /// Sends all of `bytes` (no SIGPIPE when the server has gone).
    public static func send(_ bytes: [UInt8], to socket: Int32) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw Failure(call: "send", code: errno) }
            sent += count
        }
    }

    /// One read: the bytes, [] at end of stream, nil on error or when the timeout passed.
    public static func receive(from socket: Int32, upTo limit: Int = 65_536) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: limit)
        let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        return count >= 0 ? Array(buffer[0..<count]) : nil
    }
}

import Foundation
import Glibc
import TestSupport

/// A tiny HTTP/1.1 client over a raw socket: it sends the request target exactly as
/// written, where URL/URLSession would normalise `..` and escapes away.
struct RawHTTPClient {
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
        try LoopbackSocket.connect(port: port, timeout: TimeInterval(timeoutSeconds))
    }

    func write(_ bytes: [UInt8], to descriptor: Int32) throws {
        try LoopbackSocket.send(bytes, to: descriptor)
    }

    /// Reads until EOF or the receive timeout.
    func readToEnd(_ descriptor: Int32) -> [UInt8] {
        var output: [UInt8] = []
        while let chunk = readSome(descriptor) { output += chunk }
        return output
    }

    /// One read; nil at EOF, error or timeout.
    func readSome(_ descriptor: Int32) -> [UInt8]? {
        LoopbackSocket.receive(from: descriptor, upTo: 16 * 1024).flatMap { $0.isEmpty ? nil : $0 }
    }
}

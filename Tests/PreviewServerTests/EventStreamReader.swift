import Foundation
import Glibc

/// Holds an event-stream connection open and collects what arrives on it.
final class EventStreamReader {
    private let client: RawHTTPClient
    private let descriptor: Int32
    private(set) var received = ""

    init(port: UInt16) throws {
        client = RawHTTPClient(port: port)
        descriptor = try client.connect(timeoutSeconds: 1)
        let request = "GET /__threadfold/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n"
        try client.write(Array(request.utf8), to: descriptor)
    }

    deinit {
        close(descriptor)
    }

    /// Reads until `text` has arrived or `timeout` passes; true when it arrived.
    func waitFor(_ text: String, timeout: TimeInterval = 5) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !received.contains(text) && Date() < deadline {
            if let chunk = client.readSome(descriptor) { received += String(decoding: chunk, as: UTF8.self) }
        }
        return received.contains(text)
    }

    /// Reads until the server closes the connection or `timeout` passes.
    func waitForClose(timeout: TimeInterval = 5) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count == 0 { return true }
            if count > 0 { received += String(decoding: buffer[0..<count], as: UTF8.self) }
        }
        return false
    }
}

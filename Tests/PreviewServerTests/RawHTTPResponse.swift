import Foundation

/// A parsed response: status, headers (names lowercased) and the raw body bytes.
struct RawHTTPResponse {
    let status: Int
    let headers: [String: String]
    let body: [UInt8]

    var text: String { String(decoding: body, as: UTF8.self) }

    init(raw: [UInt8]) {
        let separator = Array("\r\n\r\n".utf8)
        let split = Self.firstIndex(of: separator, in: raw) ?? raw.count
        let head = String(decoding: raw[0..<split], as: UTF8.self)
        body = split + 4 <= raw.count ? Array(raw[(split + 4)...]) : []
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.isEmpty ? "" : lines.removeFirst()
        let parts = statusLine.split(separator: " ")
        status = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        var parsed: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            parsed[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        headers = parsed
    }

    static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return start
        }
        return nil
    }
}

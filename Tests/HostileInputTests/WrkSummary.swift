import Foundation

/// The error counts of a `wrk` run ("Socket errors: connect 0, read 0, write 0, timeout 12";
/// the line is absent when all are zero).
struct WrkSummary {
    var connect = 0
    var read = 0
    var write = 0
    var timeout = 0

    init(_ output: String) {
        guard let line = output.split(separator: "\n").first(where: { $0.contains("Socket errors:") }) else { return }
        let words = line.replacingOccurrences(of: ",", with: "").split(separator: " ")
        func count(_ name: String) -> Int {
            guard let index = words.firstIndex(where: { $0 == name }), index + 1 < words.count else { return 0 }
            return Int(words[index + 1]) ?? 0
        }
        connect = count("connect")
        read = count("read")
        write = count("write")
        timeout = count("timeout")
    }
}

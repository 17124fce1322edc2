import CSystem
import Glibc

/// Byte-level search and replace for the render hot path. Foundation's `contains` and
/// `replacingOccurrences` go through NSString and grapheme logic; HTML tags are ASCII,
/// so comparing UTF-8 bytes is exact and many times faster.
extension String {
    func containsBytes(_ needle: String) -> Bool {
        var haystack = self
        var needle = needle
        return haystack.withUTF8 { h in needle.withUTF8 { n in Self.firstMatch(h, n, from: 0) != nil } }
    }

    func replacingAll(_ target: String, with replacement: String) -> String {
        var haystack = self
        var target = target
        return haystack.withUTF8 { h in
            target.withUTF8 { t in
                guard !t.isEmpty, var match = Self.firstMatch(h, t, from: 0) else { return self }
                var out: [UInt8] = []
                out.reserveCapacity(h.count + 64)
                var copied = 0
                while true {
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: h[copied..<match]))
                    out.append(contentsOf: replacement.utf8)
                    copied = match + t.count
                    guard let next = Self.firstMatch(h, t, from: copied) else { break }
                    match = next
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: h[copied...]))
                return String(decoding: out, as: UTF8.self)
            }
        }
    }

    /// glibc's `memmem` (through CSystem): HTML is full of `<`, so finding each candidate
    /// first byte with `memchr` and comparing the rest stopped at nearly every tag.
    private static func firstMatch(_ h: UnsafeBufferPointer<UInt8>, _ n: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let hBase = h.baseAddress, let nBase = n.baseAddress, !n.isEmpty, start <= h.count else { return nil }
        guard let hit = tf_memmem(hBase + start, h.count - start, nBase, n.count) else { return nil }
        return UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - hBase
    }
}

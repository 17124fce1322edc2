/// A JSON path that stays short however deep the tree is. Each comment stores its path, so
/// a full path would cost O(depth) per comment and O(depth²) per chain: 2.2 GB of text for
/// a 20,000-deep `replies` chain. Past `kept` levels the middle is elided
/// (`comments[0].replies[0]…(19984 levels)….replies[3]`); line:column still say exactly
/// where the value is.
struct BoundedPath: Sendable {
    static let kept = 8

    private var head: String
    private var headSegments = 0
    private var tail: [String] = []
    private var omitted = 0

    init(_ root: String) {
        head = root
    }

    func appending(_ segment: String) -> BoundedPath {
        var path = self
        if path.headSegments < Self.kept {
            path.head += segment
            path.headSegments += 1
            return path
        }
        path.tail.append(segment)
        if path.tail.count > Self.kept {
            path.tail.removeFirst()
            path.omitted += 1
        }
        return path
    }

    var text: String {
        if omitted == 0 { return head + tail.joined() }
        return head + "…(\(omitted) levels)…" + tail.joined()
    }
}

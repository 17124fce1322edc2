import TestSupport

/// A random comment forest written as thread JSON in flat, tree or mixed form, remembering
/// what the fold's invariants are checked against. Users are unique (`u<k>`), so each
/// comment can be found after the fold whatever happened to its id.
struct GeneratedForest {
    enum Form: CaseIterable { case flat, tree, mixed }
    enum Times { case none, all, some }

    struct Node {
        var id: String
        var parent: Int?
        var user: String
        /// Seconds after 2024-01-01T00:00:00Z; few distinct values, so ties happen.
        var time: Int?
        /// Written inside its parent's `replies` rather than as a flat row.
        var nested = false
        /// Flat rows only: a parentID that breaks the tree (orphan or cycle).
        var brokenParentID: String?
    }

    var nodes: [Node] = []
    /// Node indices in the order the decoder meets them (document pre-order).
    var inputOrder: [Int] = []
    var json = ""
    var hasFaults = false

    init(seed: UInt64, size: Int, form: Form, times: Times, shuffled: Bool, faults: Bool) {
        var rng = SplitMix64(seed: seed)
        for k in 0..<size {
            let parent = k > 0 && rng.chance(0.7) ? Int.random(in: 0..<k, using: &rng) : nil
            let time = times == .all || (times == .some && rng.chance(0.9)) ? Int.random(in: 0..<12, using: &rng) * 600 : nil
            let nested = parent != nil && (form == .tree || (form == .mixed && rng.chance(0.5)))
            nodes.append(Node(id: "\(k + 1)", parent: parent, user: "u\(k)", time: time, nested: nested))
        }
        if faults { addFaults(&rng) }
        json = write(&rng, shuffled: shuffled)
    }

    /// Orphans, parent cycles (self-parents included) and duplicate ids, on flat rows.
    private mutating func addFaults(_ rng: inout SplitMix64) {
        let flat = nodes.indices.filter { !nodes[$0].nested }
        for k in flat where rng.chance(0.15) {
            hasFaults = true
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: nodes[k].brokenParentID = "gone-\(k)"
            case 1: nodes[k].brokenParentID = descendantOrSelf(of: k, &rng)
            default: nodes[k].id = nodes[Int.random(in: 0..<nodes.count, using: &rng)].id
            }
        }
    }

    private func descendantOrSelf(of k: Int, _ rng: inout SplitMix64) -> String {
        let below = nodes.indices.filter { i in
            var p = nodes[i].parent
            while let up = p, up != k { p = nodes[up].parent }
            return p == k
        }
        return below.randomElement(using: &rng).map { nodes[$0].id } ?? nodes[k].id
    }

    private mutating func write(_ rng: inout SplitMix64, shuffled: Bool) -> String {
        var children = Array(repeating: [Int](), count: nodes.count)
        for (i, node) in nodes.enumerated() where node.nested { node.parent.map { children[$0].append(i) } }
        var rows = nodes.indices.filter { !nodes[$0].nested }
        if shuffled { rows.shuffle(using: &rng) }
        let texts = rows.map { row($0, children: children, rng: &rng) }
        return "{\"comments\": [\n" + texts.joined(separator: ",\n") + "\n]}"
    }

    /// One flat row and its nested replies, depth-first with an explicit stack.
    private mutating func row(_ root: Int, children: [[Int]], rng: inout SplitMix64) -> String {
        enum Step {
            case open(Int)
            case close
        }
        var text = ""
        var stack: [Step] = [.open(root)]
        while let step = stack.popLast() {
            guard case .open(let i) = step else {
                text += "]}"
                continue
            }
            if !text.hasSuffix("[") && !text.isEmpty { text += ", " }
            inputOrder.append(i)
            text += fields(i, isRow: i == root, rng: &rng) + ", \"replies\": ["
            stack.append(.close)
            stack += children[i].reversed().map { .open($0) }
        }
        return text
    }

    private func fields(_ i: Int, isRow: Bool, rng: inout SplitMix64) -> String {
        let node = nodes[i]
        let id = rng.chance(0.5) && Int(node.id) != nil ? node.id : "\"\(node.id)\""
        var text = "{\"id\": \(id), \"user\": \"\(node.user)\""
        if isRow {
            let topLevel = ["", ", \"parentID\": null", ", \"parentID\": 0", ", \"parentID\": \"\"", ", \"parentID\": \"0\""]
            if let broken = node.brokenParentID {
                text += ", \"parentID\": \"\(broken)\""
            } else if let parent = node.parent {
                text += ", \"parentID\": \"\(nodes[parent].id)\""
            } else {
                text += topLevel.randomElement(using: &rng) ?? ""
            }
        }
        if let time = node.time { text += ", \"createdAt\": " + Self.spell(time, &rng) }
        return text
    }

    /// The same instant as epoch seconds, `Z`, or a local time with a `+hh:mm` offset.
    static func spell(_ time: Int, _ rng: inout SplitMix64) -> String {
        let instant = 1_704_067_200 + time
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: return "\(instant)"
        case 1: return "\"\(iso(time, offsetHours: 0))\""
        default: return "\"\(iso(time, offsetHours: Int.random(in: 1...14, using: &rng)))\""
        }
    }

    private static func iso(_ time: Int, offsetHours: Int) -> String {
        let local = time + offsetHours * 3600
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let clock = "2024-01-\(two(1 + local / 86_400))T\(two(local % 86_400 / 3600)):\(two(local % 3600 / 60)):\(two(local % 60))"
        return clock + (offsetHours == 0 ? "Z" : "+\(two(offsetHours)):00")
    }
}

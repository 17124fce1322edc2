/// Inputs deep enough to break any recursive parser, walker or fold.
enum DeepInput {
    /// A flat thread where comment i answers comment i-1: one chain `depth` replies long.
    /// Ids are `c<i>`: an integer id 0 would make its replies top-level (parentID 0).
    static func flatChain(depth: Int) -> [UInt8] {
        var text = "{\"comments\": [{\"id\": \"c0\", \"user\": \"u0\"}"
        text.reserveCapacity(depth * 40)
        for i in 1...depth {
            text += ",\n{\"id\": \"c\(i)\", \"parentID\": \"c\(i - 1)\", \"user\": \"u\(i)\"}"
        }
        text += "]}"
        return Array(text.utf8)
    }

    /// A tree thread: each comment's only reply is the next, `depth` levels below the top.
    /// With `repliesFirst`, `replies` opens each object, so containers nest directly in
    /// containers (the shape that catches a parser recursing on a first member).
    static func tree(depth: Int, repliesFirst: Bool = false) -> [UInt8] {
        var text = "{\"comments\": ["
        text.reserveCapacity(depth * 40)
        for i in 0...depth {
            text += repliesFirst ? "{\"replies\": [" : "{\"id\": \"n\(i)\", \"user\": \"u\(i)\", \"replies\": ["
        }
        for i in (0...depth).reversed() {
            text += repliesFirst ? "], \"id\": \"n\(i)\", \"user\": \"u\(i)\"}" : "]}"
        }
        text += "]}"
        return Array(text.utf8)
    }
}

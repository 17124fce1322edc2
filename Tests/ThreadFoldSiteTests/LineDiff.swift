/// A small line diff (longest common subsequence) for failure messages: `-` lines are
/// expected only, `+` lines actual only, each with its line number; at most `limit` lines.
enum LineDiff {
    static func lines(expected: String, actual: String, limit: Int) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let table = commonLengths(a, b)
        var output: [String] = []
        var (i, j) = (0, 0)
        var total = 0
        while i < a.count || j < b.count {
            if i < a.count && j < b.count && a[i] == b[j] {
                i += 1
                j += 1
            } else if j < b.count && (i == a.count || table[i][j + 1] >= table[i + 1][j]) {
                total += 1
                if output.count < limit { output.append("+\(j + 1): \(b[j])") }
                j += 1
            } else {
                total += 1
                if output.count < limit { output.append("-\(i + 1): \(a[i])") }
                i += 1
            }
        }
        if total > output.count { output.append("… \(total - output.count) more differing lines") }
        return output.joined(separator: "\n")
    }

    /// table[i][j] = length of the longest common subsequence of a[i...] and b[j...].
    private static func commonLengths(_ a: [String], _ b: [String]) -> [[Int]] {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table
    }
}

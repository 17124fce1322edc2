/// Numbers as people read them in summaries and counts.
public enum NumberText {
    /// 100412 → "100,412".
    public static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        out.reserveCapacity(digits.count + digits.count / 3)
        for (i, ch) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(ch)
        }
        return n < 0 ? "-" + out : out
    }
}

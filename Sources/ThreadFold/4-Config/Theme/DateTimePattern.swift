/// How a locale writes a comment's time, from its file: `dateTime` with `{yyyy}` (year),
/// `{M}`/`{MM}` (month number), `{MMM}`/`{MMMM}` (`monthNamesShort`/`monthNames`), `{d}`/`{dd}`,
/// `{EEE}`/`{EEEE}` (`weekdayNamesShort`/`weekdayNames`, Sunday first), `{H}`/`{HH}` (24-hour),
/// `{h}` (12-hour), `{mm}` and `{a}` (`dayPeriods`: "AM|PM"); lists are `|`-separated.
/// Digits are the locale's (`numberDigits`). No system calendar library is involved.
public struct DateTimePattern: Sendable {
    enum Piece: Sendable, Equatable {
        case text(String)
        case field(String)
    }

    let pieces: [Piece]
    let months: [String]
    let monthsShort: [String]
    let weekdays: [String]
    let weekdaysShort: [String]
    let dayPeriods: [String]
    let numbers: NumberText
    /// `{yyyy}-{MM}-{dd} {HH}:{mm}` in ASCII digits: `TimeText`'s own text, no formatting.
    public let isISOLike: Bool

    public static let fieldNames: Set<String> = ["yyyy", "M", "MM", "MMM", "MMMM", "d", "dd", "EEE", "EEEE", "H", "HH", "h", "mm", "a"]
    /// List keys and how many items each must hold.
    public static let lists: [String: Int] = [
        "monthNames": 12, "monthNamesShort": 12, "weekdayNames": 7, "weekdayNamesShort": 7, "dayPeriods": 2,
    ]
    static let iso = "{yyyy}-{MM}-{dd} {HH}:{mm}"

    init(_ values: [String: String], numbers: NumberText) {
        let pattern = values["dateTime"] ?? Self.iso
        pieces = Self.pieces(of: pattern)
        func list(_ key: String) -> [String] {
            let items = (values[key] ?? "").split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            return items.count == Self.lists[key] ? items : []
        }
        months = list("monthNames")
        monthsShort = list("monthNamesShort")
        weekdays = list("weekdayNames")
        weekdaysShort = list("weekdayNamesShort")
        dayPeriods = list("dayPeriods")
        self.numbers = numbers
        isISOLike = pattern == Self.iso && numbers.digits == nil
    }

    /// The `{…}` names in a pattern that are not fields (a typo in a locale file).
    public static func unknownFields(in pattern: String) -> [String] {
        pieces(of: pattern).compactMap { piece in
            if case .field(let name) = piece, !fieldNames.contains(name) { return name }
            return nil
        }
    }

    static func pieces(of pattern: String) -> [Piece] {
        var pieces: [Piece] = []
        var rest = Substring(pattern)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { pieces.append(.text(String(rest[..<open]))) }
            pieces.append(.field(String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { pieces.append(.text(String(rest))) }
        return pieces
    }

    /// `weekday` 0 is Sunday; `hour` 0–23.
    public func text(year: Int, month: Int, day: Int, weekday: Int, hour: Int, minute: Int) -> String {
        var out = ""
        for piece in pieces {
            switch piece {
            case .text(let text): out += text
            case .field(let name):
                out += field(name, year: year, month: month, day: day, weekday: weekday, hour: hour, minute: minute)
            }
        }
        return out
    }

    private func field(_ name: String, year: Int, month: Int, day: Int, weekday: Int, hour: Int, minute: Int) -> String {
        func named(_ list: [String], _ index: Int, _ fallback: Int) -> String {
            list.indices.contains(index) ? list[index] : numbers.padded(fallback, 1)
        }
        switch name {
        case "yyyy": return numbers.padded(year, 4)
        case "M": return numbers.padded(month, 1)
        case "MM": return numbers.padded(month, 2)
        case "MMM": return named(monthsShort, month - 1, month)
        case "MMMM": return named(months, month - 1, month)
        case "d": return numbers.padded(day, 1)
        case "dd": return numbers.padded(day, 2)
        case "EEE": return named(weekdaysShort, weekday, weekday)
        case "EEEE": return named(weekdays, weekday, weekday)
        case "H": return numbers.padded(hour, 1)
        case "HH": return numbers.padded(hour, 2)
        case "h": return numbers.padded(hour % 12 == 0 ? 12 : hour % 12, 1)
        case "mm": return numbers.padded(minute, 2)
        case "a": return dayPeriods.isEmpty ? (hour < 12 ? "AM" : "PM") : dayPeriods[hour < 12 ? 0 : 1]
        default: return "{" + name + "}"
        }
    }
}

import Mustache

/// Links between the pages of a paginated list, as the `pagination` partial shows them.
struct Pagination {
    let current: Int
    let count: Int
    /// The href of page n (1-based), relative to the current page.
    let href: (Int) -> String

    func value(strings: LocaleStrings) -> MustacheValue {
        var object: [String: MustacheValue] = [
            "isFirst": .bool(current == 1),
            "isPaged": .bool(count > 1),
            "current": .int(current),
            "count": .int(count),
            "label": .string(strings.format("page", ["n": strings.numbers.text(current)])),
            "pages": .list(
                (1...max(count, 1)).map { n in
                    .object(["number": .string(strings.numbers.text(n)), "href": .string(href(n)), "current": .bool(n == current)])
                }),
        ]
        if current > 1 { object["previous"] = .object(["href": .string(href(current - 1))]) }
        if current < count { object["next"] = .object(["href": .string(href(current + 1))]) }
        return .object(object)
    }
}

import Mustache

/// One reply in `reply.mustache`: what its prefix template saw (author fields, `toUser`,
/// `toHref`) plus `body`, the rendered body with the prefix in place.
final class ReplyFields: MustacheFields {
    let heading: ReplyPrefixFields
    let body: String

    init(heading: ReplyPrefixFields, body: String) {
        self.heading = heading
        self.body = body
    }

    func field(_ key: String) -> MustacheValue? {
        key.utf8.count == 4 && key == "body" ? .html(body) : heading.field(key)
    }
}

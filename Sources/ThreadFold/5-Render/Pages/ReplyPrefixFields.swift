import Mustache

/// The context of `reply-prefix.mustache` ("A 回复 B："): the reply's author fields,
/// `toUser`, `toHref`, and the locale strings `t`.
final class ReplyPrefixFields: MustacheFields {
    let author: AuthorFields
    let toUser: String
    let toHref: String
    let strings: MustacheValue

    init(author: AuthorFields, toUser: String, toHref: String, strings: MustacheValue) {
        self.author = author
        self.toUser = toUser
        self.toHref = toHref
        self.strings = strings
    }

    func field(_ key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 1 where key == "t": return strings
        case 6 where key == "toUser": return .string(toUser)
        case 6 where key == "toHref": return .string(toHref)
        default: return author.field(key)
        }
    }
}

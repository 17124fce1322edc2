import Mustache

/// A comment's `time` in templates: `iso` for `datetime`, `text` to show.
final class TimeFields: MustacheFields {
    let text: TimeText

    init(_ text: TimeText) {
        self.text = text
    }

    func field(_ key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 3 where key == "iso": return .string(text.iso)
        case 4 where key == "text": return .string(text.text)
        default: return nil
        }
    }
}

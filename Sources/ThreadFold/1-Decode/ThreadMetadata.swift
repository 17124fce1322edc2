/// A thread file's own fields (everything but `comments`), with their defaults.
struct ThreadMetadata {
    var id: String
    var title: String?
    var url: String?
    var category: String?
    /// `"lang"`: the language the thread is written in (a BCP 47 tag such as `en`, `zh-Hant`).
    var lang: String?
    var contentFormat: ContentFormat = .markdown
    var noindex = false
    var canonicalOriginal = false
    /// Whether the object had an `id` or `title`: such an object is one thread even when its
    /// rows carry `threadID`.
    var namesThread = false

    init(id: String) {
        self.id = id
    }

    mutating func read(key: Int, value: Int, decoder: inout CommentDecoder) {
        let tape = decoder.context.tape
        if tape.stringEquals(key, "id") {
            namesThread = true
            if let given = decoder.identifier(value, path: "id"), !given.isEmpty { id = given }
        } else if tape.stringEquals(key, "title") {
            namesThread = true
            title = decoder.text(value, path: "title").flatMap { $0.isEmpty ? nil : $0 }
        } else if tape.stringEquals(key, "url") {
            url = decoder.text(value, path: "url")
        } else if tape.stringEquals(key, "category") {
            category = decoder.text(value, path: "category").flatMap { $0.isEmpty ? nil : $0 }
        } else if tape.stringEquals(key, "lang") {
            lang = decoder.text(value, path: "lang").flatMap(Self.languageTag)
        } else if tape.stringEquals(key, "contentFormat") {
            contentFormat = decoder.format(value, path: "contentFormat") ?? .markdown
        } else if tape.stringEquals(key, "noindex") {
            noindex = readFlag(value, path: "noindex", decoder: &decoder)
        } else if tape.stringEquals(key, "canonical") {
            let given = decoder.text(value, path: "canonical")
            canonicalOriginal = given == "original"
            if let given, given != "original", !given.isEmpty {
                decoder.context.report(
                    .warning, at: value, path: "canonical", "\"canonical\" can be \"original\" (the page at \"url\"); ignored")
            }
        }
    }

    private func readFlag(_ value: Int, path: String, decoder: inout CommentDecoder) -> Bool {
        switch decoder.context.tape.kind(value) {
        case .true: return true
        case .false, .null: return false
        default:
            decoder.context.report(.warning, at: value, path: path, "expected true or false; taken as false")
            return false
        }
    }

    /// The thread these fields describe, holding `comments`.
    func thread(comments: [Comment], sourceFile: String) -> CommentThread {
        var thread = CommentThread(
            id: id, title: title, url: url, category: category, contentFormat: contentFormat, comments: comments,
            sourceFile: sourceFile)
        thread.noindex = noindex
        thread.canonicalOriginal = canonicalOriginal
        thread.lang = lang
        return thread
    }

    /// A language tag as pages may carry it (`en`, `pt-BR`, `zh-Hant`), or nil.
    static func languageTag(_ text: String) -> String? {
        let allowed = text.utf8.allSatisfy { byte in
            byte == UInt8(ascii: "-") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        return allowed && !text.isEmpty && text.utf8.count <= 35 && !text.hasPrefix("-") ? text : nil
    }
}

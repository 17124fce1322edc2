import ThreadFold

/// Settings for the generic `json` importer (the other formats need none).
public struct ImportOptions: Sendable, Equatable {
    public var fieldMap: FieldMap
    /// Prefixes removed from ids, parent ids and thread ids (reddit's `t1_`, `t3_`).
    public var stripPrefixes: [String]
    /// The body format written for the json importer (default markdown).
    public var contentFormat: ContentFormat

    public init(fieldMap: FieldMap = FieldMap(), stripPrefixes: [String] = [], contentFormat: ContentFormat = .markdown) {
        self.fieldMap = fieldMap
        self.stripPrefixes = stripPrefixes
        self.contentFormat = contentFormat
    }
}

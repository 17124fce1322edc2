/// One Staticman comment file: its name (the fallback id) and its YAML fields.
struct StaticmanFile: Sendable {
    var fileName: String
    var fields: YAMLValue

    var id: String {
        fields["_id"]?.text ?? fields["id"]?.text ?? Self.stem(fileName)
    }

    private static func stem(_ name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }
}

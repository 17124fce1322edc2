/// One example of the CommonMark spec JSON (the shape spec.commonmark.org publishes).
struct SpecExample: Decodable, Sendable {
    let markdown: String
    let html: String
    let example: Int
    let section: String
}

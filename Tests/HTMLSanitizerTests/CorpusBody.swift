/// One comment body from the shared real corpus, with where it came from.
struct CorpusBody {
    let file: String
    let id: String
    let format: String
    let content: String
}

/// One tag found in sanitiser output by `OutputInspector`.
struct ScannedTag: Equatable {
    let name: String
    let isEnd: Bool
    let attributes: [String: String]
}

/// A place in a JSON document where the bytes are not JSON, with what was expected there.
struct JSONSyntaxError: Error, Sendable, Equatable {
    let offset: Int
    let message: String
}

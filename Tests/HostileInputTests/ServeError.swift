/// `serve` did not come up (it printed no URL in time).
struct ServeError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

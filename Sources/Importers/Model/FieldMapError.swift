/// A `--map` value that cannot be read, with what to write instead.
public struct FieldMapError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// An object whose fields are answered on demand instead of stored in a dictionary.
///
/// A page of a thread has a context object per comment; building a `[String: MustacheValue]`
/// for each costs an allocation, a hash per key and a copy per value, and rendering then
/// hashes every key again. A conforming type keeps its own typed properties and answers
/// the few keys a template asks for, with the same lookup rules as `.object`: a key it
/// does not have returns nil, so the lookup goes on to the enclosing contexts.
public protocol MustacheFields: AnyObject, Sendable {
    /// The value of the field `key`, or nil when this object has no such field.
    func field(_ key: String) -> MustacheValue?
}

import Foundation

/// Which source field (a dotted path such as `author.name`) fills each threadfold field,
/// for the generic `json` importer. Fields not named keep their own name.
public struct FieldMap: Sendable, Equatable {
    public enum Target: String, Sendable, CaseIterable {
        case id, parentID, user, content, createdAt, threadID, title, url
    }

    public private(set) var paths: [Target: [String]] = [:]

    public init() {}

    /// Parses `id=comment_id,parentID=parent,user=author.name`.
    public init(parsing spec: String) throws(FieldMapError) {
        for pair in spec.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[1].isEmpty else {
                throw FieldMapError(message: "'\(pair)' is not FIELD=PATH (for example user=author.name)")
            }
            guard let target = Target(rawValue: parts[0]) else {
                let known = Target.allCases.map(\.rawValue).joined(separator: ", ")
                throw FieldMapError(message: "'\(parts[0])' is not a field threadfold knows; use one of \(known)")
            }
            paths[target] = parts[1].split(separator: ".").map(String.init)
        }
    }

    /// The path for a field: the mapped one, else the field's own name.
    public func path(for target: Target) -> [String] {
        paths[target] ?? [target.rawValue]
    }
}

/// A `--map` value that cannot be read, with what to write instead.
public struct FieldMapError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

import Foundation

/// A site's files, to compare before and after a failed or killed build.
struct SiteSnapshot: Equatable {
    let files: [String: Data]

    init(_ folder: TemporaryFolder, _ relative: String) throws {
        files = try folder.tree(relative)
    }

    init(path: String) throws {
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent()
        let folder = TemporaryFolder(existing: parent)
        files = try folder.tree(URL(fileURLWithPath: path).lastPathComponent)
    }

    /// What differs from `other`, for a failure message.
    func differences(from other: SiteSnapshot) -> [String] {
        let names = Set(files.keys).union(other.files.keys)
        return names.filter { files[$0] != other.files[$0] }.sorted()
    }

    var isComplete: Bool { files["index.html"] != nil && files[".threadfold-site"] != nil }
}

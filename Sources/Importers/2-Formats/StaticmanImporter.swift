import ThreadFold

/// A Staticman `_data/comments` tree: one folder per post, one YAML file per comment.
/// SOURCE is the `comments` folder (each sub-folder with `.yml` files a thread) or one
/// post's folder. Read: `_id`/`id`, `name`, `message`, `date`, `_parent` and the reply
/// fields; never `email` (often an MD5 of the address, still personal) or anything else.
/// A thread's URL is the post's URL as `_parent` gives it; its title comes from the post's
/// front matter when the posts folder is given (`--posts _posts`), else the folder name.
struct StaticmanImporter {
    /// The threads, and sub-folders skipped because they hold no comment files.
    struct Result {
        var threads: [SourceThread] = []
        var skippedFolders: [String] = []
    }

    var io: FileIO
    var posts: StaticmanPosts?

    func read(_ directory: String) throws(ImportError) -> Result {
        guard io.kind(directory) == .folder else {
            throw ImportError(path: directory, message: "not a folder; give the Staticman _data/comments folder or one post's folder in it")
        }
        let entries = try list(directory)
        if !entries.filter(Self.isYAML).isEmpty {
            return Result(threads: [try thread(named: Self.lastComponent(directory), in: directory)])
        }
        var result = Result()
        for entry in entries where io.kind(directory + "/" + entry) == .folder {
            // `_posts/`, `assets/`…: not a post's comments; skipped and listed, not counted.
            guard try list(directory + "/" + entry).contains(where: Self.isYAML) else {
                result.skippedFolders.append(directory + "/" + entry)
                continue
            }
            result.threads.append(try thread(named: entry, in: directory + "/" + entry))
        }
        guard !result.threads.isEmpty else {
            throw ImportError(
                path: directory,
                message: "no Staticman comment files (.yml) here or in its folders; "
                    + "give the _data/comments folder (one folder of .yml files per post) or one post's folder")
        }
        return result
    }

    private func thread(named name: String, in folder: String) throws(ImportError) -> SourceThread {
        var files: [StaticmanFile] = []
        for entry in try list(folder) where Self.isYAML(entry) {
            let path = folder + "/" + entry
            let bytes: [UInt8]
            do { bytes = try io.read(path) } catch { throw ImportError(path: path, message: "cannot read this file: \(error)") }
            files.append(StaticmanFile(fileName: entry, fields: try YAMLReader.read(bytes, path: path)))
        }
        let resolver = StaticmanReplyResolver(files)
        let comments = resolver.comments()
        // Sorted by date as the site shows them; file order breaks ties.
        let ordered = comments.enumerated().sorted { a, b in
            let ta = a.element.createdAt ?? ""
            let tb = b.element.createdAt ?? ""
            return ta == tb ? a.offset < b.offset : ta < tb
        }.map(\.element)
        let parentURL = resolver.postURL()
        let post = posts?.post(slug: name) ?? parentURL.flatMap { posts?.post(slug: Self.lastComponent($0)) }
        return SourceThread(
            id: name, title: post?.title ?? name, url: parentURL ?? post?.permalink,
            contentFormat: .markdown, comments: ordered)
    }

    /// Sorted names: file-name order is what `replying_to` counts in.
    private func list(_ folder: String) throws(ImportError) -> [String] {
        do { return try io.list(folder).filter { !$0.hasPrefix(".") }.sorted() } catch {
            throw ImportError(path: folder, message: "cannot list this folder: \(error)")
        }
    }

    static func isYAML(_ name: String) -> Bool {
        name.hasSuffix(".yml") || name.hasSuffix(".yaml")
    }

    static func lastComponent(_ path: String) -> String {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return trimmed.split(separator: "/").last.map(String.init) ?? "comments"
    }
}

import TextIndex

/// `merge`'s search index: every shard's part (`SearchPart`, in `.threadfold-search/` of
/// its folder) joined by the index writer as if they were one build's buffers, so the
/// merged site's `search/` is the one a single build writes. A part missing, damaged or
/// indexed in another language than the site's fails the merge (exit 1), naming the file.
struct ShardSearch {
    let config: SiteConfig
    let io: FileIO

    func write(_ folders: [String], summaries: [SiteWriter.ThreadSummary], sink: PageSink) throws(BuildError) -> [String] {
        for folder in folders where io.kind(Self.path(folder, SearchPart.manifestName)) != .file {
            throw .output(
                path: Self.path(folder, SearchPart.manifestName),
                message: "no search index part here; build every shard with search (the default), or merge with --no-search")
        }
        let io = self.io
        let input = SearchPartInput(
            count: folders.count, path: { Self.path(folders[$0], $1) }, read: { try io.read(Self.path(folders[$0], $1)) },
            readRange: { try io.readRange(Self.path(folders[$0], $1), $2, $3) })
        let slugs = Dictionary(summaries.map { ($0.key, $0.entry.slug) }, uniquingKeysWith: { first, _ in first })
        let parts: SearchPartReader
        do throws(IndexError) { parts = try SearchPartReader(input) } catch { throw Self.failure(error) }
        // Every part stemmed as the site's locale stems: else a word's stem would be found in
        // some shards only, and the index would not be the one build's.
        let stemmer = Stemmer.forLocale(config.locale)
        if let other = parts.stemmers.firstIndex(where: { $0 != stemmer }) {
            throw .output(
                path: Self.path(folders[other], SearchPart.manifestName),
                message: "this shard's search index part is stemmed in \(parts.stemmers[other]?.rawValue ?? "no language"), "
                    + "but the site's locale \(config.locale) stems in \(stemmer.rawValue); build every shard with the same config")
        }
        do throws(IndexError) {
            return try SearchIndexWriter(paths: config.paths, sink: sink).writeMerged(
                parts, slugs: slugs, budget: config.searchMemoryBudget, tierAbove: config.searchTierAbove)
        } catch {
            throw Self.failure(error)
        }
    }

    static func path(_ folder: String, _ file: String) -> String {
        folder + "/" + SearchIndexWriter.partFolder + "/" + file
    }

    /// A part that is not what its shard wrote is the shards' fault, not the site's: it is
    /// named, and the shard is to be built again.
    private static func failure(_ error: IndexError) -> BuildError {
        let part = "/" + SearchIndexWriter.partFolder + "/"
        switch error {
        case .damaged(let path, let detail) where path.contains(part):
            return .output(path: path, message: "this search index part is damaged (\(detail)); build its shard again")
        case .io(let path, let underlying) where path.contains(part) && !(underlying is BuildError):
            return .output(
                path: path, message: "cannot read this search index part (\(FileIOError.reason(underlying))); build its shard again")
        default:
            return BuildError(error)
        }
    }
}

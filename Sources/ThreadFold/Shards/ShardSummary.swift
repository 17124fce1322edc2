import Foundation

/// What one shard of a sharded build (`build --shard I/N`) leaves beside its thread pages
/// for `merge`: every thread's summary and the shard's feed candidates, which is all the
/// site-wide files (index pages, feed, sitemap) need. Written as JSON, `.threadfold-shard.json`.
struct ShardSummary: Codable, Equatable {
    static let fileName = ".threadfold-shard.json"

    var shard: Int
    var shards: Int
    var comments: Int
    var threads: [SiteWriter.ThreadSummary]
    var feed: [FeedRecord]
    /// The locale the shard was built in (`"locale": "auto"` settled from all the inputs),
    /// so `merge` writes the site-wide pages in it too.
    var locale: String?
    /// The shard's takedown requests and what they matched (nil without any): `merge`
    /// refuses shards built with different lists, and warns of entries no shard matched.
    var takedown: ShardTakedown?

    struct ShardTakedown: Codable, Equatable {
        var remove: [String]
        var anonymise: [String]
        var tally: TakedownTally
    }

    struct FeedRecord: Codable, Equatable {
        var user: String
        var content: String
        var format: String
        var instant: Double
        var anchor: String
        var page: Int
        var threadTitle: String
        var thread: String
        var position: Int
    }

    init(
        shard: ShardSpec, comments: Int, summaries: [SiteWriter.ThreadSummary], feed: FeedCollector, locale: String? = nil,
        takedown: ShardTakedown? = nil
    ) {
        self.takedown = takedown
        self.shard = shard.index
        self.locale = locale
        shards = shard.count
        self.comments = comments
        // In key order, so a shard's summary does not depend on how its input was split
        // into files (`partition`) or which worker finished first.
        threads = summaries.sorted { $0.key < $1.key }
        self.feed = feed.kept.map(FeedRecord.init)
    }

    var feedItems: [FeedCollector.Item] { feed.map(\.item) }

    func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return Array(try encoder.encode(self)) + [0x0A]
    }

    static func decode(_ bytes: [UInt8]) throws -> ShardSummary {
        try JSONDecoder().decode(ShardSummary.self, from: Data(bytes))
    }
}

extension ShardSummary.FeedRecord {
    init(_ item: FeedCollector.Item) {
        let entry = item.entry
        self.init(
            user: entry.comment.user, content: entry.comment.content, format: entry.comment.contentFormat.rawValue,
            instant: entry.instant, anchor: entry.anchor, page: entry.pageNumber, threadTitle: item.threadTitle,
            thread: item.key.id, position: item.position)
    }

    /// The feed renders only the author, body and format of a comment.
    var item: FeedCollector.Item {
        let comment = Comment(id: anchor, user: user, content: content, contentFormat: ContentFormat(rawValue: format) ?? .markdown)
        let entry = FeedEntry(comment: comment, instant: instant, anchor: anchor, pageNumber: page)
        return FeedCollector.Item(entry: entry, threadTitle: threadTitle, key: ThreadKey(id: thread), position: position)
    }
}

extension SiteBuilder {
    /// A shard's part of the site-wide work: its summary, for `merge`.
    func writeShardSummary(_ stream: StreamedArchive, shard: ShardSpec, sink: PageSink) throws(BuildError) -> SiteWriter.Written {
        let requests =
            config.remove.isEmpty && config.anonymise.isEmpty
            ? nil : ShardSummary.ShardTakedown(remove: config.remove, anonymise: config.anonymise, tally: stream.takedown)
        let summary = ShardSummary(
            shard: shard, comments: stream.comments, summaries: stream.summaries, feed: stream.feed, locale: config.locale,
            takedown: requests)
        do {
            try sink.write(ShardSummary.fileName, try summary.encoded())
        } catch let error as BuildError {
            throw error
        } catch {
            throw .write(FileIOError(path: ShardSummary.fileName, message: "\(error)"))
        }
        var written = SiteWriter.Written()
        written.threadPages = stream.summaries.reduce(0) { $0 + $1.pages }
        written.pages = written.threadPages
        written.files = written.pages + 1
        return written
    }
}

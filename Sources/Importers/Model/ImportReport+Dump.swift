/// A dump's report: a month of reddit is millions of threads, so its lists keep their first
/// entries and count the rest (`unlisted`), and what the dump held before the filters is
/// counted in `DumpCounts`. Every total still counts every comment.
extension ImportReport {
    /// How many entries of each list were counted but not listed.
    public struct Unlisted: Sendable, Equatable {
        public var dropped: [Reason: Int] = [:]
        public var orphans = 0
        public var placeholders = 0
        public var emptyThreads = 0
        public var unreadableTimes = 0
        public var emailRedactions = 0
        public var files = 0

        var droppedTotal: Int { dropped.values.reduce(0, +) }
    }

    /// What the dump's files held and what the filters left out.
    public struct DumpCounts: Sendable, Equatable {
        /// The `--subreddit`/`--after`/`--before` filters in words.
        public var filter = "none"
        public var files: [DumpFile] = []
        public var commentsOutsideSubreddits = 0
        public var commentsOutsideDates = 0
        public var submissionsOutsideSubreddits = 0
        /// The same comment (thread and id) in more than one row: written once.
        public var repeatedComments = 0
        /// Threads written without their submission's row: titled by their id.
        public var threadsWithoutSubmission = 0
        public var threadsWithoutSubmissionListed: [String] = []
        /// Submissions whose self-text or link is the thread's first entry (id `t3_…`).
        public var postsWritten = 0
        /// Where kept rows waited to be grouped: partition files beside DIR, removed after.
        public var spill: Spill?

        public struct Spill: Sendable, Equatable {
            public var partitions: Int
            public var bytes: Int
        }

        var comments: Int { files.reduce(0) { $0 + $1.comments } }
        var submissions: Int { files.reduce(0) { $0 + $1.submissions } }

        var lines: [String] {
            var lines = ["rows read: \(ImportReport.plural(comments, "comment")), \(ImportReport.plural(submissions, "submission"))"]
            lines += files.map {
                "  \($0.path): \(ImportReport.plural($0.comments, "comment")), \(ImportReport.plural($0.submissions, "submission"))"
            }
            lines.append("filters: " + filter)
            lines.append(
                "comments outside the filters (not imported, by request): \(commentsOutsideSubreddits + commentsOutsideDates)"
                    + " (\(commentsOutsideSubreddits) other subreddits, \(commentsOutsideDates) outside the dates or without a time)")
            lines.append("submissions of other subreddits (not read): \(submissionsOutsideSubreddits)")
            lines.append("comments in more than one row (written once): \(repeatedComments)")
            lines.append("threads without their submission (titled by their id): \(threadsWithoutSubmission)")
            lines += threadsWithoutSubmissionListed.map { "  \($0)" }
            lines += ImportReport.more(threadsWithoutSubmission - threadsWithoutSubmissionListed.count)
            lines.append("posts' self-text or link written as their thread's first entry (id t3_…): \(postsWritten)")
            if let spill {
                lines.append(
                    "rows grouped through \(ImportReport.plural(spill.partitions, "spill file")) beside the output "
                        + "(\(spill.bytes) bytes, removed)")
            }
            return lines
        }
    }

    /// One file of the dump and the rows it held.
    public struct DumpFile: Sendable, Equatable {
        public var path: String
        public var comments = 0
        public var submissions = 0
    }

    /// "  … and 12 more", after a list cut short.
    static func more(_ count: Int) -> [String] {
        count > 0 ? ["  … and \(count) more"] : []
    }

    /// Adds one thread's report to the dump's, each list kept to its first `limit` entries.
    mutating func absorb(_ part: ImportReport, listLimit limit: Int) {
        for entry in Self.append(part.dropped, to: &dropped, limit: limit) { unlisted.dropped[entry.reason, default: 0] += 1 }
        unlisted.orphans += Self.append(part.orphans, to: &orphans, limit: limit).count
        unlisted.placeholders += Self.append(part.placeholders, to: &placeholders, limit: limit).count
        unlisted.emptyThreads += Self.append(part.emptyThreads, to: &emptyThreads, limit: limit).count
        unlisted.unreadableTimes += Self.append(part.unreadableTimes, to: &unreadableTimes, limit: limit).count
        unlisted.emailRedactions += Self.append(part.emailRedactions.comments, to: &emailRedactions.comments, limit: limit).count
        emailRedactions.addresses += part.emailRedactions.addresses
        commentsWithAliases += part.commentsWithAliases
        postsWithoutComments += part.postsWithoutComments
        takedown.add(part.takedown)
    }

    /// A written file, listed while the list is short, counted always.
    mutating func record(_ file: WrittenFile, listLimit limit: Int) {
        unlisted.files += Self.append([file], to: &files, limit: limit).count
        threadsWritten += 1
        commentsWritten += file.comments
    }

    /// Appends what fits under `limit`; returns the rest.
    private static func append<Entry>(_ entries: [Entry], to list: inout [Entry], limit: Int) -> ArraySlice<Entry> {
        let room = max(0, min(entries.count, limit - list.count))
        list += entries[..<room]
        return entries[room...]
    }
}

import ThreadFold

/// The shared core of the pid/rid widgets: rows grouped by page (variants of one page
/// joined), parents resolved (`pid`, else `rid`, else top level), mentions of the parent
/// and emoji images taken out of bodies, titles found. Each importer only reads its
/// export's fields into `WidgetRow`s.
struct WidgetThreads {
    var siteURL: String?
    var posts: StaticmanPosts?
    private(set) var gaps = ImportReport.WidgetGaps()

    init(siteURL: String?, posts: StaticmanPosts?) {
        (self.siteURL, self.posts) = (siteURL, posts)
    }

    /// One page's rows, and the spellings of its page with how many rows used each.
    private struct Group {
        var site: String?
        var key: String
        var rows: [WidgetRow] = []
        var pages: [WidgetPage] = []
        var variants: [(url: String, count: Int)] = []
    }

    mutating func threads(_ rows: [WidgetRow]) -> [SourceThread] {
        var groups: [Group] = []
        var position: [String: Int] = [:]
        for row in rows {
            let page = WidgetPage(row.page, siteURL: siteURL, origin: row.origin)
            let groupKey = (row.site ?? "") + "\u{1}" + page.key
            if position[groupKey] == nil {
                position[groupKey] = groups.count
                groups.append(Group(site: row.site, key: page.key))
            }
            guard let index = position[groupKey] else { continue }
            groups[index].rows.append(row)
            groups[index].pages.append(page)
            if let variant = groups[index].variants.firstIndex(where: { $0.url == page.url }) {
                groups[index].variants[variant].count += 1
            } else {
                groups[index].variants.append((page.url, 1))
            }
        }
        let manySites = Set(groups.map { $0.site ?? "" }).count > 1
        return groups.map { thread($0, id: manySites ? ($0.site ?? "") + ":" + $0.key : $0.key) }
    }

    private mutating func thread(_ group: Group, id: String) -> SourceThread {
        let kept =
            group.variants.enumerated().max { a, b in
                a.element.count != b.element.count ? a.element.count < b.element.count : a.offset > b.offset
            }?.element.url ?? group.key
        if group.variants.count > 1 {
            let variants = group.variants.map { "\($0.url) (\(ImportReport.plural($0.count, "row")))" }
            gaps.joinedPages.append(.init(kept: kept, variants: variants))
        }
        let path = group.pages.first { $0.url == kept }?.path ?? kept
        var thread = SourceThread(id: id, title: title(group, path: path, url: kept), url: kept, contentFormat: .markdown)
        thread.category = group.site
        let parents = WidgetParents(group.rows)
        let comments = group.rows.map { comment($0, parents: parents, threadID: id) }
        thread.comments = comments.enumerated().sorted { a, b in
            let (ta, tb) = (a.element.createdAt ?? "", b.element.createdAt ?? "")
            return ta == tb ? a.offset < b.offset : ta < tb
        }.map(\.element)
        return thread
    }

    private mutating func title(_ group: Group, path: String, url: String) -> String {
        if let title = posts?.post(pagePath: path)?.title, !title.isEmpty {
            gaps.titles.append(.init(url: url, source: .posts))
            return title
        }
        if let title = group.rows.lazy.compactMap(\.pageTitle).first(where: { !$0.isEmpty }) {
            gaps.titles.append(.init(url: url, source: .page))
            return title
        }
        gaps.titles.append(.init(url: url, source: .path))
        return path
    }

    private mutating func comment(_ row: WidgetRow, parents: WidgetParents, threadID: String) -> SourceComment {
        var body = row.body
        let carried = row.status == .carried
        let parent = parents.parent(of: row)
        if carried, let fallback = parent.fallback {
            gaps.parentFallbacks.append(.init(threadID: threadID, commentID: row.id, detail: fallback))
        }
        let emoji = WidgetBody.replacingEmoji(body)
        body = emoji.text
        if let parentID = parent.id {
            let removal = WidgetBody.removingMention(body, parentID: parentID, parentName: parents.name(of: parentID))
            body = removal.text
            if carried && removal.removed { gaps.mentionsRemoved += 1 }
            if carried && !removal.removed && WidgetBody.leadingMention(body) != nil { gaps.mentionsKept += 1 }
        } else if carried && WidgetBody.leadingMention(body) != nil {
            gaps.mentionsKept += 1
        }
        if carried {
            gaps.emojiReplaced += emoji.count
            gaps.pinned += row.pinned ? 1 : 0
            gaps.collapsed += row.collapsed ? 1 : 0
            gaps.withLikes += row.likes > 0 ? 1 : 0
        }
        var comment = SourceComment(
            id: row.id, parentID: parent.id, user: row.user, content: body, createdAt: row.createdAt,
            status: row.status, unreadableTime: row.unreadableTime)
        comment.contentFormat = WidgetBody.format(body) == .html ? .html : nil
        comment.pinned = row.pinned
        comment.likes = row.likes
        return comment
    }
}

/// Which comment each row answers, among one page's carried rows: its `pid`; when that
/// names none (missing, not in the export, or not carried), its `rid`; else top level.
struct WidgetParents {
    private var rows: [String: WidgetRow] = [:]

    init(_ rows: [WidgetRow]) {
        for row in rows where self.rows[row.id] == nil { self.rows[row.id] = row }
    }

    func name(of id: String) -> String {
        rows[id]?.user ?? ""
    }

    /// The parent (nil: top level), and what was done when `pid` did not give it.
    func parent(of row: WidgetRow) -> (id: String?, fallback: String?) {
        let pid = WidgetRow.reference(row.pid)
        let rid = WidgetRow.reference(row.rid)
        if let pid, isCarried(pid, besides: row) { return (pid, nil) }
        guard pid != nil || rid != nil else { return (nil, nil) }
        let why = pid.map { "pid \($0) " + whyNot($0, besides: row) } ?? "no pid"
        if let rid, rid != pid, isCarried(rid, besides: row) { return (rid, why + "; under its rid \(rid)") }
        let ridWhy = rid.map { $0 == pid ? "" : ", rid \($0) " + whyNot($0, besides: row) } ?? ""
        return (nil, why + ridWhy + "; written at top level")
    }

    private func isCarried(_ id: String, besides row: WidgetRow) -> Bool {
        id != row.id && rows[id]?.status == .carried
    }

    private func whyNot(_ id: String, besides row: WidgetRow) -> String {
        if id == row.id { return "is the comment itself" }
        switch rows[id]?.status {
        case nil: return "is not on this page in the export"
        case .dropped(let reason, _)?: return "was not carried (\(reason.rawValue))"
        case .deleted?: return "was deleted"
        case .carried?: return "is written"
        }
    }
}

import Foundation
import TestSupport

/// A seeded script of edits to a folder of thread files, for the randomised watch test:
/// it keeps a model of every thread file and, step by step, changes one or a few of them
/// (a body, a new comment or a reply, a comment gone, a title, a new file, a deleted or
/// renamed file, an id equal to another's but for case), or breaks one so that the next
/// step fixes it. `MemorySite` holds the files; the test applies each step's paths to a
/// builder.
struct WatchEditScript {
    struct Comment {
        var id: String
        var parent: String
        var user: String
        var content: String
        var createdAt: String
    }

    struct ThreadFile {
        /// Nil: the id is the file name.
        var id: String?
        var title: String
        var comments: [Comment]
    }

    /// One step: the files written (or created) and removed, and whether the builder must
    /// refuse it (a broken file).
    struct Step {
        var changed: [String] = []
        var removed: [String] = []
        var broken = false
    }

    private(set) var files: [String: ThreadFile] = [:]
    private var random: SplitMix64
    private var counter = 0
    /// A file written broken by the last step, fixed by the next.
    private var brokenFile: String?

    static let words = [
        "alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet",
        "kilo", "lima", "mike", "zebra", "crossing", "**bold**", "`code`", "naïve", "café", "über",
    ]

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// The first files: `count` threads, some in a subfolder, some without an id.
    mutating func initial(count: Int, into project: MemorySite) {
        for _ in 0..<count { _ = addThread(into: project) }
    }

    /// Makes one step's changes on disk and returns them.
    mutating func step(into project: MemorySite) -> Step {
        if let broken = brokenFile {
            brokenFile = nil
            write(broken, into: project)
            return Step(changed: [broken])
        }
        var step = Step()
        let count = random.chance(0.15) ? 2 + Int.random(in: 0...2, using: &random) : 1
        for _ in 0..<count {
            let (changed, removed) = change(into: project)
            step.changed += changed
            step.removed += removed
        }
        if random.chance(0.05), let path = files.keys.sorted().randomElement(using: &random) {
            project.put(path, "{\"title\": \"broken\", \"comments\": [ {\"id\": ")
            brokenFile = path
            step.changed.append(path)
            step.broken = true
        }
        step.changed = Array(Set(step.changed).subtracting(step.removed)).sorted()
        return step
    }

    private mutating func change(into project: MemorySite) -> (changed: [String], removed: [String]) {
        let paths = files.keys.sorted()
        guard let path = paths.randomElement(using: &random), paths.count > 3 else { return ([addThread(into: project)], []) }
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<25: editBody(path)
        case 25..<45: addComment(path)
        case 45..<55: removeComment(path)
        case 55..<65:
            let title = sentence(2)
            files[path]?.title = title
        case 65..<77: return ([addThread(into: project)], [])
        case 77..<87:
            files[path] = nil
            project.delete(path)
            return ([], [path])
        case 87..<93: return rename(path, into: project)
        default:
            var comments = files[path]?.comments ?? []
            comments.shuffle(using: &random)
            files[path]?.comments = comments
        }
        write(path, into: project)
        return ([path], [])
    }

    private mutating func editBody(_ path: String) {
        guard let count = files[path]?.comments.count, count > 0 else { return addComment(path) }
        let index = Int.random(in: 0..<count, using: &random)
        let text = sentence(3 + Int.random(in: 0...6, using: &random))
        files[path]?.comments[index].content = text
    }

    private mutating func addComment(_ path: String) {
        counter += 1
        let parents = files[path]?.comments.map(\.id) ?? []
        let parent = random.chance(0.4) ? parents.randomElement(using: &random) ?? "" : ""
        let comment = Comment(
            id: "c\(counter)", parent: parent, user: "user\(Int.random(in: 0..<6, using: &random))",
            content: sentence(4 + Int.random(in: 0...8, using: &random)), createdAt: date())
        files[path]?.comments.append(comment)
    }

    /// A comment nobody answers (an orphaned reply would be a warning of its own).
    private mutating func removeComment(_ path: String) {
        guard let comments = files[path]?.comments else { return }
        let parents = Set(comments.map(\.parent))
        let leaves = comments.indices.filter { !parents.contains(comments[$0].id) }
        guard comments.count > 1, let index = leaves.randomElement(using: &random) else { return addComment(path) }
        files[path]?.comments.remove(at: index)
    }

    /// A thread file renamed (a file without an id moves its thread's pages).
    private mutating func rename(_ path: String, into project: MemorySite) -> (changed: [String], removed: [String]) {
        counter += 1
        let target = "/in/r\(counter).json"
        files[target] = files.removeValue(forKey: path)
        project.delete(path)
        write(target, into: project)
        return ([target], [path])
    }

    private mutating func addThread(into project: MemorySite) -> String {
        counter += 1
        let folder = random.chance(0.3) ? "/in/sub" : "/in"
        let path = "\(folder)/f\(counter).json"
        var id: String? = random.chance(0.2) ? nil : "thread-\(counter)"
        // Now and then an id equal to another thread's but for case: their slugs collide.
        if random.chance(0.1), let other = files.values.compactMap(\.id).sorted().randomElement(using: &random) {
            let twin = other.uppercased() == other ? other.lowercased() + "x" : other.uppercased()
            if !files.values.contains(where: { $0.id == twin }) { id = twin }
        }
        files[path] = ThreadFile(id: id, title: sentence(3), comments: [])
        for _ in 0..<Int.random(in: 1...5, using: &random) { addComment(path) }
        write(path, into: project)
        return path
    }

    private func write(_ path: String, into project: MemorySite) {
        guard let file = files[path] else { return }
        project.put(path, Self.json(file))
    }

    static func json(_ file: ThreadFile) -> String {
        func quoted(_ text: String) -> String {
            let data = try? JSONSerialization.data(withJSONObject: [text], options: [])
            return data.map { String(decoding: $0, as: UTF8.self).dropFirst().dropLast() }.map(String.init) ?? "\"\""
        }
        let comments = file.comments.map { c in
            "{\"id\": \(quoted(c.id)), \"parentID\": \(quoted(c.parent)), \"user\": \(quoted(c.user)), "
                + "\"content\": \(quoted(c.content)), \"createdAt\": \(quoted(c.createdAt))}"
        }
        let id = file.id.map { "\"id\": \(quoted($0)), " } ?? ""
        return "{\(id)\"title\": \(quoted(file.title)), \"comments\": [\n\(comments.joined(separator: ",\n"))\n]}\n"
    }

    private mutating func sentence(_ count: Int) -> String {
        (0..<count).map { _ in Self.words.randomElement(using: &random) ?? "alpha" }.joined(separator: " ")
    }

    private mutating func date() -> String {
        let day = Int.random(in: 1...28, using: &random)
        let month = Int.random(in: 1...12, using: &random)
        let hour = Int.random(in: 0...23, using: &random)
        return String(format: "20%02d-%02d-%02dT%02d:%02d:00Z", Int.random(in: 18...25, using: &random), month, day, hour, day)
    }
}

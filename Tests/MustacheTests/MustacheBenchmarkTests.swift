import Foundation
import Mustache
import TestSupport
import XCTest

/// Times a threadfold-shaped page: 200 comments with 3 replies each, one `reply-prefix`
/// render per reply plus the page itself, as `ThreadPageRenderer` does. A benchmark, not a
/// check: it runs only with `THREADFOLD_BENCH=1`, since timings mean nothing in a debug
/// build (Benchmarks/README.md).
final class MustacheBenchmarkTests: XCTestCase {
    private static let commentCount = 200
    private static let repliesPerComment = 3
    private static let iterations = Int(ProcessInfo.processInfo.environment["THREADFOLD_BENCH_ITERATIONS"] ?? "") ?? 50

    func testThreadPageRenderTime() throws {
        try Skip.unlessBenchmarking("Mustache page render")
        let environment = ProcessInfo.processInfo.environment
        let library = try MustacheLibrary(templates: ThreadPageFixture.templates)
        let prefixContexts = Self.prefixContexts()
        let page = try Self.pageValue(library, prefixContexts: prefixContexts)
        var output = ""
        var prefixNanoseconds: [UInt64] = []
        var pageNanoseconds: [UInt64] = []
        for _ in 0..<Self.iterations {
            let start = Self.threadCPUTime()
            for context in prefixContexts.joined() {
                _ = try library.render("reply-prefix", context)
            }
            let middle = Self.threadCPUTime()
            output = try library.render("thread", page)
            pageNanoseconds.append(Self.threadCPUTime() - middle)
            prefixNanoseconds.append(middle - start)
        }
        Self.report("String API", prefix: prefixNanoseconds, page: pageNanoseconds, bytes: output.utf8.count)
        let bytes = try Self.timeByteAPI(library, page: page, prefixContexts: prefixContexts)
        XCTAssertEqual(bytes, Array(output.utf8), "render(_:_:into:) and render(_:_:) differ")
        if let path = environment["THREADFOLD_BENCH_OUT"] {
            try Data(output.utf8).write(to: URL(fileURLWithPath: path))
        }
        XCTAssertEqual(
            output.components(separatedBy: "<li class=\"reply\"").count - 1,
            Self.commentCount * Self.repliesPerComment)
    }

    /// The same work through `render(_:_:into:)`, reusing one buffer as a caller would.
    private static func timeByteAPI(
        _ library: MustacheLibrary, page: MustacheValue,
        prefixContexts: [[MustacheValue]]
    ) throws -> [UInt8] {
        var buffer: [UInt8] = []
        var prefixNanoseconds: [UInt64] = []
        var pageNanoseconds: [UInt64] = []
        for _ in 0..<iterations {
            let start = threadCPUTime()
            for context in prefixContexts.joined() {
                buffer.removeAll(keepingCapacity: true)
                try library.render("reply-prefix", context, into: &buffer)
            }
            let middle = threadCPUTime()
            buffer.removeAll(keepingCapacity: true)
            try library.render("thread", page, into: &buffer)
            pageNanoseconds.append(threadCPUTime() - middle)
            prefixNanoseconds.append(middle - start)
        }
        report("bytes API", prefix: prefixNanoseconds, page: pageNanoseconds, bytes: buffer.count)
        return buffer
    }

    /// This thread's CPU time: the machine is shared, and wall time counts others' work.
    private static func threadCPUTime() -> UInt64 {
        BenchmarkClock.threadCPUNanoseconds()
    }

    /// Prints medians (robust against a neighbour's burst) in milliseconds of thread CPU time.
    private static func report(_ label: String, prefix: [UInt64], page: [UInt64], bytes: Int) {
        func median(_ values: [UInt64]) -> Double { Double(values.sorted()[values.count / 2]) / 1e6 }
        let total = zip(prefix, page).map { $0 + $1 }
        print(
            String(
                format: "BENCH %@: %d reply-prefix renders %.3f ms + thread page %.3f ms = %.3f ms per page "
                    + "(medians of %d, thread CPU time; %d bytes)", label, commentCount * repliesPerComment,
                median(prefix), median(page), median(total), iterations, bytes))
    }

    /// One reply-prefix context per reply, as `ThreadPageRenderer.replyValue` builds it.
    private static func prefixContexts() -> [[MustacheValue]] {
        (0..<commentCount).map { comment in
            (0..<repliesPerComment).map { index in
                var context = ThreadPageFixture.reply(comment, index)
                context["t"] = ThreadPageFixture.strings
                return .object(context)
            }
        }
    }

    /// The page's values, replies carrying their rendered prefix, built once outside the timing.
    private static func pageValue(_ library: MustacheLibrary, prefixContexts: [[MustacheValue]]) throws -> MustacheValue {
        var comments: [MustacheValue] = []
        comments.reserveCapacity(commentCount)
        for comment in 0..<commentCount {
            var replies: [MustacheValue] = []
            for index in 0..<repliesPerComment {
                let prefix = try library.render("reply-prefix", prefixContexts[comment][index])
                var reply = ThreadPageFixture.reply(comment, index)
                reply["body"] = .html(prefix + ThreadPageFixture.body)
                replies.append(.object(reply))
            }
            comments.append(ThreadPageFixture.comment(comment, replies: replies, shown: 2))
        }
        return ThreadPageFixture.page(comments: comments)
    }
}

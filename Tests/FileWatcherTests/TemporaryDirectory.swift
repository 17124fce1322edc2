import Foundation
import XCTest

/// A fresh directory under the system temporary directory, removed by `remove()`
/// (registered as a teardown block by `make`).
struct TemporaryDirectory: Sendable {
    let path: String

    static func make(for testCase: XCTestCase) throws -> TemporaryDirectory {
        let template = NSTemporaryDirectory() + "/threadfold-watch-XXXXXX"
        var bytes = Array(template.utf8CString)
        guard let created = mkdtemp(&bytes) else {
            throw XCTSkip("cannot create a temporary directory from \(template): errno \(errno)")
        }
        let directory = TemporaryDirectory(path: WatchTestPaths.normalized(String(cString: created)))
        testCase.addTeardownBlock { directory.remove() }
        return directory
    }

    func path(_ relative: String) -> String {
        path + "/" + relative
    }

    func write(_ relative: String, _ text: String = "x") throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path(relative)))
    }

    func makeDirectory(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
    }

    func move(_ from: String, to: String) throws {
        guard rename(path(from), path(to)) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }

    func remove(_ relative: String) throws {
        try FileManager.default.removeItem(atPath: path(relative))
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

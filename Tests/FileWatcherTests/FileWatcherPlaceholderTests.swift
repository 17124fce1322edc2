import XCTest
@testable import FileWatcher

final class FileWatcherPlaceholderTests: XCTestCase {
    func testModuleLoads() throws {
        throw XCTSkip("placeholder until the FileWatcher tests land")
    }
}

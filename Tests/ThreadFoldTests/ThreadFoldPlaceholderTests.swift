import XCTest
@testable import ThreadFold

final class ThreadFoldPlaceholderTests: XCTestCase {
    func testModuleLoads() throws {
        throw XCTSkip("placeholder until the ThreadFold tests land")
    }
}

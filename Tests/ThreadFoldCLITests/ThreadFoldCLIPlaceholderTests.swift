import XCTest
@testable import ThreadFoldCLI

final class ThreadFoldCLIPlaceholderTests: XCTestCase {
    func testModuleLoads() throws {
        throw XCTSkip("placeholder until the ThreadFoldCLI tests land")
    }
}

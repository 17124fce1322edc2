import XCTest
@testable import ThreadFold

final class ThreadFoldSitePlaceholderTests: XCTestCase {
    func testModuleLoads() throws {
        throw XCTSkip("placeholder until the site tests land")
    }
}

import XCTest
@testable import PreviewServer

final class PreviewServerPlaceholderTests: XCTestCase {
    func testModuleLoads() throws {
        throw XCTSkip("placeholder until the PreviewServer tests land")
    }
}

import XCTest

final class HostileInputPlaceholderTests: XCTestCase {
    func testPlaceholder() throws {
        throw XCTSkip("placeholder until the HostileInput tests land")
    }
}

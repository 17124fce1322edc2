import XCTest

final class ImportersPlaceholderTests: XCTestCase {
    func testPlaceholder() throws {
        throw XCTSkip("placeholder until the Importers tests land")
    }
}

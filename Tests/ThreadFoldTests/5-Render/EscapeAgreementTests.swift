import HTMLSanitizer
import Mustache
import XCTest

/// A page holds text escaped by two engines: names and titles by the templates (`{{ }}`),
/// bodies by the sanitiser. Both take their entities from `HTMLEntities`; this checks they
/// agree on every printable ASCII character, so a `'` or `"` reads the same in both.
final class EscapeAgreementTests: XCTestCase {
    func testTemplatesAndSanitiserEscapeAlike() throws {
        let printable = String((0x20...0x7E).map { Character(UnicodeScalar(UInt8($0))) })
        let templates = try MustacheLibrary(templates: ["t": "{{text}}"])
        let fromTemplate = try templates.render("t", .object(["text": .string(printable)]))
        XCTAssertEqual(fromTemplate, HTMLSanitizer.escape(printable))
        for (character, entity) in ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"] {
            XCTAssertTrue(fromTemplate.contains(entity), "\(character) is written \(entity)")
        }
        XCTAssertFalse(fromTemplate.contains("<") || fromTemplate.contains("\"") || fromTemplate.contains("'"))
    }
}

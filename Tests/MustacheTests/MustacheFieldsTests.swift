import Mustache
import XCTest

/// `.fields` objects answer keys on demand; they must follow the same lookup rules as
/// dictionaries, since themes cannot tell the two apart.
final class MustacheFieldsTests: XCTestCase {
    /// Fields from a fixed table, counting the lookups it answers.
    private final class Table: MustacheFields, @unchecked Sendable {
        let values: [String: MustacheValue]
        var asked: [String] = []
        init(_ values: [String: MustacheValue]) { self.values = values }
        func field(_ key: String) -> MustacheValue? {
            asked.append(key)
            return values[key]
        }
    }

    private func render(_ template: String, _ context: MustacheValue, partials: [String: String] = [:]) throws -> String {
        let library = try MustacheLibrary(templates: partials.merging(["t": template]) { _, main in main })
        return try library.render("t", context)
    }

    func testFieldsInterpolateEscapedRawAndHTML() throws {
        let table = Table(["name": .string("<b>Tom</b>"), "body": .html("<p>x</p>"), "n": 3])
        XCTAssertEqual(
            try render("{{name}}|{{{name}}}|{{body}}|{{n}}", .fields(table)),
            "&lt;b&gt;Tom&lt;/b&gt;|<b>Tom</b>|<p>x</p>|3")
    }

    func testAMissFallsThroughToEnclosingContexts() throws {
        let inner = Table(["own": "inner"])
        let context: MustacheValue = ["item": .fields(inner), "own": "outer", "shared": "root"]
        XCTAssertEqual(try render("{{#item}}{{own}} {{shared}} {{missing}}.{{/item}}", context), "inner root .")
        XCTAssertTrue(inner.asked.contains("shared"), "the inner object is asked first: \(inner.asked)")
    }

    func testDottedNamesFollowFieldsAndDictionaries() throws {
        let time = Table(["iso": "2020-01-01"])
        let comment = Table(["time": .fields(time), "meta": ["k": "v"]])
        XCTAssertEqual(
            try render("{{c.time.iso}} {{c.meta.k}} [{{c.time.nope}}] [{{c.nope.iso}}]", ["c": .fields(comment)]),
            "2020-01-01 v [] []")
    }

    func testSectionsOverFieldsAndListsOfFields() throws {
        let a = Table(["name": "a"])
        let b = Table(["name": "b"])
        XCTAssertEqual(try render("{{#list}}<{{name}}>{{/list}}", ["list": [.fields(a), .fields(b)]]), "<a><b>")
        XCTAssertEqual(
            try render("{{#one}}yes{{/one}}{{^one}}no{{/one}}", ["one": .fields(a)]), "yes",
            "a fields object is truthy, like a dictionary")
        XCTAssertEqual(try render("[{{one}}]", ["one": .fields(a)]), "[]", "an object has no text of its own")
    }

    func testFieldsInPartialsAndAsTheRoot() throws {
        let reply = Table(["user": "Ann", "to": "Bob"])
        XCTAssertEqual(try render("{{>p}}", .fields(reply), partials: ["p": "{{user}} → {{to}}"]), "Ann → Bob")
    }

    func testEqualityIsIdentityForFields() {
        let a = Table([:])
        let b = Table([:])
        XCTAssertEqual(MustacheValue.fields(a), .fields(a))
        XCTAssertNotEqual(MustacheValue.fields(a), .fields(b))
        XCTAssertNotEqual(MustacheValue.fields(a), .object([:]))
        XCTAssertEqual(MustacheValue.list(["x", 1]), .list(["x", 1]))
        XCTAssertNotEqual(MustacheValue.string("x"), .html("x"))
    }
}

@testable import Importers
import XCTest

final class NamespaceRepairTests: XCTestCase {
    private func repaired(_ text: String) -> String {
        String(decoding: NamespaceRepair.declareMissingPrefixes(Array(text.utf8)), as: UTF8.self)
    }

    func testDeclaresUndeclaredPrefixesOnTheRoot() {
        let text = repaired(#"<?xml version="1.0"?><rss version="2.0" xmlns:wp="u"><atom:link href="x"/><wp:a dc:x="1"/></rss>"#)
        XCTAssertTrue(text.contains(#"<rss xmlns:atom="urn:threadfold:undeclared:atom" xmlns:dc="urn:threadfold:undeclared:dc" version="2.0" xmlns:wp="u">"#), text)
    }

    func testIgnoresTextCDATACommentsAndAttributeValues() {
        let source = #"<root a="b:c"><!-- x:y --><t>see: http://x</t><![CDATA[<fake:tag>]]></root>"#
        XCTAssertEqual(repaired(source), source)
    }

    func testDocumentWithNothingMissingIsUnchanged() {
        let source = #"<disqus xmlns:dsq="u"><thread dsq:id="1"/></disqus>"#
        XCTAssertEqual(repaired(source), source)
    }
}

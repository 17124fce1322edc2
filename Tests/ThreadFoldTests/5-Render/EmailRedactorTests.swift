import XCTest

@testable import ThreadFold

final class EmailRedactorTests: XCTestCase {
    private func redacted(_ text: String) -> String {
        EmailRedactor.redact(text, with: "[email hidden]").text
    }

    func testAddressesReadersTypeAreHidden() {
        XCTAssertEqual(redacted("发我邮箱 844969593@qq.com 谢谢"), "发我邮箱 [email hidden] 谢谢")
        XCTAssertEqual(
            redacted("<p>mail: <a href=\"mailto:a.b+c@mail.example.org\">a.b+c@mail.example.org</a>.</p>"),
            "<p>mail: <a href=\"mailto:[email hidden]\">[email hidden]</a>.</p>")
        XCTAssertEqual(redacted("x@y.cn,z_9@163.com。"), "[email hidden],[email hidden]。")
        XCTAssertEqual(EmailRedactor.redact("a@b.co and c@d.io", with: "•").count, 2)
    }

    func testThingsThatAreNotAddressesStay() {
        for text in ["@ada thanks", "ada@", "a@b", "a@b.c", "me@localhost", "price @ 5.00", "a@1.23", ".@x.com", "x@-.", "no at sign"] {
            XCTAssertEqual(redacted(text), text, text)
        }
        XCTAssertEqual(redacted("..a@b.com"), "..[email hidden]", "leading dots are not part of the address")
        XCTAssertEqual(redacted("end a@b.com."), "end [email hidden].", "a full stop after the address stays")
    }
}

import Foundation
import TestSupport
import ThreadFold
import XCTest

/// Bundled locales are complete; a site's own `locales/xx.json` beside its config adds a
/// language or overrides keys, and `check` and `build` say what is missing or unknown.
final class LocaleFilesTests: XCTestCase {
    func testEveryBundledLocaleIsCompleteAndClean() throws {
        XCTAssertEqual(BundledTheme.locales, ["ar", "de", "en", "es", "fr", "ja", "ko", "pt-BR", "ru", "zh-Hans", "zh-Hant"])
        for locale in BundledTheme.locales {
            let theme = try Theme.load(templates: nil, public: nil, locale: locale, io: .disk)
            XCTAssertEqual(theme.notices.map(\.description), [], "\(locale) has every key, every plural form and valid dates")
            XCTAssertEqual(theme.strings["lang"], locale)
        }
    }

    func testASitesOwnFileOverridesKeysOfABundledLocale() throws {
        let project = try TemporaryFolder("locale-override", removedAfter: self)
        try project.write("in/t.json", SmallThread.json)
        try project.write("threadfold.json", #"{"input": "in", "output": "site", "locale": "fr"}"#)
        try project.write("locales/fr.json", #"{"siteTitle": "Les commentaires du blog", "anonymus": "x"}"#)
        let run = CLIRun(["build", "--config", project.path("threadfold.json")])
        XCTAssertEqual(run.code, .ok, run.all)
        let index = try String(contentsOfFile: project.path("site/index.html"), encoding: .utf8)
        XCTAssertTrue(index.contains("Les commentaires du blog"), "the override wins")
        XCTAssertTrue(index.contains("Aller au contenu"), "the other keys are the bundled French")
        let unknown = run.warnings.first { $0.contains("locales/fr.json") && $0.contains("unknown key(s)") }
        XCTAssertTrue(unknown?.contains("anonymus") ?? false, run.err)
    }

    func testANewLanguageBesideTheConfigFallsBackToEnglishAndCheckSaysSo() throws {
        let project = try TemporaryFolder("locale-new", removedAfter: self)
        try project.write("in/t.json", SmallThread.json)
        try project.write("threadfold.json", #"{"input": "in", "output": "site", "locale": "eo"}"#)
        try project.write("locales/eo.json", #"{"lang": "eo", "siteTitle": "Arkivo de komentoj", "comments": "{n} komentoj"}"#)
        let check = CLIRun(["check", "--config", project.path("threadfold.json")])
        XCTAssertEqual(check.code, .ok, check.all)
        let warning = try XCTUnwrap(check.warnings.first { $0.contains("locales/eo.json") && $0.contains("shown in English") }, check.err)
        XCTAssertTrue(warning.contains("skipToContent"), warning)
        XCTAssertFalse(warning.contains("siteTitle"), "a key the file has is not missing")
        XCTAssertTrue(check.warnings.contains { $0.contains("comments_one") }, "English counts have a one form: \(check.err)")
        let strict = CLIRun(["check", "--config", project.path("threadfold.json"), "--strict"])
        XCTAssertEqual(strict.code, .dataError, "--strict fails on them")
        let build = CLIRun(["build", "--config", project.path("threadfold.json")])
        XCTAssertEqual(build.code, .ok, build.all)
        let page = try String(contentsOfFile: project.path("site/t/hello.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("lang=\"eo\""))
        XCTAssertTrue(page.contains("Arkivo de komentoj"))
        XCTAssertTrue(page.contains("3 komentoj"), "its own words")
        XCTAssertTrue(page.contains("Skip to content"), "a missing key shows the English text")
    }

    func testBrokenDateDataIsReported() throws {
        let project = try TemporaryFolder("locale-dates", removedAfter: self)
        try project.write("in/t.json", SmallThread.json)
        try project.write("threadfold.json", #"{"input": "in", "output": "site", "locale": "de"}"#)
        try project.write("locales/de.json", #"{"dateTime": "{dd}.{MM}.{YYYY}", "monthNames": "Januar|Februar", "dir": "up"}"#)
        let check = CLIRun(["check", "--config", project.path("threadfold.json")])
        XCTAssertTrue(check.warnings.contains { $0.contains("{YYYY}") }, check.err)
        XCTAssertTrue(check.warnings.contains { $0.contains("\"monthNames\" needs 12 names") }, check.err)
        XCTAssertTrue(check.warnings.contains { $0.contains("\"dir\" is \"ltr\" or \"rtl\"") }, check.err)
    }

    func testEveryBundledLocaleBuilds() throws {
        let project = try TemporaryFolder("locale-all", removedAfter: self)
        try project.write("in/t.json", SmallThread.json)
        for locale in BundledTheme.locales {
            let run = CLIRun(["build", project.path("in"), "-o", project.path("site-" + locale), "--locale", locale])
            XCTAssertEqual(run.code, .ok, "\(locale): \(run.all)")
            XCTAssertEqual(run.warnings, [], locale)
            let page = try String(contentsOfFile: project.path("site-\(locale)/t/hello.html"), encoding: .utf8)
            XCTAssertTrue(page.contains("<html lang=\"\(locale)\""), locale)
        }
    }
}

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
        XCTAssertTrue(check.out.contains("0 errors, 2 warnings"), "the summary counts them: \(check.out)")
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

    func testLocaleFilesInAnInputFolderWithItsConfigAreNotThreads() throws {
        let project = try TemporaryFolder("locale-in-input", removedAfter: self)
        try project.write("site-src/t.json", SmallThread.json)
        try project.write("site-src/threadfold.json", #"{"locale": "fr"}"#)
        try project.write("site-src/locales/fr.json", #"{"siteTitle": "Nos commentaires"}"#)
        let run = CLIRun(["build", project.path("site-src"), "-o", project.path("out")])
        XCTAssertEqual(run.code, .ok, run.all)
        XCTAssertTrue(run.out.contains("Built 1 thread"), run.out)
        let index = try String(contentsOfFile: project.path("out/index.html"), encoding: .utf8)
        XCTAssertTrue(index.contains("Nos commentaires"), "the config beside the inputs finds its locales/")
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

    /// Each bundled locale builds pages with hidden replies, pagination and a tree, and no
    /// page holds an interface string of another locale (a whole text or attribute value
    /// equal to one of that locale's words that this locale does not also use).
    func testEveryBundledLocaleBuildsAndSpeaksOnlyItsOwnWords() throws {
        let project = try TemporaryFolder("locale-all", removedAfter: self)
        try project.write("in/t.json", Self.busyThread)
        let words = try Dictionary(uniqueKeysWithValues: BundledTheme.locales.map { ($0, try Self.interfaceWords($0)) })
        for locale in BundledTheme.locales {
            let out = project.path("site-" + locale)
            let run = CLIRun([
                "build", project.path("in"), "-o", out, "--locale", locale, "--replies-shown", "1", "--comments-per-page", "2",
            ])
            XCTAssertEqual(run.code, .ok, "\(locale): \(run.all)")
            XCTAssertEqual(run.warnings, [], locale)
            let page = try String(contentsOfFile: out + "/t/hello.html", encoding: .utf8)
            XCTAssertTrue(page.contains("<html lang=\"\(locale)\""), locale)
            let own = words[locale] ?? []
            for name in try FileManager.default.subpathsOfDirectory(atPath: out) where name.hasSuffix(".html") {
                let segments = Self.segments(try String(contentsOfFile: out + "/" + name, encoding: .utf8))
                XCTAssertTrue(segments.contains(own.first { $0.count > 3 && segments.contains($0) } ?? "none"), "\(name) speaks \(locale)")
                for (other, theirs) in words where other != locale {
                    let foreign = segments.intersection(theirs.subtracting(own))
                    XCTAssertEqual(foreign, [], "\(locale) \(name) holds \(other) words")
                }
            }
        }
    }

    func testTheRealCorpusBuildsInEveryLocale() throws {
        let corpus = try SharedData.path("corpus/real", for: "LocaleFilesTests")
        let project = try TemporaryFolder("locale-corpus", removedAfter: self)
        for locale in BundledTheme.locales {
            let out = project.path(locale)
            let run = CLIRun(["build", corpus, "-o", out, "--locale", locale, "--no-search", "-q"])
            XCTAssertEqual(run.code, .ok, "\(locale): \(run.all)")
            XCTAssertEqual(run.warnings, [], locale)
            let index = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
            XCTAssertTrue(index.contains("<html lang=\"\(locale)\""), locale)
        }
    }

    private static let busyThread = """
        {"id": "hello", "title": "Hello", "comments": [
          {"id": "1", "user": "Ada", "content": "First."},
          {"id": "2", "parentID": "1", "user": "Lin", "content": "Reply."},
          {"id": "3", "parentID": "1", "content": "Another reply."},
          {"id": "4", "parentID": "1", "user": "Kim", "content": "And one more."},
          {"id": "5", "user": "Bo", "content": "Second."},
          {"id": "6", "user": "Cy", "content": ""}
        ]}
        """

    /// A locale's words that stand alone on a page: values without placeholders, not the
    /// data keys (names of months, digits, separators).
    private static func interfaceWords(_ locale: String) throws -> Set<String> {
        let url = PackagePaths.root.appendingPathComponent("Templates/locales/\(locale).json")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: String])
        let data: Set<String> = [
            "lang", "dir", "colon", "repliedToEnd", "numberGroup", "numberDigits", "numberMinimumGrouping", "dateTime",
            "monthNames", "monthNamesShort", "weekdayNames", "weekdayNamesShort", "dayPeriods",
        ]
        return Set(
            object.filter { !data.contains($0.key) && !$0.value.contains("{") }.values.map { $0.trimmingCharacters(in: .whitespaces) })
    }

    /// Every text between tags and every quoted attribute value, trimmed.
    private static func segments(_ html: String) -> Set<String> {
        var found: Set<String> = []
        for piece in html.split(whereSeparator: { $0 == "<" || $0 == ">" || $0 == "\"" }) {
            let text = piece.trimmingCharacters(in: .whitespacesAndNewlines)
            if !text.isEmpty { found.insert(text) }
        }
        return found
    }
}

import XCTest

@testable import ThreadFold

/// What `embed` reads of a blog's config: its language (and the locale that fits it), its
/// theme (and that theme's hook for comments), and what Jekyll would publish raw.
final class BlogSettingsTests: XCTestCase {
    private func blog(_ files: [String: String], _ target: EmbedTarget) -> BlogSettings {
        BlogSettings.read(
            root: "/blog", target: target,
            io: .memory(files.mapValues { Array($0.utf8) }.reduce(into: [:]) { $0["/blog/" + $1.key] = $1.value }))
    }

    func testHugoLanguageAndThemeFromTOMLYAMLAndJSON() {
        let toml =
            "baseURL = \"https://x.example/notes/\"\nlanguageCode = \"en-us\" # comment\ntheme = [\"PaperMod\", \"other\"]\n[params]\nlanguageCode = \"fr\"\n"
        XCTAssertEqual(blog(["hugo.toml": toml], .hugo), BlogSettings(file: "hugo.toml", language: "en-us", theme: "PaperMod"))
        XCTAssertEqual(
            blog(["config.yaml": "defaultContentLanguage: zh-cn\ntheme: hugo-blowfish\nparams:\n  theme: x\n"], .hugo),
            BlogSettings(file: "config.yaml", language: "zh-cn", theme: "hugo-blowfish"))
        XCTAssertEqual(
            blog(["hugo.json": #"{"languageCode": "ja", "theme": "ananke"}"#], .hugo),
            BlogSettings(file: "hugo.json", language: "ja", theme: "ananke"))
        XCTAssertEqual(blog(["_config.yml": "lang: de-DE\nremote_theme: mmistakes/minimal-mistakes\n"], .jekyll).theme, "minimal-mistakes")
        XCTAssertEqual(blog([:], .hugo), BlogSettings())
    }

    func testALanguageTagFindsTheLocaleThatFitsIt() {
        let available: Set = ["en", "zh-Hans", "zh-Hant", "pt-BR", "fr", "ar"]
        let cases = [
            ("en-us", "en"), ("EN_GB", "en"), ("zh-cn", "zh-Hans"), ("zh", "zh-Hans"), ("zh-TW", "zh-Hant"), ("zh-Hant-HK", "zh-Hant"),
            ("pt", "pt-BR"), ("pt-PT", "pt-BR"), ("fr-CA", "fr"), ("ar-EG", "ar"),
        ]
        for (tag, locale) in cases { XCTAssertEqual(BlogSettings.locale(for: tag, available: available), locale, tag) }
        XCTAssertNil(BlogSettings.locale(for: "sv-SE", available: available))
    }

    func testKnownThemesHaveTheirHookWhateverTheConfigCallsThem() throws {
        XCTAssertEqual(ThemeHook.hook(theme: "adityatelange/hugo-PaperMod", target: .hugo)?.file, "layouts/partials/comments.html")
        XCTAssertEqual(ThemeHook.hook(theme: "PaperMod", target: .hugo)?.theme, "papermod")
        XCTAssertEqual(ThemeHook.hook(theme: "minima", target: .jekyll)?.file, "_includes/disqus_comments.html")
        XCTAssertEqual(
            ThemeHook.hook(theme: "mmistakes/minimal-mistakes", target: .jekyll)?.file, "_includes/comments-providers/custom.html")
        XCTAssertNil(ThemeHook.hook(theme: "minima", target: .hugo), "a Jekyll theme's hook is not Hugo's")
        XCTAssertNil(ThemeHook.hook(theme: "some-theme", target: .hugo))
        let steps = try XCTUnwrap(ThemeHook.unknownThemeSteps("some-theme", target: .hugo))
        XCTAssertTrue(steps.contains("themes/some-theme/layouts/_default/single.html"), steps)
        XCTAssertTrue(ThemeHook.hook(theme: "minima", target: .jekyll)!.steps.contains("{% include threadfold.html %}"))
    }

    func testJekyllPublishesInputsInItsSourceUnlessExcluded() {
        let io = FileIO.memory(["/blog/comments/a.json": [], "/blog/_threads/b.json": [], "/elsewhere/c.json": []])
        XCTAssertEqual(JekyllSource.publishedInput("/blog/comments", root: "/blog", configFile: nil, io: io), "comments")
        XCTAssertNil(JekyllSource.publishedInput("/blog/_threads", root: "/blog", configFile: nil, io: io), "_ folders are not published")
        XCTAssertNil(JekyllSource.publishedInput("/elsewhere", root: "/blog", configFile: nil, io: io))
        XCTAssertEqual(JekyllSource.excludes("title: x\nexclude: [build.sh, \"comments\"]\n"), ["build.sh", "comments"])
        XCTAssertEqual(JekyllSource.excludes("exclude:\n  - comments/\n  - vendor\nplugins: []\n"), ["comments/", "vendor"])
    }
}

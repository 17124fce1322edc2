import Foundation
import TestSupport
import ThreadFold
import XCTest

/// `"locale": "auto"`: the archive's own language from the scripts of its titles and
/// bodies, said once; each thread's `lang` following its own text.
final class AutoLocaleTests: XCTestCase {
    private static let real = "corpus/real"

    private func detect(_ files: [String]) throws -> ArchiveLanguage.Choice {
        let paths = try files.map { try SharedData.path(Self.real + "/" + $0, for: "AutoLocaleTests") }
        return ArchiveLanguage.detect(paths, io: .disk)
    }

    func testTheSharedChineseDisqusThreadsAreZhHans() throws {
        let choice = try detect(["disqus-tanglei-baoyan-experiences-share.json", "site-dump-tanglei-disqus.ndjson"])
        XCTAssertEqual(choice.locale, "zh-Hans", choice.counts.summary)
    }

    func testTheSharedHNAndWordPressThreadsAreEnglish() throws {
        let choice = try detect([
            "hn-49220339.json", "wordpress-timothyfitz-continuous-deployment-at-imvu.json", "wordpress-timothyfitz-webhooks.json",
        ])
        XCTAssertEqual(choice.locale, "en", choice.counts.summary)
    }

    /// Small generated archives, one per script family and Latin-script language.
    func testEachScriptAndLatinLanguageIsRecognised() throws {
        let samples: [(String, [String])] = [
            ("ja", ["今日はとても良い天気ですね。", "そうですね、散歩に行きたいです。", "この記事はとても参考になりました。ありがとうございます。"]),
            (
                "ru",
                ["Спасибо за статью, очень полезно.", "Я попробовал, и всё заработало с первого раза.", "А как это сделать на Windows?"]
            ),
            ("ar", ["شكرا على المقال، مفيد جدا.", "جربت الطريقة ونجحت من أول مرة.", "هل يمكن استخدام هذا على ويندوز؟"]),
            ("ko", ["좋은 글 감사합니다.", "저도 같은 문제가 있었는데 해결했어요.", "윈도우에서도 되나요?"]),
            ("zh-Hant", ["這篇文章寫得很好，謝謝分享。", "我們也遇到過這個問題，後來換了設定就沒事了。", "請問這個在 Windows 上也能用嗎？"]),
            ("zh-Hans", ["这篇文章写得很好，谢谢分享。", "我们也遇到过这个问题，后来换了设置就没事了。", "请问这个在 Windows 上也能用吗？"]),
            (
                "fr",
                [
                    "Merci pour cet article, il est très utile.", "Je ne suis pas sûr que ce soit le cas dans les versions récentes.",
                    "Avec la dernière version, le problème est réglé.",
                ]
            ),
            (
                "de",
                [
                    "Danke für den Artikel, das ist sehr hilfreich.",
                    "Ich habe es auch so gemacht und es funktioniert nicht mit der alten Version.",
                    "Die Lösung ist einfach und auch schnell.",
                ]
            ),
            (
                "es",
                [
                    "Gracias por el artículo, es muy útil.", "Yo también lo probé pero no funciona con los datos del servidor.",
                    "Hay una solución más simple por aquí.",
                ]
            ),
            (
                "pt-BR",
                [
                    "Obrigado pelo artigo, muito útil.", "Eu também testei mas não funciona com os dados do servidor.",
                    "Você sabe se isso é possível em outra versão?",
                ]
            ),
            (
                "en",
                ["Thanks for the article, this is very useful.", "I tried it and it works with the old version.", "What about Windows?"]
            ),
        ]
        let folder = try TemporaryFolder("auto-locale", removedAfter: self)
        for (locale, texts) in samples {
            let comments = texts.enumerated().map { i, text in ["id": "\(i)", "user": "u\(i)", "content": text] }
            let thread: [String: Any] = ["id": locale, "title": texts[0], "comments": comments]
            try folder.write("\(locale)/t.json", try JSONSerialization.data(withJSONObject: thread).map { $0 })
            let choice = ArchiveLanguage.detect([folder.path(locale)], io: .disk)
            XCTAssertEqual(choice.locale, locale, "\(texts[0]): \(choice.counts.summary)")
        }
    }

    func testJSONEscapesKeysAndMarkupAreNotText() {
        var counts = ScriptCounts()
        counts.add(
            scanning: Array(
                #"{"content": "\u8fd9\u662f\u4e2d\u6587", "user": "Alexander Hamilton the Third", "url": "https://example.com/a"}"#.utf8))
        XCTAssertEqual(counts.letters[.han], 4, "\\u escapes are read")
        XCTAssertNil(counts.letters[.latin], "names, URLs and keys are not counted")
        var html = ScriptCounts()
        html.add("<p class=\"comment\"><a href=\"https://example.com/path\">链接</a> see https://example.org/x</p>")
        XCTAssertEqual(html.letters[.latin], 3, "only \"see\"")
        XCTAssertEqual(html.letters[.han], 2)
    }

    func testABuildSaysItsChoiceOnceAndAMixedArchiveTagsEachThread() throws {
        let project = try TemporaryFolder("auto-mixed", removedAfter: self)
        let chinese = "这篇文章写得很好，谢谢分享。我们也遇到过这个问题，后来换了设置就没事了。请问这个在别的系统上也能用吗？"
        try project.write(
            "in/zh.json", #"{"id": "zh", "title": "中文话题", "comments": [{"id": "1", "user": "甲", "content": "\#(chinese)"}]}"#)
        try project.write(
            "in/en.json",
            #"{"id": "en", "title": "An English thread", "comments": [{"id": "1", "user": "Ada", "content": "This is the first comment and it is in English, with the usual words of the language."}]}"#
        )
        try project.write(
            "in/fr.json", #"{"id": "fr", "title": "Salut", "lang": "fr", "comments": [{"id": "1", "user": "Zoé", "content": "Bonjour."}]}"#)
        let run = CLIRun(["build", project.path("in"), "-o", project.path("site")])
        XCTAssertEqual(run.code, .ok, run.all)
        XCTAssertEqual(run.err.components(separatedBy: "note: locale auto → zh-Hans").count, 2, "said once: \(run.err)")
        let english = try String(contentsOfFile: project.path("site/t/en.html"), encoding: .utf8)
        XCTAssertTrue(english.contains("<html lang=\"zh-Hans\""), "the interface is the archive's language")
        XCTAssertTrue(english.contains("<ol class=\"comments\" lang=\"en\">"), "the English thread's text is tagged en")
        XCTAssertTrue(english.contains("<h1 class=\"thread-title\" lang=\"en\">"))
        let index = try String(contentsOfFile: project.path("site/index.html"), encoding: .utf8)
        XCTAssertTrue(index.contains("href=\"t/en.html\" lang=\"en\">An English thread</a>"), "the index tags the title too")
        XCTAssertTrue(index.contains("href=\"t/zh.html\">中文话题</a>"))
        let chinesePage = try String(contentsOfFile: project.path("site/t/zh.html"), encoding: .utf8)
        XCTAssertTrue(chinesePage.contains("<ol class=\"comments\">"), "a thread in the site's language carries no lang of its own")
        let french = try String(contentsOfFile: project.path("site/t/fr.html"), encoding: .utf8)
        XCTAssertTrue(french.contains("<ol class=\"comments\" lang=\"fr\">"), "a thread file's \"lang\" wins")
        let check = CLIRun(["check", project.path("in")])
        XCTAssertTrue(check.err.contains("note: locale auto → zh-Hans"), "check says what auto picks: \(check.err)")
        let quiet = CLIRun(["build", project.path("in"), "-o", project.path("site"), "--quiet"])
        XCTAssertFalse(quiet.err.contains("note: locale"), quiet.err)
        let named = CLIRun(["build", project.path("in"), "-o", project.path("site"), "--locale", "zh-Hans"])
        XCTAssertFalse(named.err.contains("note: locale"), named.err)
        let page = try String(contentsOfFile: project.path("site/t/en.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("<ol class=\"comments\">"), "a locale given by name keeps every thread in it unless the file says")
    }

    func testALangThatIsNotALanguageTagIsIgnored() throws {
        let project = try TemporaryFolder("auto-bad-lang", removedAfter: self)
        try project.write(
            "in/t.json", #"{"id": "t", "title": "Hi", "lang": "en\" onmouseover=\"x", "comments": [{"id": "1", "content": "Hello."}]}"#)
        let run = CLIRun(["build", project.path("in"), "-o", project.path("site"), "--locale", "de"])
        XCTAssertEqual(run.code, .ok, run.all)
        let page = try String(contentsOfFile: project.path("site/t/t.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("<ol class=\"comments\">"), "no lang from a value that is not a tag")
        XCTAssertFalse(page.contains("onmouseover"))
    }

    func testInitWritesTheLocaleItIsGiven() throws {
        let project = try TemporaryFolder("auto-init", removedAfter: self)
        XCTAssertEqual(CLIRun(["init", project.path("p"), "--locale", "fr"]).code, .ok)
        let config = try String(contentsOfFile: project.path("p/threadfold.json"), encoding: .utf8)
        XCTAssertTrue(config.contains("\"locale\": \"fr\""), config)
        XCTAssertEqual(CLIRun(["init", project.path("q"), "--locale", "xx"]).code, .usage)
    }
}

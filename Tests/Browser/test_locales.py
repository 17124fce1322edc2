"""Every bundled locale (issue 30): Examples/ built in each passes axe (index and a thread
page with its hidden replies open) and the Nu checker on every page."""
import subprocess
from pathlib import Path

import pytest

from conftest import PACKAGE_ROOT, build_site
from support import site_map
from test_accessibility import axe_violations, describe
from test_html_valid import checker

LOCALES = sorted(p.stem for p in (PACKAGE_ROOT / "Templates" / "locales").glob("*.json"))


@pytest.fixture(scope="module")
def locale_sites(binary, tmp_path_factory):
    root = tmp_path_factory.mktemp("locales")
    return {locale: build_site([PACKAGE_ROOT / "Examples"], root / locale, "--locale", locale) for locale in LOCALES}


def test_eleven_locales_are_bundled():
    assert LOCALES == ["ar", "de", "en", "es", "fr", "ja", "ko", "pt-BR", "ru", "zh-Hans", "zh-Hant"]


@pytest.mark.parametrize("locale", LOCALES)
def test_axe_reports_no_violations(page, locale_sites, locale):
    site = locale_sites[locale]
    thread = site_map.comment_for_fold_test(site)
    assert thread is not None, f"{site}: no thread with hidden replies"
    for path in (site / "index.html", thread.page):
        violations, _ = axe_violations(page, path)
        assert violations == [], f"{locale} {path.name}: {describe(violations)}"


def test_every_page_of_every_locale_is_valid_html(locale_sites):
    pages = [p for site in locale_sites.values() for p in site_map.html_pages(site)]
    result = subprocess.run([checker(), "--format", "gnu", *map(str, pages)], capture_output=True, text=True)
    errors = [line for line in (result.stdout + result.stderr).splitlines() if line.startswith('"file:')]
    assert errors == [], "\n".join(errors[:20])
    assert len(pages) >= 11 * 5, f"{len(pages)} pages checked"


# One small archive per script family, in its own language, built with "locale": "auto":
# the screenshots in docs/screenshots/locale-*.png (refresh with
# `THREADFOLD_SCREENSHOTS=docs/screenshots Tests/Browser/run.sh -k locale_screenshot`).
FAMILIES = {
    "latin": ("en", "Moving the blog to a static site",
              ["Thanks for the write-up, this is what I was looking for.", "Did the comments survive the move?",
               "They did: every one of them is here.", "And the links to old comments still work."]),
    "han": ("zh-Hans", "把博客迁移到静态网站",
            ["谢谢分享，这正是我在找的。", "评论都保留下来了吗？", "都保留了，一条都没少。", "旧的评论链接也还能用。"]),
    "kana": ("ja", "ブログを静的サイトに移行しました",
             ["まとめてくださってありがとうございます。", "コメントはすべて残りましたか？", "はい、ひとつも失われていません。",
              "古いコメントへのリンクもそのまま使えます。"]),
    "hangul": ("ko", "블로그를 정적 사이트로 옮겼습니다",
               ["정리해 주셔서 감사합니다.", "댓글은 모두 남아 있나요?", "네, 하나도 빠짐없이 남아 있습니다.", "예전 댓글 링크도 그대로 작동합니다."]),
    "cyrillic": ("ru", "Перенос блога на статический сайт",
                 ["Спасибо за подробный рассказ.", "А комментарии сохранились?", "Да, все до единого.",
                  "И старые ссылки на комментарии тоже работают."]),
    "arabic": ("ar", "نقل المدونة إلى موقع ثابت",
               ["شكرا على الشرح، هذا ما كنت أبحث عنه.", "هل بقيت التعليقات بعد النقل؟", "نعم، كلها موجودة هنا.",
                "وروابط التعليقات القديمة ما زالت تعمل."]),
}


@pytest.mark.parametrize("family", list(FAMILIES))
def test_locale_screenshot(page, binary, tmp_path_factory, family):
    from test_screenshots import png_size, screenshot_dir
    from conftest import url_of
    from support import browser
    import json

    locale, title, texts = FAMILIES[family]
    folder = tmp_path_factory.mktemp(f"family-{family}")
    comments = [{"id": "1", "user": "Ada", "content": texts[0], "createdAt": "2024-05-14T09:05:00Z"}]
    comments += [{"id": str(i + 2), "parentID": "1", "user": f"u{i}", "content": text,
                  "createdAt": f"2024-05-14T1{i}:30:00Z"} for i, text in enumerate(texts[1:])]
    (folder / "in").mkdir()
    (folder / "in" / "post.json").write_text(json.dumps({"id": "post", "title": title, "comments": comments},
                                                        ensure_ascii=False), encoding="utf-8")
    result = subprocess.run([str(binary), "build", str(folder / "in"), "-o", str(folder / "site"), "--no-search",
                             "--replies-shown", "2"], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert f"locale auto → {locale}" in result.stderr, result.stderr
    browser.emulate(page, size=browser.PHONE, reduced_motion=True)
    browser.open_page(page, url_of(folder / "site" / "t" / "post.html"))
    assert page.execute_script("return document.documentElement.lang") == locale
    out = screenshot_dir() / f"locale-{family}-{locale}.png"
    out.write_bytes(page.get_screenshot_as_png())
    assert png_size(out) == browser.PHONE

"""Right to left in Chromium (issue 30): an Arabic site is mirrored — a reply's
indentation and the tree's rail are on the right, the disclosure chevron points left
while closed, pagination runs right to left — and an English comment inside reads left
to right. The fixture archive (written here) is built with --locale ar, once nested and
paginated, once as a tree."""
import json

import pytest
from selenium.webdriver.common.by import By

from conftest import build_site, url_of
from support import browser

ARABIC = "شكرا على المقال، مفيد جدا. جربت الطريقة ونجحت من أول مرة."
ENGLISH = "Thanks, this is an English reply inside an Arabic thread."


def fixture_thread():
    comments = [{"id": "a", "user": "سارة", "content": ARABIC}]
    comments += [{"id": f"r{i}", "parentID": "a", "user": f"مستخدم {i}", "content": f"رد رقم {i}"} for i in range(1, 4)]
    comments.append({"id": "en", "parentID": "a", "user": "Ada", "content": ENGLISH})
    comments.append({"id": "deep", "parentID": "r1", "user": "علي", "content": "رد على رد"})
    comments += [{"id": f"t{i}", "user": "زائر", "content": f"تعليق {i}"} for i in range(2, 7)]
    comments.append({"id": "en2", "user": "Lin", "content": "Thanks again, more English words."})
    return {"id": "rtl", "title": "نقاش تجريبي", "comments": comments}


@pytest.fixture(scope="module")
def rtl_sites(binary, tmp_path_factory):
    folder = tmp_path_factory.mktemp("rtl")
    inputs = folder / "input"
    inputs.mkdir()
    (inputs / "rtl.json").write_text(json.dumps(fixture_thread(), ensure_ascii=False), encoding="utf-8")
    nested = build_site([inputs], folder / "nested", "--locale", "ar", "--replies-shown", "2",
                        "--comments-per-page", "2")
    tree = build_site([inputs], folder / "tree", "--locale", "ar", "--layout", "tree", "--search")
    return nested, tree


def rect(driver, element):
    return driver.execute_script("const r = arguments[0].getBoundingClientRect();"
                                 "return {left: r.left, right: r.right, width: r.width};", element)


def style(driver, element, name, pseudo=None):
    return driver.execute_script("return getComputedStyle(arguments[0], arguments[2])"
                                 ".getPropertyValue(arguments[1]);", element, name, pseudo)


def test_page_is_rtl_and_reply_indentation_is_on_the_right(page, rtl_sites):
    nested, _ = rtl_sites
    browser.open_page(page, url_of(nested / "t" / "rtl.html"))
    html = page.find_element(By.TAG_NAME, "html")
    assert html.get_attribute("dir") == "rtl" and html.get_attribute("lang") == "ar"
    comment = page.find_element(By.ID, "c-a")
    replies = comment.find_element(By.CSS_SELECTOR, ":scope > .replies")
    outer, inner = rect(page, comment), rect(page, replies)
    assert outer["right"] - inner["right"] > 10, f"replies indented from the right: {outer} {inner}"
    assert abs(outer["left"] - inner["left"]) < 2, f"and flush on the left: {outer} {inner}"


def test_disclosure_marker_points_left_while_closed(page, rtl_sites):
    nested, _ = rtl_sites
    browser.open_page(page, url_of(nested / "t" / "rtl.html"))
    summary = page.find_element(By.CSS_SELECTOR, "#c-a details.more-replies > summary")
    closed = style(page, summary, "transform", "::before")
    # rotate(45deg) of a chevron drawn with its left and bottom borders: the corner points left.
    assert closed.startswith("matrix(0.707"), closed
    assert closed.split(",")[1].strip().startswith("0.707"), f"turned clockwise: {closed}"
    assert style(page, summary, "border-left-width", "::before") == "2px"
    assert style(page, summary, "border-right-width", "::before") == "0px"
    summary.click()
    browser.wait_until(page, lambda: summary.find_element(By.XPATH, "..").get_attribute("open") is not None)
    browser.wait_for_animations(page)
    opened = style(page, summary, "transform", "::before")
    assert opened.split(",")[1].strip().startswith("-0.707"), f"open: points down: {opened}"


def test_english_comment_inside_reads_left_to_right(page, rtl_sites):
    nested, _ = rtl_sites
    browser.open_page(page, url_of(nested / "t" / "rtl.html"))
    page.execute_script("document.querySelectorAll('details').forEach(d => d.open = true)")
    body = page.find_element(By.CSS_SELECTOR, "#c-en .body")
    assert body.get_attribute("dir") == "ltr"
    assert style(page, body, "direction") == "ltr"
    # Its English words start at the left edge of the body and run rightwards.
    words = page.execute_script(
        "const body = arguments[0], text = arguments[1];"
        "const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);"
        "let node; while ((node = walker.nextNode()) && !node.data.includes('Thanks')) {}"
        "const at = (i, n) => { const r = document.createRange(); r.setStart(node, i); r.setEnd(node, i + n);"
        "  return r.getBoundingClientRect().left; };"
        "const i = node.data.indexOf('Thanks'), j = node.data.indexOf('Arabic');"
        "return {first: at(i, 6), last: at(j, 6), bodyLeft: body.getBoundingClientRect().left};", body, ENGLISH)
    assert words["first"] < words["last"], f"'Thanks' left of 'Arabic': {words}"
    arabic = page.find_element(By.CSS_SELECTOR, "#c-a > .body")
    assert style(page, arabic, "direction") == "rtl"


def test_tree_rail_is_on_the_right(page, rtl_sites):
    _, tree = rtl_sites
    browser.open_page(page, url_of(tree / "t" / "rtl.html"))
    page.execute_script("document.querySelectorAll('details').forEach(d => d.open = true)")
    rail = page.find_element(By.CSS_SELECTOR, ".subtree-replies")
    assert style(page, rail, "border-right-width") == "2px"
    assert style(page, rail, "border-left-width") == "0px"
    assert float(style(page, rail, "padding-right").rstrip("px")) > 0


def test_pagination_runs_right_to_left(page, rtl_sites):
    nested, _ = rtl_sites
    browser.open_page(page, url_of(nested / "t" / "rtl.2.html"))
    nav = page.find_element(By.CSS_SELECTOR, "nav.pagination")
    previous = nav.find_element(By.CSS_SELECTOR, ".previous")
    following = nav.find_element(By.CSS_SELECTOR, ".next")
    assert rect(page, previous)["left"] > rect(page, following)["left"], "previous is on the right"
    assert previous.text == "السابق" and following.text == "التالي"
    numbers = [e.text for e in nav.find_elements(By.CSS_SELECTOR, ".page")]
    assert numbers[:2] == ["١", "٢"], numbers


def test_search_page_speaks_arabic_with_its_digits(page, rtl_sites):
    _, tree = rtl_sites
    browser.open_page(page, url_of(tree / "search.html") + "?q=thanks")
    status = page.find_element(By.ID, "search-status")
    browser.wait_until(page, lambda: status.text not in ("", "جارٍ البحث…"))
    assert page.find_element(By.CSS_SELECTOR, "h1.page-title").text == "بحث"
    assert status.text == "عدد التعليقات المطابقة: ٢", status.text
    assert len(page.find_elements(By.CSS_SELECTOR, "#search-results > li")) == 2

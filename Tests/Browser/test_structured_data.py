"""Structured data of every page of the real corpus, read by a real extractor (extruct, as
crawlers' own pipelines use it): one DiscussionForumPosting per thread page, every comment
of the page in its `comment` tree exactly once under the comment it answers, Google's
required properties present and well-formed (ISO 8601 dates with a zone, absolute URLs),
and the description and social-card tags of every page. docs/seo.md lists the properties.

The corpus is built with a base URL (structured data wants absolute URLs) and 20
top-level comments a page, so later pages of a paginated thread are checked too; once in
the nested layout and once in the tree layout."""
import re
import statistics
from datetime import datetime
from html.parser import HTMLParser
from pathlib import Path

import pytest

from conftest import SHARED_SKIP, build_site, shared_dir

extruct = pytest.importorskip("extruct", reason="extruct is not installed (run.sh installs requirements.txt)")

BASE = "https://archive.example/c/"
ISO_WITH_ZONE = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$")
# The posting stands for the first comment of the thread's first page.
POSTING = "posting"


@pytest.fixture(scope="module", params=["nested", "tree"])
def seo_site(binary, tmp_path_factory, request):
    corpus = shared_dir() / "corpus" / "real"
    if not corpus.is_dir():
        pytest.skip(f"{SHARED_SKIP} lacks corpus/real ({shared_dir()}; set THREADFOLD_SHARED): "
                    "skipped the structured-data checks")
    return build_site([corpus], tmp_path_factory.mktemp(f"seo-{request.param}") / "site",
                      "--base-url", BASE, "--comments-per-page", "20", "--layout", request.param)


class PageComments(HTMLParser):
    """The comments of a page as the reader sees them: each `li.comment` / `li.reply` by
    anchor, its top-level comment, and whom it answers (its own `a.to`)."""

    def __init__(self):
        super().__init__()
        self.stack = []  # open elements: (tag, anchor of the comment li or None)
        self.order = []
        self.top = {}
        self.answers = {}
        self.meta = {}
        self.text = []  # the comments' text, as shown

    def innermost_comment(self):
        return next((anchor for _, anchor in reversed(self.stack) if anchor), None)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        classes = (attrs.get("class") or "").split()
        anchor = None
        if tag == "li" and ("comment" in classes or "reply" in classes):
            anchor = attrs["id"][2:]
            self.order.append(anchor)
            self.top[anchor] = anchor if "comment" in classes else self.top[self.innermost_comment()]
        elif tag == "a" and "to" in classes:
            owner = self.innermost_comment()
            self.answers.setdefault(owner, attrs["href"][3:])
        elif tag == "meta":
            key = attrs.get("name") or attrs.get("property")
            self.meta[key] = attrs.get("content")
        if tag not in ("meta", "link", "br", "img", "input", "hr", "wbr", "source"):
            self.stack.append((tag, anchor))

    def handle_data(self, data):
        if self.innermost_comment():
            self.text.append(data)

    def handle_endtag(self, tag):
        # An end tag closes the innermost open element of its name (and what it holds);
        # one without an open element is ignored, as a browser ignores it.
        for index in range(len(self.stack) - 1, -1, -1):
            if self.stack[index][0] == tag:
                del self.stack[index:]
                break

    def expected_parent(self, anchor, posting_anchor):
        """The anchor of the item a comment belongs under: whom it answers when that is in
        its top-level comment's group, else its top-level comment; top-level comments
        (and the posting's own replies) under the posting."""
        top = self.top[anchor]
        if anchor == top:
            return POSTING
        answered = self.answers.get(anchor)
        parent = answered if answered in self.top and self.top[answered] == top and answered != anchor else top
        return POSTING if parent == posting_anchor else parent


def anchor_of(url):
    return url.split("#c-", 1)[1]


def check_item(item, kind, problems, where):
    name = (item.get("author") or {}).get("name")
    if not isinstance(name, str) or not name:
        problems.append(f"{where}: {kind} without author.name")
    date = item.get("datePublished")
    if not (isinstance(date, str) and ISO_WITH_ZONE.match(date)):
        problems.append(f"{where}: {kind} datePublished {date!r} is not ISO 8601 with a zone")
    else:
        datetime.fromisoformat(date.replace("Z", "+00:00"))
    if not isinstance(item.get("text"), str) or not item["text"].strip():
        problems.append(f"{where}: {kind} without text")
    url = item.get("url")
    if not (isinstance(url, str) and url.startswith(BASE)):
        problems.append(f"{where}: {kind} url {url!r} is not absolute under {BASE}")


def posting_tree(posting, page_url, problems, where):
    """(anchor → parent anchor) over the posting's comment tree, walked with a stack; each
    comment's url is this page's plus the comment's anchor."""
    parents = {}
    stack = [(child, POSTING) for child in reversed(posting.get("comment", []))]
    while stack:
        item, parent = stack.pop()
        if item.get("@type") != "Comment":
            problems.append(f"{where}: an item of type {item.get('@type')!r} in the comment tree")
        check_item(item, "Comment", problems, where)
        if not str(item.get("url")).startswith(page_url + "#c-"):
            problems.append(f"{where}: comment url {item.get('url')} is not on this page")
        anchor = anchor_of(item.get("url", "#c-?"))
        if anchor in parents:
            problems.append(f"{where}: comment {anchor} twice in the structured data")
        parents[anchor] = parent
        stack += [(child, anchor) for child in reversed(item.get("comment", []))]
    return parents


def check_thread_page(path, relative, html, first_page_url):
    problems = []
    page_url = BASE + relative
    data = extruct.extract(html, base_url=page_url, syntaxes=["json-ld"], uniform=False)["json-ld"]
    postings = [item for item in data if item.get("@type") == "DiscussionForumPosting"]
    if len(postings) != 1:
        return [f"{relative}: {len(postings)} DiscussionForumPosting items"], 0
    posting = postings[0]
    check_item(posting, "DiscussionForumPosting", problems, relative)
    if posting.get("url") != first_page_url:
        problems.append(f"{relative}: posting url {posting.get('url')} is not the first page {first_page_url}")
    if not posting.get("headline"):
        problems.append(f"{relative}: posting without headline")
    stat = posting.get("interactionStatistic") or {}
    if stat.get("interactionType") != "https://schema.org/CommentAction" or not isinstance(stat.get("userInteractionCount"), int):
        problems.append(f"{relative}: posting without a comment count")
    comments = PageComments()
    comments.feed(html)
    posting_anchor = anchor_of(posting["@id"])
    parents = posting_tree(posting, page_url, problems, relative)
    represented = set(parents) | ({posting_anchor} if posting_anchor in comments.top else set())
    if represented != set(comments.order) or len(comments.order) != len(set(comments.order)):
        missing = set(comments.order) - represented
        extra = represented - set(comments.order)
        problems.append(f"{relative}: comments missing from the structured data {sorted(missing)[:5]}, "
                        f"not on the page {sorted(extra)[:5]}")
    for anchor, parent in parents.items():
        if anchor in comments.top and comments.expected_parent(anchor, posting_anchor) != parent:
            problems.append(f"{relative}: comment {anchor} is under {parent}, expected "
                            f"{comments.expected_parent(anchor, posting_anchor)}")
    return problems, len(represented)


def test_every_thread_page_has_one_posting_with_every_comment_once(seo_site):
    pages = sorted((seo_site / "t").rglob("*.html"))
    assert pages, "no thread pages"
    problems, represented, lengths = [], 0, []
    for path in pages:
        relative = path.relative_to(seo_site).as_posix()
        first = re.sub(r"\.\d+\.html$", ".html", relative)
        found, count = check_thread_page(path, relative, path.read_text(encoding="utf-8"), BASE + first)
        problems += found
        represented += count
        description = PageComments()
        description.feed(path.read_text(encoding="utf-8"))
        lengths.append(len(description.meta.get("description") or ""))
    assert not problems, "\n".join(problems[:40])
    print(f"structured data: {len(pages)} thread pages, {represented} comments represented; "
          f"description length min {min(lengths)} median {statistics.median(lengths)} max {max(lengths)}")


def test_every_page_has_a_description_and_social_card(seo_site):
    problems, descriptions = [], {}
    # First pages before later ones: a later page carries its thread's description.
    paths = sorted(seo_site.rglob("*.html"), key=lambda p: (bool(re.search(r"\.\d+\.html$", p.name)), str(p)))
    for path in paths:
        relative = path.relative_to(seo_site).as_posix()
        if relative in ("404.html", "search.html"):
            continue
        page = PageComments()
        page.feed(path.read_text(encoding="utf-8"))
        for key in ("og:title", "og:type", "og:site_name", "og:locale", "twitter:card", "og:url"):
            if not page.meta.get(key):
                problems.append(f"{relative}: no {key}")
        if not relative.startswith("t/"):
            continue
        description = page.meta.get("description") or ""
        first = re.sub(r"\.\d+\.html$", ".html", relative)
        if first != relative:
            if description != descriptions.get(first):
                problems.append(f"{relative}: description differs from the first page's")
            continue
        descriptions[relative] = description
        # Entities and markup gone: the description is text a reader sees in the first comment.
        shown = re.sub(r"\s+", "", "".join(page.text))
        if not description or re.sub(r"\s+", "", description.removesuffix("…")) not in shown:
            problems.append(f"{relative}: description {description[:60]!r} is not the opening of a comment as shown")
        if len(description) > 160:
            problems.append(f"{relative}: description of {len(description)} characters")
        if page.meta["og:url"] != BASE + relative:
            problems.append(f"{relative}: og:url {page.meta['og:url']}")
    assert not problems, "\n".join(problems[:40])


def test_robots_and_sitemap_name_each_other(seo_site):
    robots = (seo_site / "robots.txt").read_text(encoding="utf-8")
    assert f"Sitemap: {BASE}sitemap.xml" in robots
    sitemap = (seo_site / "sitemap.xml").read_text(encoding="utf-8")
    locs = re.findall(r"<url><loc>([^<]*)</loc>(?:<lastmod>([^<]*)</lastmod>)?", sitemap)
    thread_locs = [(loc, lastmod) for loc, lastmod in locs if "/t/" in loc]
    assert thread_locs and all(ISO_WITH_ZONE.match(lastmod) for _, lastmod in thread_locs), \
        "every thread page of the sitemap has a lastmod with a zone"

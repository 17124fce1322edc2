"""Reads a generated site's pages without a browser, to choose what the browser tests open.

It relies only on the output contract in DESIGN.md (li.comment / li.reply with ids,
details.more-replies, details.category), so a test fails if the contract breaks, not
because a hard-coded id went away."""
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path


@dataclass
class CommentInfo:
    page: Path
    comment_id: str
    reply_ids: list = field(default_factory=list)
    hidden_reply_ids: list = field(default_factory=list)


class _PageParser(HTMLParser):
    """Collects comments, their replies and which replies sit inside a details."""

    def __init__(self, page):
        super().__init__(convert_charrefs=True)
        self.page = page
        self.comments = []
        self.details_depth = 0
        self.hrefs = []
        self.ids = set()

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        classes = (attributes.get("class") or "").split()
        if "id" in attributes:
            self.ids.add(attributes["id"])
        if tag == "a" and attributes.get("href"):
            self.hrefs.append(attributes["href"])
        if tag == "details":
            self.details_depth += 1
        elif tag == "li" and "comment" in classes:
            self.comments.append(CommentInfo(self.page, attributes.get("id", "")))
        elif tag == "li" and "reply" in classes and self.comments:
            current = self.comments[-1]
            current.reply_ids.append(attributes.get("id", ""))
            if self.details_depth:
                current.hidden_reply_ids.append(attributes.get("id", ""))

    def handle_endtag(self, tag):
        if tag == "details" and self.details_depth:
            self.details_depth -= 1


def parse_page(path):
    parser = _PageParser(path)
    parser.feed(path.read_text(encoding="utf-8"))
    parser.close()
    return parser


def html_pages(site):
    return sorted(site.rglob("*.html"))


def thread_pages(site):
    """Every thread page in either URL style: t/<slug>.html, t/<slug>.2.html… (files) or
    t/<slug>/index.html, t/<slug>/2.html… (folders)."""
    return sorted((site / "t").glob("*.html")) + sorted((site / "t").glob("*/*.html"))


def thread_slug(site, page):
    """The slug of the thread a page of site belongs to: t/<slug>.html and t/<slug>.N.html
    (slugs hold no dot) or t/<slug>/index.html and t/<slug>/N.html."""
    parts = page.relative_to(site).parts
    return parts[1] if len(parts) == 3 else parts[1].split(".")[0]


def paginated_thread_page(site):
    """A second page of a paginated thread (t/<slug>.2.html or t/<slug>/2.html), or None."""
    pages = sorted((site / "t").glob("*.2.html")) + sorted((site / "t").glob("*/2.html"))
    return pages[0] if pages else None


def first_thread_page(second):
    """Page 1 of the thread whose page 2 is `second`, in the style `second` is named in."""
    if second.name == "2.html":
        return second.parent / "index.html"
    return second.with_name(second.name[:-len(".2.html")] + ".html")


def comments_with_hidden_replies(site):
    found = []
    for page in thread_pages(site):
        found.extend(c for c in parse_page(page).comments if c.hidden_reply_ids)
    return found


def comment_for_fold_test(site, wanted=5):
    """The first comment with exactly `wanted` replies, else the one with fewest hidden."""
    candidates = comments_with_hidden_replies(site)
    exact = [c for c in candidates if len(c.reply_ids) == wanted]
    if exact:
        return exact[0]
    return min(candidates, key=lambda c: len(c.reply_ids), default=None)

"""Embedded comments in real blog themes read well whatever the theme and its mode: for
every text of the fragment (and the focus ring of every link and control), the contrast
against the background actually painted behind it, in OS light and dark, and with a
theme's dark toggle switched on. Blogs: the example Hugo and Jekyll blogs (own style,
light only), Debian's minima 2.5 theme on Jekyll (package jekyll-theme-minima) under a
sub-path (baseurl: /notes, verified with no URL map) and, when
THREADFOLD_PAPERMOD names a local copy of hugo-PaperMod (commit 87df659c; third-party code,
never in this repository), PaperMod on Hugo under a sub-path with its own dark toggle, each
with the comments in the hook `embed` prints for it. WCAG AA: 4.5:1 for text, 3:1 for
focus rings. The archive's own palette (--colors own) is checked the same way."""
import functools
import os
import http.server
import shutil
import subprocess
import threading

import pytest

from conftest import PACKAGE_ROOT
from support import browser
from support.contrast import CONTRAST_JS
from test_embed import POST, QuietHandler, blog, style_changes  # noqa: F401 (the example blogs fixture)

MINIMA = "/usr/share/rubygems-integration/all/gems/minima-2.5.1"

# A theme's dark toggle, as PaperMod's: a class on body that darkens the page and its links.
DARK_TOGGLE_JS = r"""
const style = document.createElement('style');
style.textContent = 'body.dark { background: #1d1e20 !important; color: #dadadb !important; }'
  + ' body.dark a { color: #8ab4f8 !important; } body.dark h1, body.dark h2 { color: #dadadb !important; }';
document.head.appendChild(style);
document.body.classList.add('dark');
"""

STATES = [("light", False, False), ("dark OS", True, False), ("light OS, dark toggle", False, True),
          ("dark OS, dark toggle", True, True)]


def serve(folder):
    handler = functools.partial(QuietHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def minima_site(binary, out, colors):
    """A Jekyll blog on minima 2.5 with the example announcement thread on its post."""
    src = out / "src"
    (src / "_posts").mkdir(parents=True)
    (src / "_includes").mkdir()
    (src / "_config.yml").write_text(
        "title: A minima blog\ntheme: minima\nlang: en\nbaseurl: /notes\ndisqus:\n  shortname: threadfold\n")
    (src / "_posts/2024-01-01-tinyqueue.md").write_text(
        '---\nlayout: post\ntitle: "TinyQueue 2.0"\npermalink: /blog/2-0/\n---\nA post with a [link](/).\n')
    subprocess.run([binary, "embed", PACKAGE_ROOT / "Examples/announcements", "--for", "jekyll", "-o", src, "-q",
                    "--colors", colors], check=True)
    # The hook `embed` prints for minima.
    (src / "_includes/disqus_comments.html").write_text("{% include threadfold.html %}\n")
    subprocess.run(["jekyll", "build", "--quiet", "--source", src, "--destination", out / "public"], check=True,
                   env={"PATH": "/usr/bin:/bin", "HOME": str(out)})
    # Under a sub-path (baseurl: /notes), with no URL map: every comment on its post.
    verify = subprocess.run([binary, "embed", "--verify", out / "public", PACKAGE_ROOT / "Examples/announcements"],
                            capture_output=True, text=True)
    assert verify.returncode == 0 and "0 of 17 comments missing" in verify.stdout, verify.stdout + verify.stderr
    (out / "www").mkdir()
    (out / "www/notes").symlink_to(out / "public")
    return out / "www"


@pytest.fixture(scope="module", params=["host", "own"])
def minima(request, binary, tmp_path_factory):
    if shutil.which("jekyll") is None or not (PACKAGE_ROOT / "Examples").is_dir() or not __import__("os").path.isdir(MINIMA):
        pytest.skip("jekyll or Debian's jekyll-theme-minima is not installed (apt-get install -y jekyll jekyll-theme-minima)")
    www = minima_site(binary, tmp_path_factory.mktemp(f"minima-{request.param}"), request.param)
    server = serve(www)
    yield f"http://127.0.0.1:{server.server_address[1]}/notes", request.param
    server.shutdown()


def measure(page, url, dark, toggle, flip=DARK_TOGGLE_JS):
    browser.emulate(page, dark=dark)
    browser.open_page(page, url)
    # A theme that remembers its toggle (PaperMod) starts from the OS each time.
    page.execute_script("localStorage.clear()")
    browser.open_page(page, url)
    if toggle:
        page.execute_script(flip)
    result = page.execute_script(CONTRAST_JS, "section.threadfold")
    assert result is not None, f"no section.threadfold on {url}"
    assert result["texts"] > 20, result
    return result


def check(result, state):
    text, focus = result["text"], result["focus"]
    print(f"contrast {state}: text {text[0]:.2f} ({text[1]}), focus ring {focus[0]:.2f} ({focus[1]})")
    assert text[0] >= 4.5, f"{state}: text at {text[0]:.2f}:1 ({text[1]}, {text[2]})"
    assert focus[0] >= 3, f"{state}: focus ring at {focus[0]:.2f}:1 ({focus[1]}, {focus[2]})"


@pytest.mark.parametrize("state,dark,toggle", STATES, ids=[s[0] for s in STATES])
def test_minima_comments_read_well_in_every_mode(page, minima, state, dark, toggle):
    url, colors = minima
    result = measure(page, url + POST, dark, toggle)
    styled = page.execute_script("return getComputedStyle(document.querySelector('section.threadfold')).lineHeight;")
    assert styled != "normal", "threadfold.css did not load under the sub-path"
    check(result, f"minima, {colors} colours, {state}")


@pytest.mark.parametrize("state,dark,toggle", STATES, ids=[s[0] for s in STATES])
def test_example_blog_comments_read_well_in_every_mode(page, blog, state, dark, toggle):  # noqa: F811
    check(measure(page, blog[0] + POST, dark, toggle), f"example blog, {state}")


def test_headings_take_the_comments_colour_not_the_themes(page, blog):  # noqa: F811
    browser.open_page(page, blog[0] + POST)
    colours = page.execute_script(
        "const s = document.querySelector('section.threadfold');"
        "return [getComputedStyle(s).color, getComputedStyle(s.querySelector('.threadfold-heading')).color];")
    assert colours[0] == colours[1], f"the example blog's h2 colour won over the comments' heading: {colours}"


def test_text_follows_the_host_font_size_not_the_root(page, blog):  # noqa: F811
    browser.open_page(page, blog[0] + POST)
    page.execute_script("document.documentElement.style.fontSize = '62.5%';")
    size = page.execute_script("return parseFloat(getComputedStyle(document.querySelector('section.threadfold .body')).fontSize);")
    assert size >= 15, f"comment text at {size}px under html {{ font-size: 62.5% }}"


PAPERMOD_TOGGLE_JS = "document.getElementById('theme-toggle').click();"


@pytest.fixture(scope="module", params=["host", "own"])
def papermod(request, binary, tmp_path_factory):
    theme = os.environ.get("THREADFOLD_PAPERMOD")
    if not theme or not os.path.isdir(theme) or shutil.which("hugo") is None:
        pytest.skip("THREADFOLD_PAPERMOD does not name a local copy of hugo-PaperMod (commit 87df659c), or hugo is missing: "
                    "PaperMod's contrast checks skipped")
    out = tmp_path_factory.mktemp(f"papermod-{request.param}")
    src = out / "src"
    (src / "themes").mkdir(parents=True)
    (src / "themes/PaperMod").symlink_to(theme)
    (src / "content/posts").mkdir(parents=True)
    (src / "hugo.toml").write_text('baseURL = "https://example.github.io/notes/"\nlanguageCode = "en-us"\ntitle = "A PaperMod blog"\n'
                                   'theme = "PaperMod"\n[params]\ncomments = true\ndefaultTheme = "auto"\nShowThemeToggle = true\n')
    (src / "content/posts/tinyqueue.md").write_text('---\ntitle: "TinyQueue 2.0"\nurl: /blog/2-0/\n---\nA post with a [link](/).\n')
    subprocess.run([binary, "embed", PACKAGE_ROOT / "Examples/announcements", "--for", "hugo", "-o", src, "-q",
                    "--colors", request.param], check=True)
    (src / "layouts/partials").mkdir(parents=True, exist_ok=True)
    (src / "layouts/partials/comments.html").write_text('{{ partial "threadfold.html" . }}\n')
    subprocess.run(["hugo", "--quiet", "--source", src, "--destination", out / "public"], check=True)
    verify = subprocess.run([binary, "embed", "--verify", out / "public", PACKAGE_ROOT / "Examples/announcements"],
                            capture_output=True, text=True)
    assert verify.returncode == 0, verify.stdout + verify.stderr
    # Served under /notes/, as its baseURL says.
    (out / "www").mkdir()
    (out / "www/notes").symlink_to(out / "public")
    server = serve(out / "www")
    yield f"http://127.0.0.1:{server.server_address[1]}/notes", request.param
    server.shutdown()


@pytest.mark.parametrize("state,dark,toggle", STATES, ids=[s[0] for s in STATES])
def test_papermod_comments_read_well_in_every_mode(page, papermod, state, dark, toggle):
    url, colors = papermod
    result = measure(page, url + POST, dark, toggle, flip=PAPERMOD_TOGGLE_JS)
    styled = page.execute_script("return getComputedStyle(document.querySelector('section.threadfold')).lineHeight;")
    assert styled != "normal", "threadfold.css did not load under the sub-path"
    assert page.execute_script("return document.body.classList.contains('dark');") == (dark != toggle), "PaperMod's mode"
    check(result, f"PaperMod, {colors} colours, {state}")


def real_theme_checks(page, url):
    """On a real theme's post: the blog's own elements keep every style with threadfold.css
    on (both modes), no sideways scroll on a 360 px phone, and a `#comment-…` alias opens
    the hidden reply it names."""
    for dark in (False, True):
        browser.emulate(page, dark=dark)
        browser.open_page(page, url + POST)
        changed = style_changes(page)
        assert changed == {}, f"threadfold.css changed the theme's own elements: {dict(list(changed.items())[:5])}"
        browser.emulate(page, size=(360, 740), dark=dark)
        browser.open_page(page, url + POST)
        extra, culprits = browser.horizontal_overflow(page, open_details=True)
        assert extra <= 0, f"{extra}px wider than 360: {culprits}"
    browser.emulate(page)
    browser.open_page(page, url + POST + "#comment-7731")
    browser.wait_until(page, lambda: browser.is_displayed(page, "c-rel-r9"))
    assert page.execute_script("return document.getElementById('c-rel-r9').closest('details').open")


def test_minima_keeps_its_styles_fits_a_phone_and_opens_deep_links(page, minima):
    real_theme_checks(page, minima[0])


def test_papermod_keeps_its_styles_fits_a_phone_and_opens_deep_links(page, papermod):
    real_theme_checks(page, papermod[0])

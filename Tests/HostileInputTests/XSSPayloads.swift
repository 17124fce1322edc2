/// Attack spellings (OWASP filter-evasion cheat sheet, html5sec.org, mXSS papers,
/// CommonMark link tricks), placed by `XSSCorpusTests` in every field a user controls.
enum XSSPayloads {
    static var all: [String] {
        scriptTags + handlers + urls + markdown + foreignContent + breakouts + documentLevel + mutation + structuredData
    }

    static let scriptTags = [
        "<script>alert(1)</script>", "<SCRIPT>alert(1)</SCRIPT>", "<ScRiPt>alert(1)</sCrIpT>",
        "<script src=//x.example/a.js></script>", "<script/src=//x.example/a.js></script>",
        "<script\n>alert(1)</script\n>", "<script\t>alert(1)</script>", "<scr<script>ipt>alert(1)</script>",
        "<<script>alert(1);//<</script>", "<script>alert(1)", "</script><script>alert(1)</script>",
        "<script type=module>alert(1)</script>", "<script src=\"threadfold.js\" defer></script>",
        "<script src=\"../../threadfold.js\" defer></script>", "&lt;script&gt;alert(1)&lt;/script&gt;",
        "<scri\u{0}pt>alert(2)</script>", "\u{FF1C}script\u{FF1E}alert(1)\u{FF1C}/script\u{FF1E}",
    ]

    static let handlers = [
        "<img src=x onerror=alert(1)>", "<img src=\"x\" onerror=\"alert(1)\"//>", "<IMG SRC=x OnErRoR=alert(1)>",
        "<img src=x onerror\n=alert(1)>", "<img/src=x/onerror=alert(1)>", "<body onload=alert(1)>",
        "<p onmouseover=\"alert(1)\">hover</p>", "<a href=\"#\" onclick=\"alert(1)\">x</a>",
        "<input onfocus=alert(1) autofocus>", "<details open ontoggle=alert(1)>", "<video><source onerror=alert(1)></video>",
        "<marquee onstart=alert(1)>x</marquee>", "<div onpointerenter=alert(1)>x</div>", "<audio src=x onerror=alert(1)>",
        "<select autofocus onfocus=alert(1)>", "<textarea autofocus onfocus=alert(1)>", "<isindex type=image src=1 onerror=alert(1)>",
        "<img src=x onerror=&#97;&#108;&#101;&#114;&#116;(1)>", "<img src=`x` onerror=alert(1)>", "<div/onclick=alert(1)>x</div>",
    ]

    static let urls = [
        "<a href=\"javascript:alert(1)\">x</a>", "<a href=\"JaVaScRiPt:alert(1)\">x</a>", "<a href=\"  javascript:alert(1)\">x</a>",
        "<a href=\"jav&#x09;ascript:alert(1)\">x</a>", "<a href=\"jav\tascript:alert(1)\">x</a>",
        "<a href=\"&#106;avascript:alert(1)\">x</a>",
        "<a href=\"&#x6A;&#x61;&#x76;&#x61;script:alert(1)\">x</a>", "<a href=\"javascript&colon;alert(1)\">x</a>",
        "<a href=\"java\nscript:alert(1)\">x</a>", "<a href=\"\u{1}javascript:alert(1)\">x</a>", "<a href=javascript:alert(1)>x</a>",
        "<a href=\"vbscript:msgbox(1)\">x</a>", "<a href=\"VBScript:msgbox(1)\">x</a>",
        "<a href=\"data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg\">x</a>",
        "<a href=\"data:text/html,<script>alert(1)</script>\">x</a>",
        "<img src=\"data:image/svg+xml,<svg onload=alert(1)>\">", "<img src=\"javascript:alert(1)\">",
        "<form action=\"javascript:alert(1)\"><button>x</button></form>",
        "<button formaction=\"javascript:alert(1)\">x</button>", "<table background=\"javascript:alert(1)\"><tr><td>x</td></tr></table>",
        "javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "https://example.com/\"onmouseover=\"alert(1)",
        "file:///etc/passwd",
    ]

    static let markdown = [
        "[x](javascript:alert(1))", "[x](JAVASCRIPT:alert(1))", "[x]( javascript:alert(1))", "[x](<javascript:alert(1)>)",
        "[x](java&#x73;cript:alert(1))", "[x](&#106;avascript:alert(1))", "[x](javascript&#58;alert(1))", "[x](javascript:alert(1) \"t\")",
        "![x](javascript:alert(1))", "![x](data:text/html,<script>alert(1)</script>)", "![x\"onerror=\"alert(1)](x)",
        "<javascript:alert(1)>", "<vbscript:msgbox(1)>", "<data:text/html,<script>alert(1)</script>>",
        "[x][r]\n\n[r]: javascript:alert(1)", "[x][r]\n\n[r]: <javascript:alert(1)> \"t\"", "![x][r]\n\n[r]: vbscript:msgbox(1)",
        "[x](vbscript:msgbox(1))", "[x](data:text/html;base64,PHNjcmlwdD4=)", "[x](\\javascript:alert(1))",
        "[<img src=x onerror=alert(1)>](https://example.com)", "[x](https://example.com \"\\\"onmouseover=alert(1)\")",
        "```html\n<script>alert(1)</script>\n```", "`<script>alert(1)</script>`", "    <script>alert(1)</script>",
        "> <script>alert(1)</script>", "* <img src=x onerror=alert(1)>", "**<svg onload=alert(1)>**",
    ]

    static let foreignContent = [
        "<svg onload=alert(1)>", "<svg><script>alert(1)</script></svg>",
        "<svg><a xlink:href=\"javascript:alert(1)\"><text>x</text></a></svg>",
        "<svg><animate onbegin=alert(1) attributeName=x dur=1s>", "<svg><set attributeName=href to=javascript:alert(1)>",
        "<svg><use href=\"data:image/svg+xml,<svg id=x onload=alert(1)>#x\"/></svg>",
        "<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>",
        "<math href=\"javascript:alert(1)\">x</math>", "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
        "<math><maction actiontype=statusline xlink:href=javascript:alert(1)>x</maction></math>",
        "<svg><style><img src=x onerror=alert(1)></style></svg>",
    ]

    static let breakouts = [
        "\"><script>alert(1)</script>", "'><img src=x onerror=alert(1)>", "\" onmouseover=\"alert(1)", "' onmouseover='alert(1)",
        "<p title=\"\" onmouseover=alert(1) \">x</p>", "<a title='x\"onmouseover=alert(1)//' href=http://a.example>x</a>",
        "--></script><script>alert(1)</script>", "]]><script>alert(1)</script>", "{{thread.title}}{{{thread.title}}}",
        "\"--><svg onload=alert(1)>", "`onmouseover=alert(1)", "</title><script>alert(1)</script>", "</textarea><script>alert(1)</script>",
    ]

    static let documentLevel = [
        "<base href=\"javascript:alert(1)//\">", "<base href=\"https://evil.example/\">",
        "<meta http-equiv=\"refresh\" content=\"0;url=javascript:alert(1)\">",
        "<meta http-equiv=refresh content=0;url=https://evil.example>", "<iframe src=\"javascript:alert(1)\"></iframe>",
        "<iframe srcdoc=\"<script>alert(1)</script>\"></iframe>", "<object data=\"data:text/html,<script>alert(1)</script>\"></object>",
        "<embed src=\"javascript:alert(1)\">", "<link rel=stylesheet href=\"javascript:alert(1)\">",
        "<link rel=import href=//evil.example/x>",
        "<style>@import 'javascript:alert(1)';</style>", "<frameset onload=alert(1)>",
        "<div style=\"background:url(javascript:alert(1))\">x</div>",
    ]

    static let mutation = [
        "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\">", "<template><script>alert(1)</script></template>",
        "<textarea></textarea><script>alert(1)</script>", "<title><img src=x onerror=alert(1)></title>",
        "<!--<img src=\"--><img src=x onerror=alert(1)//\">", "<xmp><p title=\"</xmp><img src=x onerror=alert(1)>\">",
        "<style><img src=\"</style><img src=x onerror=alert(1)//\">",
        "<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>",
        "<svg></p><style><a id=\"</style><img src=1 onerror=alert(1)>\">",
        "<table><tr><td><a href=\"x\"><table><img src=x onerror=alert(1)>",
        "<a href=\"&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)\">x</a>",
        "<plaintext><img src=x onerror=alert(1)>", "<listing>&lt;img src=x onerror=alert(1)&gt;</listing>",
    ]

    /// Aimed at the JSON-LD block in each page's head: ending the script element, opening
    /// an HTML comment in it (which changes where a parser ends it), line separators that
    /// end a JavaScript line, and text that closes the JSON's strings and objects.
    static let structuredData = [
        "</script ><img src=x onerror=alert(1)>", "</SCRIPT>\u{2028}<script>alert(1)</script>", "<!--<script>", "<!-- </script> -->",
        "a\u{2028}b\u{2029}alert(1)//", "\"}]}</script><script>alert(1)</script>", "\\u003c/script\\u003e",
        "\\\"},\"@type\":\"Person\",\"x\":\"", "]]></script><script>alert(1)</script><![CDATA[",
        "x\u{FEFF}</script>",
    ]
}

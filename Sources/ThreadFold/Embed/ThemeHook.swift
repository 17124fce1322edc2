/// Where the comments go in the blog themes most used with Hugo and Jekyll: each one has
/// its own hook for a comment system, and a theme's layouts are not the ones README names.
/// `embed` prints the step for the theme the blog's config names; docs/embedding.md
/// gives each one.
public struct ThemeHook: Sendable, Equatable {
    /// The theme's name as configs write it (lower case).
    public let theme: String
    public let target: EmbedTarget
    /// The file to create in the blog (it overrides the theme's own), and what it holds.
    public let file: String
    public let content: String
    /// The setting that makes the theme include that file, if one is needed.
    public let setting: String?

    static let hugoPartial = #"{{ partial "threadfold.html" . }}"#
    static let jekyllInclude = "{% include threadfold.html %}"

    public static let known: [ThemeHook] = [
        ThemeHook(
            theme: "papermod", target: .hugo, file: "layouts/partials/comments.html", content: hugoPartial,
            setting: "params.comments = true (hugo.toml: [params] comments = true), or comments: true in a post's front matter"),
        ThemeHook(
            theme: "blowfish", target: .hugo, file: "layouts/partials/comments.html", content: hugoPartial,
            setting: "params.article.showComments = true (config/_default/params.toml: [article] showComments = true)"),
        ThemeHook(
            theme: "congo", target: .hugo, file: "layouts/partials/comments.html", content: hugoPartial,
            setting: "params.article.showComments = true (config/_default/params.toml: [article] showComments = true)"),
        ThemeHook(
            theme: "ananke", target: .hugo, file: "layouts/partials/comments.html", content: hugoPartial,
            setting:
                "Ananke's single layout has no comments partial of its own: copy themes/ananke/layouts/_default/single.html to "
                + "layouts/_default/single.html and add {{ partial \"comments.html\" . }} after {{ .Content }}"),
        ThemeHook(
            theme: "minima", target: .jekyll, file: "_includes/disqus_comments.html", content: jekyllInclude,
            setting: "disqus: { shortname: threadfold } in _config.yml (minima includes the file only when a shortname is set; "
                + "this file replaces its Disqus code and its production-only check)"),
        ThemeHook(
            theme: "jekyll-theme-chirpy", target: .jekyll, file: "_includes/comment.html", content: jekyllInclude,
            setting: "none (Chirpy 7 includes comment.html at the end of every post; this file replaces its provider switch)"),
        ThemeHook(
            theme: "minimal-mistakes-jekyll", target: .jekyll, file: "_includes/comments-providers/custom.html",
            content: jekyllInclude,
            setting: "comments: { provider: \"custom\" } in _config.yml, and comments: true in the posts' defaults"),
    ]

    /// The hook of a theme a config names (`PaperMod`, `hugo-PaperMod`,
    /// `adityatelange/hugo-PaperMod`, `minimal-mistakes-jekyll`, `mmistakes/minimal-mistakes`).
    public static func hook(theme: String, target: EmbedTarget) -> ThemeHook? {
        var name = theme.lowercased()
        if let slash = name.lastIndex(of: "/") { name = String(name[name.index(after: slash)...]) }
        for prefix in ["hugo-theme-", "hugo-"] where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
        if name == "minimal-mistakes" { name = "minimal-mistakes-jekyll" }
        if name == "chirpy" { name = "jekyll-theme-chirpy" }
        return known.first { $0.theme == name && $0.target == target }
    }

    /// What to do, in a few lines.
    public var steps: String {
        var text = "put \(content) in \(file)"
        if let setting { text += "; then: \(setting)" }
        return text
    }

    /// For a theme not known here: which file of the theme to copy, and where the line goes.
    public static func unknownThemeSteps(_ theme: String?, target: EmbedTarget) -> String? {
        switch target {
        case .hugo:
            let from = theme.map { "themes/\($0)/layouts/_default/single.html" } ?? "the theme's layouts/_default/single.html"
            return "copy \(from) to layouts/_default/single.html (or the theme's comments partial, if it has one, to "
                + "layouts/partials/) and put \(hugoPartial) where comments should stand, after {{ .Content }}"
        case .jekyll:
            return "copy the theme's _layouts/post.html (bundle info --path \(theme ?? "THEME") shows where it is) to "
                + "_layouts/post.html and put \(jekyllInclude) where comments should stand, after {{ content }}"
        case .html, .eleventy: return nil
        }
    }
}

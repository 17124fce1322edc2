/// The site an embed is for, and where in it threadfold's files go. `-o` may be the
/// blog's root: threadfold owns one folder there (replaced as a whole, like a site) and,
/// for a generator, the data file and the partial it names, nothing else.
public enum EmbedTarget: String, Sendable, CaseIterable {
    case html, hugo, jekyll, eleventy

    /// The folder threadfold replaces as a whole: fragments (html), style, script and
    /// manifest. For `html` it is `-o` itself.
    var ownedFolder: String {
        switch self {
        case .html: return ""
        case .hugo: return "static/threadfold"
        case .jekyll: return "assets/threadfold"
        case .eleventy: return "_threadfold"
        }
    }

    /// The generator's data file: every thread's fragment, keyed by the forms its page's
    /// permalink can take. Eleventy's plugin reads it from the owned folder.
    var dataFile: String? {
        switch self {
        case .html: return nil
        case .hugo: return "data/threadfold.json"
        case .jekyll: return "_data/threadfold.json"
        case .eleventy: return "_threadfold/threadfold.json"
        }
    }

    /// The ready-made partial, include or plugin (bundled under `Templates/embed/`), and
    /// where it goes. Eleventy's plugin lives in the owned folder.
    var integration: (template: String, path: String)? {
        switch self {
        case .html: return nil
        case .hugo: return ("hugo-partial.html", "layouts/partials/threadfold.html")
        case .jekyll: return ("jekyll-include.html", "_includes/threadfold.html")
        case .eleventy: return ("eleventy-plugin.js", "_threadfold/eleventy.js")
        }
    }

    /// The file name of a thread's fragment inside the owned folder (`html` only writes
    /// fragment files; generators read them from the data file).
    func fragmentFile(slug: String) -> String {
        self == .html ? "fragments/\(slug).html" : "\(dataFile ?? "")#threads.\(slug)"
    }

    /// Written into every file threadfold owns outside its folder: a file without it is
    /// the user's, and embed refuses to replace it.
    static let ownerMark = "threadfold embed"
}

/// How thread pages are named on disk, and so in links (`"urls"` in threadfold.json,
/// `--urls` on the command line).
public enum URLStyle: String, Sendable, CaseIterable {
    /// `t/<slug>.html`, `t/<slug>.2.html`…: one file per page and no folder per thread.
    /// Half the inodes of `folders`, and creating inodes is most of the kernel's share of
    /// a full build; links work the same from `file://`.
    case files
    /// `t/<slug>/index.html`, `t/<slug>/2.html`…: a web server answers `/t/<slug>/`.
    case folders
}

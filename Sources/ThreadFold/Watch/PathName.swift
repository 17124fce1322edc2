import Foundation

/// One spelling per file: the watcher reports absolute paths, the command line may give
/// `./comments` or `comments/`; both are compared in this form.
public enum PathName {
    public static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}

import Foundation

/// A small built site in a fresh temporary directory, removed by `remove()`.
struct TestSite {
    let root: URL

    static let indexHTML = "<!doctype html><html><head><title>Home</title></head><body><h1>Home</h1></body></html>\n"
    static let notFoundHTML = "<!doctype html><html><body><h1>Theme 404: lost thread</h1></body></html>\n"

    static func make() throws -> TestSite {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("threadfold-server-\(UUID().uuidString)", isDirectory: true)
        let site = TestSite(root: root)
        try site.write("index.html", indexHTML)
        try site.write("404.html", notFoundHTML)
        try site.write("about/index.html", "<html><BODY><p>About</p></BODY></html>")
        try site.write("no-body.html", "<p>fragment without body</p>")
        try site.write("threads/中文.html", "<html><body>unicode name</body></html>")
        try site.write("with space.txt", "spaced")
        try site.write("empty-dir/.keep", "")
        for name in ContentTypeFixture.files.keys { try site.write("types/\(name)", "x") }
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("etc-link").path,
            withDestinationPath: "/etc")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("passwd.txt").path,
            withDestinationPath: "/etc/passwd")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("alias.html").path,
            withDestinationPath: root.appendingPathComponent("index.html").path)
        return site
    }

    func write(_ relative: String, _ contents: String) throws {
        let file = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}

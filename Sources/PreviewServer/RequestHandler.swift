import Glibc

/// Routes one request to a reply: the live-reload endpoints, then files under the root.
///
/// Refusals: a path that fails `RequestPath`'s checks gets 400; anything absent or
/// resolving outside the root (symlinks included) gets the same 404 as a missing
/// file, so neither reveals what exists outside the root.
final class RequestHandler: Sendable {
    let resolver: SiteResolver
    let liveReload: Bool
    let hub: EventHub

    init(rootPath: String, liveReload: Bool, hub: EventHub) {
        self.resolver = SiteResolver(rootPath: rootPath)
        self.liveReload = liveReload
        self.hub = hub
    }

    func reply(method: String, rawPath: some Collection<UInt8>) -> HTTPReply {
        guard method == "GET" || method == "HEAD" else {
            return .text(405, "Method Not Allowed", headers: [("Allow", "GET, HEAD")])
        }
        if liveReload, let special = liveReloadReply(method: method, rawPath: rawPath) {
            return special
        }
        let path: RequestPath
        do {
            path = try RequestPath(raw: rawPath)
        } catch {
            return .text(400, "Bad Request")
        }
        return fileReply(for: path)
    }

    private func liveReloadReply(method: String, rawPath: some Collection<UInt8>) -> HTTPReply? {
        if rawPath.elementsEqual(LiveReloadScript.eventsPath.utf8) {
            // HEAD must not open a stream that would never end.
            let body: HTTPReply.Body = method == "GET" ? .eventStream : .bytes([])
            return HTTPReply(status: 200, contentType: "text/event-stream", body: body)
        }
        if rawPath.elementsEqual(LiveReloadScript.path.utf8) {
            return HTTPReply(
                status: 200, contentType: ContentType.forFile(named: "livereload.js"),
                body: .bytes(Array(LiveReloadScript.source.utf8)))
        }
        return nil
    }

    private func fileReply(for path: RequestPath) -> HTTPReply {
        switch resolver.resolve(path) {
        case .file(let real):
            return serve(file: real) ?? notFound()
        case .directory:
            guard path.hasTrailingSlash || path.segments.isEmpty else {
                return .text(301, "Moved Permanently", headers: [("Location", path.directoryLocation)])
            }
            let index = path.relativePath.isEmpty ? "index.html" : path.relativePath + "/index.html"
            guard case .file(let real) = resolver.resolve(relative: index) else { return notFound() }
            return serve(file: real) ?? notFound()
        case .missing:
            return notFound()
        }
    }

    /// The root's `404.html` when there is one, else a small built-in page; status 404.
    private func notFound() -> HTTPReply {
        if case .file(let real) = resolver.resolve(relative: "404.html"), var page = serve(file: real) {
            page.status = 404
            return page
        }
        let html = "<!doctype html><meta charset=\"utf-8\"><title>Not found</title><body><h1>404</h1><p>Not found.</p></body>"
        return page(status: 404, html: Array(html.utf8))
    }

    private func page(status: UInt32, html: [UInt8]) -> HTTPReply {
        let body = liveReload ? LiveReloadScript.inject(into: html) : html
        return HTTPReply(status: status, contentType: ContentType.forFile(named: "x.html"), body: .bytes(body))
    }

    /// Opens the file now (never cached) and sends it; HTML is read whole to inject
    /// the live-reload tag, anything else is streamed from the descriptor.
    private func serve(file real: String) -> HTTPReply? {
        let descriptor = open(real, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return nil
        }
        let type = ContentType.forFile(named: real)
        let size = UInt64(info.st_size)
        guard ContentType.isHTML(type) else {
            return HTTPReply(status: 200, contentType: type, body: .file(descriptor: descriptor, size: size))
        }
        defer { close(descriptor) }
        guard let html = Self.readAll(descriptor, expected: Int(size)) else { return nil }
        return page(status: 200, html: html)
    }

    private static func readAll(_ descriptor: Int32, expected: Int) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(expected)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return output }
            output.append(contentsOf: buffer[0..<count])
        }
    }
}

/// What `PreviewServer.send(_:)` tells open pages.
public enum LiveReloadEvent: Sendable, Equatable {
    /// The site was rebuilt: pages reload, keeping scroll position and open `<details>`.
    case reload
    /// The build failed: pages show `message` in an overlay until the next reload.
    case buildFailed(message: String)
}

extension LiveReloadEvent {
    /// The event in Server-Sent Events wire format, ending with the blank line.
    ///
    /// A message spanning lines needs one `data:` line per line: a bare newline
    /// inside a `data:` field would end the field and corrupt the stream.
    var serverSentEvent: String {
        switch self {
        case .reload:
            return "event: reload\ndata: reload\n\n"
        case .buildFailed(let message):
            let lines = Self.lines(of: message)
            let data = lines.map { "data: \($0)\n" }.joined()
            return "event: build-failed\n\(data)\n"
        }
    }

    /// Splits on CRLF, LF and CR alike, as the SSE parser in the browser would.
    /// Works on scalars because Swift treats "\r\n" as one Character.
    private static func lines(of message: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in message.unicodeScalars {
            if scalar == "\n" && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                lines.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        lines.append(String(current))
        return lines
    }
}

/// The live-reload client and its insertion into HTML responses.
enum LiveReloadScript {
    static let path = "/__threadfold/livereload.js"
    static let eventsPath = "/__threadfold/events"
    static let tag = "<script src=\"\(path)\" defer></script>"

    /// Inserts the script tag before the last `</body>` (any case), or appends it.
    /// Only the bytes sent are changed; the file on disk never is.
    static func inject(into html: [UInt8]) -> [UInt8] {
        let tagBytes = Array(tag.utf8)
        guard let position = lastBodyClose(in: html) else { return html + tagBytes }
        var output = html
        output.insert(contentsOf: tagBytes, at: position)
        return output
    }

    private static func lastBodyClose(in html: [UInt8]) -> Int? {
        let needle = Array("</body".utf8)
        guard html.count >= needle.count else { return nil }
        var start = html.count - needle.count
        while start >= 0 {
            if matchesIgnoringCase(html, at: start, needle) { return start }
            start -= 1
        }
        return nil
    }

    private static func matchesIgnoringCase(_ html: [UInt8], at start: Int, _ needle: [UInt8]) -> Bool {
        for offset in 0..<needle.count {
            let byte = html[start + offset]
            let lowered = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
            if lowered != needle[offset] { return false }
        }
        return true
    }

    /// Saves scroll position and open `<details>` before reloading and restores them
    /// after load; shows build failures in an overlay set with textContent only.
    static let source = #"""
        (function () {
          "use strict";
          var KEY = "threadfold:livereload";
          var OVERLAY = "threadfold-error-overlay";
          function openDetails() {
            var open = [];
            document.querySelectorAll("details").forEach(function (d, i) {
              if (d.open) { open.push(d.id ? { id: d.id } : { index: i }); }
            });
            return open;
          }
          function save() {
            try {
              sessionStorage.setItem(KEY, JSON.stringify({
                path: location.pathname, y: window.scrollY, open: openDetails()
              }));
            } catch (e) { /* storage may be disabled; reload anyway */ }
          }
          function restore() {
            var state = null;
            try {
              state = JSON.parse(sessionStorage.getItem(KEY) || "null");
              sessionStorage.removeItem(KEY);
            } catch (e) { return; }
            if (!state || state.path !== location.pathname) { return; }
            var all = document.querySelectorAll("details");
            (state.open || []).forEach(function (entry) {
              var d = entry.id ? document.getElementById(entry.id) : all[entry.index];
              if (d) { d.open = true; }
            });
            window.scrollTo(0, state.y || 0);
          }
          function hideError() {
            var overlay = document.getElementById(OVERLAY);
            if (overlay) { overlay.remove(); }
          }
          function showError(message) {
            var overlay = document.getElementById(OVERLAY);
            if (!overlay) {
              overlay = document.createElement("div");
              overlay.id = OVERLAY;
              overlay.setAttribute("role", "alert");
              overlay.style.cssText = "position:fixed;inset:0;z-index:2147483647;overflow:auto;" +
                "background:rgba(20,0,0,.92);color:#fff;padding:1.5em;font:14px/1.4 monospace";
              var pre = document.createElement("pre");
              pre.style.whiteSpace = "pre-wrap";
              overlay.appendChild(pre);
              document.body.appendChild(overlay);
            }
            overlay.querySelector("pre").textContent = "threadfold: build failed\n\n" + message;
          }
          if (document.readyState === "complete") { restore(); }
          else { window.addEventListener("load", restore); }
          var source = new EventSource("/__threadfold/events");
          source.addEventListener("reload", function () { hideError(); save(); location.reload(); });
          source.addEventListener("build-failed", function (event) { showError(event.data); });
        })();
        """#
}

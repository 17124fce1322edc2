import ThreadFold

/// Prints diagnostics compiler-style, in file and line order, to standard error.
struct DiagnosticPrinter {
    let console: Console
    /// Under `--strict` warnings are shown as errors, since they fail the run.
    let strict: Bool

    func print(_ diagnostics: [Diagnostic]) {
        let ordered = diagnostics.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if x.file != y.file { return a.offset < b.offset }
            if x.line != y.line { return x.line < y.line }
            return x.column == y.column ? a.offset < b.offset : x.column < y.column
        }
        for (_, diagnostic) in ordered {
            var shown = diagnostic
            if strict { shown.severity = .error }
            console.err(shown.description)
        }
    }
}

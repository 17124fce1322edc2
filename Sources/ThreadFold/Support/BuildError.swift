/// Why a build did not replace the site. The previous site is untouched in every case.
public enum BuildError: Error, Sendable, CustomStringConvertible {
    /// The inputs have errors (or warnings under `--strict`); they were printed as diagnostics.
    case data(errors: Int, warnings: Int, strict: Bool)
    /// The same, from a `watch` rebuild, carrying the diagnostics to print.
    case dataWithDiagnostics([Diagnostic], strict: Bool)
    case theme(ThemeError)
    /// The output folder cannot be used (it is an input, `/`, home, not a threadfold site).
    case output(path: String, message: String)
    case write(FileIOError)

    public var description: String {
        switch self {
        case .data(let errors, let warnings, let strict):
            if errors == 0 && strict {
                return "build failed: \(warnings) warning\(warnings == 1 ? "" : "s") under --strict; the site was not changed"
            }
            return "build failed: the input has \(errors) error\(errors == 1 ? "" : "s"); the site was not changed"
        case .dataWithDiagnostics(let diagnostics, let strict):
            let shown = diagnostics.map { diagnostic -> String in
                var copy = diagnostic
                if strict { copy.severity = .error }
                return copy.description
            }
            return (shown + ["rebuild failed: the input has errors; the site was not changed"]).joined(separator: "\n")
        case .theme(let error): return "\(error.description)\nbuild failed: the theme has an error; the site was not changed"
        case .output(let path, let message): return "\(path): error: \(message)"
        case .write(let error): return "\(error.description)\nbuild failed: could not write the site; the previous site was not changed"
        }
    }
}

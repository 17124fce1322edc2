import CYaml

/// Reads the first YAML document of a file with libyaml's event parser into a `YAMLValue`.
/// Plain `~`, `null` and empty scalars are null; quoted ones are text as written.
enum YAMLReader {
    static func read(_ bytes: [UInt8], path: String) throws(ImportError) -> YAMLValue {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw ImportError(path: path, message: "libyaml could not start (out of memory?)")
        }
        defer { yaml_parser_delete(&parser) }
        // libyaml reads the buffer during parsing, so everything happens inside the pointer's scope.
        let result: Result<YAMLValue, ImportError> = bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var builder = YAMLTreeBuilder()
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    return .failure(error(of: parser, path: path))
                }
                defer { yaml_event_delete(&event) }
                if builder.take(event) { return .success(builder.document ?? .null) }
            }
        }
        return try result.get()
    }

    private static func error(of parser: yaml_parser_t, path: String) -> ImportError {
        let problem = parser.problem.map { String(cString: $0) } ?? "unreadable YAML"
        return ImportError(
            path: path, line: parser.problem_mark.line + 1, column: parser.problem_mark.column + 1,
            message: "this is not valid YAML (\(problem))")
    }
}

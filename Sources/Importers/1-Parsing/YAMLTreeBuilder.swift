import CYaml

/// Turns libyaml events into a `YAMLValue`, one open collection per stack entry.
struct YAMLTreeBuilder {
    private enum Open {
        case sequence([YAMLValue])
        case mapping([String: YAMLValue], pendingKey: String?)
    }

    private var stack: [Open] = []
    private(set) var document: YAMLValue?

    /// Feeds one event; `true` once the first document is complete (or the stream ends).
    mutating func take(_ event: yaml_event_t) -> Bool {
        switch event.type {
        case YAML_SCALAR_EVENT:
            add(scalar(event))
        case YAML_ALIAS_EVENT:
            add(.null)
        case YAML_SEQUENCE_START_EVENT:
            stack.append(.sequence([]))
        case YAML_MAPPING_START_EVENT:
            stack.append(.mapping([:], pendingKey: nil))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let open = stack.popLast() else { return false }
            switch open {
            case .sequence(let items): add(.sequence(items))
            case .mapping(let fields, _): add(.mapping(fields))
            }
        case YAML_DOCUMENT_END_EVENT, YAML_STREAM_END_EVENT:
            return true
        default:
            break
        }
        return false
    }

    private func scalar(_ event: yaml_event_t) -> YAMLValue {
        let data = event.data.scalar
        let text = data.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: data.length), as: UTF8.self) } ?? ""
        if data.style == YAML_PLAIN_SCALAR_STYLE, ["", "~", "null", "Null", "NULL"].contains(text) { return .null }
        return .scalar(text)
    }

    private mutating func add(_ value: YAMLValue) {
        guard let top = stack.popLast() else {
            document = value
            return
        }
        switch top {
        case .sequence(var items):
            items.append(value)
            stack.append(.sequence(items))
        case .mapping(var fields, let pendingKey):
            if let key = pendingKey {
                fields[key] = value
                stack.append(.mapping(fields, pendingKey: nil))
            } else {
                stack.append(.mapping(fields, pendingKey: value.text ?? ""))
            }
        }
    }
}

/// Typed access to one JSON object of the config, with errors that name the key and
/// what it should be.
struct ConfigReader {
    let object: [String: ConfigValue]
    let file: String
    let folder: String
    var prefix = ""

    func rejectUnknownKeys(_ known: [String]) throws(SiteConfig.ConfigError) {
        for key in object.keys.sorted() where !known.contains(key) {
            let nearest = known.min { EditDistance.between(key, $0) < EditDistance.between(key, $1) }
            let hint = nearest.map { EditDistance.between(key, $0) <= 3 ? "; did you mean \"\(prefix)\($0)\"?" : "" } ?? ""
            throw SiteConfig.ConfigError(
                file: file,
                message: "unknown key \"\(prefix)\(key)\"\(hint) (known keys: \(known.map { prefix + $0 }.joined(separator: ", ")))")
        }
    }

    private func wrongType(_ key: String, _ expected: String) -> SiteConfig.ConfigError {
        SiteConfig.ConfigError(file: file, message: "\"\(prefix)\(key)\" must be \(expected)")
    }

    func string(_ key: String) throws(SiteConfig.ConfigError) -> String? {
        switch object[key] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        default: throw wrongType(key, "a string")
        }
    }

    func bool(_ key: String) throws(SiteConfig.ConfigError) -> Bool? {
        switch object[key] {
        case nil, .null?: return nil
        case .bool(let flag)?: return flag
        default: throw wrongType(key, "true or false")
        }
    }

    func integer(_ key: String, atLeast minimum: Int) throws(SiteConfig.ConfigError) -> Int? {
        switch object[key] {
        case nil, .null?: return nil
        case .number(let number)?:
            if let int = Int(exactly: number), int >= minimum { return int }
        default: break
        }
        throw wrongType(key, "a whole number of at least \(minimum)")
    }

    func choice<T: RawRepresentable & CaseIterable>(_ key: String, _: T.Type) throws(SiteConfig.ConfigError) -> T?
    where T.RawValue == String {
        guard let text = try string(key) else { return nil }
        guard let value = T(rawValue: text) else {
            throw wrongType(key, "one of " + T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))
        }
        return value
    }

    func object(_ key: String) throws(SiteConfig.ConfigError) -> [String: ConfigValue]? {
        switch object[key] {
        case nil, .null?: return nil
        case .object(let nested)?: return nested
        default: throw wrongType(key, "an object")
        }
    }

    func path(_ key: String) throws(SiteConfig.ConfigError) -> String? {
        try string(key).map(resolve)
    }

    /// A list of strings.
    func strings(_ key: String) throws(SiteConfig.ConfigError) -> [String]? {
        switch object[key] {
        case nil, .null?: return nil
        case .array(let items)?:
            var texts: [String] = []
            for item in items {
                guard case .string(let text) = item else { throw wrongType(key, "a list of strings") }
                texts.append(text)
            }
            return texts
        default: throw wrongType(key, "a list of strings")
        }
    }

    /// A path or a list of paths.
    func paths(_ key: String) throws(SiteConfig.ConfigError) -> [String]? {
        switch object[key] {
        case nil, .null?: return nil
        case .string(let one)?: return [resolve(one)]
        case .array(let items)?:
            var paths: [String] = []
            for item in items {
                guard case .string(let path) = item else { throw wrongType(key, "a path or a list of paths") }
                paths.append(resolve(path))
            }
            return paths
        default: throw wrongType(key, "a path or a list of paths")
        }
    }

    private func resolve(_ path: String) -> String {
        path.hasPrefix("/") || folder.isEmpty || folder == "." ? path : folder + "/" + path
    }
}

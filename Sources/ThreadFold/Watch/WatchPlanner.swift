/// Turns changed paths into a `RebuildPlan`. Pure: tests feed it paths, not events.
public struct WatchPlanner: Sendable {
    /// Absolute, standardised paths.
    public var inputs: [String]
    public var configFile: String?
    public var templates: String?
    public var publicDirectory: String?
    /// The site's own `locales/` beside the config: a change there reloads the theme.
    public var localeFolder: String?
    public var output: String

    public init(inputs: [String], configFile: String?, templates: String?, publicDirectory: String?, output: String) {
        self.inputs = inputs
        self.configFile = configFile
        self.templates = templates
        self.publicDirectory = publicDirectory
        self.output = output
    }

    /// In the templates folder or the site's locale folder.
    private func isThemeFile(_ path: String) -> Bool {
        [templates, localeFolder].contains { folder in folder.map { Self.isInside(path, $0) } ?? false }
    }

    /// `overflow`: the kernel dropped events, so nothing can be trusted but a full rebuild.
    public func plan(_ changes: [ChangedPath], overflow: Bool = false) -> RebuildPlan {
        var plan = RebuildPlan()
        plan.everything = overflow
        for change in changes {
            let path = change.path
            if Self.isInside(path, output) { continue }
            if path == configFile {
                plan.everything = true
                continue
            }
            if isThemeFile(path) {
                if Self.isEditorNoise(path) { continue }
                plan.theme = true
            } else if let publicDirectory, Self.isInside(path, publicDirectory) {
                if Self.isEditorNoise(path) { continue }
                plan.publicFiles = true
            } else if isInput(path) {
                if change.removed {
                    plan.removedInputs.insert(path)
                    plan.changedInputs.remove(path)
                } else {
                    plan.changedInputs.insert(path)
                    plan.removedInputs.remove(path)
                }
            } else if change.removed, change.isDirectory, inputs.contains(where: { Self.isInside($0, path) || Self.isInside(path, $0) }) {
                // A folder of inputs went away: what it held is found by rescanning.
                plan.removedInputs.insert(path)
            }
        }
        return plan
    }

    /// A thread file under one of the inputs (or an input file itself); editors' swap and
    /// backup files are not.
    func isInput(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard InputFiles.isInput(name) else { return false }
        return inputs.contains { path == $0 || Self.isInside(path, $0) }
    }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// Vim's `.x.swp` and `4913`, Emacs's `#x#` and `.#x`, and `x~` backups.
    static func isEditorNoise(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasPrefix(".") || name.hasSuffix("~") || name.hasPrefix("#") || name == "4913"
    }
}

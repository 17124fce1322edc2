/// What a library does with `{{>name}}` / `{{<name}}` naming a template it does not hold.
public enum MissingPartialPolicy: Sendable, Equatable {
    /// Fail at init with a `MustacheError` pointing at the tag (the default: a typo in a
    /// theme should stop the build, not silently drop part of every page).
    case error
    /// Render the tag as empty, as the Mustache spec prescribes.
    case renderEmpty
}

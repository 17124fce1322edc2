// Placeholder: replaced by the PreviewServer implementation.

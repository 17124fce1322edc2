// Placeholder: replaced by the HTMLSanitizer implementation.

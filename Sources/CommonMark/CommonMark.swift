// Placeholder: replaced by the CommonMark implementation.

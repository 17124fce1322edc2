// Placeholder: replaced by the FileWatcher implementation.

// Placeholder: replaced by the ThreadFold implementation.

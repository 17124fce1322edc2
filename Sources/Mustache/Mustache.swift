// Placeholder: replaced by the Mustache implementation.

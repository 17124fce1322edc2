// Placeholder: replaced by the importers.

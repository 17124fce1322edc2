import CommonMark

extension SiteConfig {
    var markdownOptions: MarkdownOptions {
        var options: MarkdownOptions = []
        if hardBreaks { options.insert(.hardBreaks) }
        if smartPunctuation { options.insert(.smartPunctuation) }
        return options
    }
}

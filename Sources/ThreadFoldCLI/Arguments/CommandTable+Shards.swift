/// A build spread over machines: `build --shard I/N` on each (a Kubernetes Indexed Job,
/// GNU parallel, a Slurm array; docs/scale.md), then `merge` of their folders.
extension CommandTable {
    static let shard = OptionSpec(
        "--shard", value: "I/N", "build only shard I of N (from 0) and its summary, for merge;",
        "N alone takes I from JOB_COMPLETION_INDEX (a Kubernetes Indexed Job)")

    static let merge = CommandSpec(
        name: "merge", summary: "join the shards of a sharded build into one site",
        synopsis: "SHARD_DIR... -o DIR [OPTIONS]",
        description: """
            Joins the output folders of build --shard I/N (every I of one N, from any
            machines) into one site: their thread pages, and the index pages, feed,
            sitemap, 404 and theme files written from their summaries. The site is the one
            a single build of the same input writes, byte for byte, and replaces DIR in one
            step. Give it the options and config the shards were built with.
            """,
        options: buildOptions, positionals: .paths,
        footer: "Exit status: 0 ok, 1 merge failed (a shard missing or twice, theme, disk), 64 usage error.")
}

/// A build spread over machines: `partition` of the inputs (optional), `build --shard I/N`
/// on each (a Kubernetes Indexed Job, GNU parallel, a Slurm array; docs/scale.md), then
/// `merge` of their folders.
extension CommandTable {
    static let shard = OptionSpec(
        "--shard", value: "I/N", "build only shard I of N (from 0), its summary and its part of the search index, for merge;",
        "N alone takes I from JOB_COMPLETION_INDEX (a Kubernetes Indexed Job)")

    static let merge = CommandSpec(
        name: "merge", summary: "join the shards of a sharded build into one site",
        synopsis: "SHARD_DIR... -o DIR [OPTIONS]",
        description: """
            Joins the output folders of build --shard I/N (every I of one N, from any
            machines) into one site: their thread pages, the index pages, feed, sitemap,
            404 and theme files written from their summaries, and the search index joined
            from their parts of it. The site is the one a single build of the same input
            writes, byte for byte, and replaces DIR in one step. Give it the options and
            config the shards were built with (--no-search for both, or neither).
            """,
        options: buildOptions, positionals: .paths,
        footer: "Exit status: 0 ok, 1 merge failed (a shard or search part missing, repeated or damaged; theme; disk), 64 usage error.")

    static let partition = CommandSpec(
        name: "partition", summary: "split the inputs into one folder per shard, for a sharded build",
        synopsis: "INPUT... --shards N -o DIR",
        description: """
            Writes DIR/0 ... DIR/N-1: folder I holds exactly the threads of shard I (the
            hash build --shard uses), so each worker reads only its own part, and build
            DIR/I --shard I/N writes what build INPUT... --shard I/N writes. Site dumps
            (.json, .ndjson, compressed or not) are cut row by row into NDJSON as they are
            read, in the memory of one row; other files are written whole into the folder
            of their threads. DIR is replaced in one step; an input with errors (rows a
            build could not read) leaves it as it was.
            """,
        options: [
            OptionSpec("--shards", value: "N", "how many folders: the N of build --shard I/N"),
            OptionSpec("--output", short: "-o", value: "DIR", "where the folders go"),
            quiet, help,
        ],
        positionals: .paths,
        footer: "Exit status: 0 ok, 1 failed (disk), 64 usage error, 65 the data has errors.")
}

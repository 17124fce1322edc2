import Foundation
import TestSupport
import XCTest

/// docs/scale.md's recipes: the GNU parallel one run for real with 4 shards and the Slurm
/// one on a single-node cluster with 3 (each site compared byte for byte with one build);
/// the Kubernetes file checked for the fields a sharded build needs (its schema check and a
/// local run of its commands are in Tests/Browser/test_scale_manifests.py).
final class ScaleRecipesTests: XCTestCase {
    private let recipes = PackagePaths.root.appendingPathComponent("docs/scale").path
    private var folder: TemporaryFolder?

    override func tearDown() {
        folder?.remove()
        super.tearDown()
    }

    private func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        try ProcessRun.merged(["/usr/bin/env"] + arguments, environment: environment)
    }

    func testGNUParallelRecipeWithFourShardsBuildsTheOneMachineSite() throws {
        guard PackagePaths.tool("parallel") != nil else { throw Skip.because("GNU parallel is not installed (Debian: parallel)") }
        let binary = try PackagePaths.threadfoldBinary()
        let folder = try TemporaryFolder("parallel")
        self.folder = folder
        let options = ["-c", PackagePaths.examples + "/threadfold.json", "--base-url", "https://comments.example/"]
        let single = CLIRun(["build", PackagePaths.examples, "-o", folder.path("one"), "-q"] + options)
        XCTAssertEqual(single.code, .ok, single.all)
        let recipe = try run(
            [recipes + "/parallel.sh", "4", folder.path("site"), PackagePaths.examples, "--"] + options,
            environment: ["THREADFOLD": binary])
        XCTAssertEqual(recipe.status, 0, recipe.output)
        XCTAssertTrue(recipe.output.contains("Merged 8 threads"), recipe.output)
        let expected = try SiteTree(path: folder.path("one"))
        XCTAssertEqual(try SiteTree(path: folder.path("site")).differences(from: expected), [])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path("")).sorted(), ["one", "site"], "shards removed")
    }

    func testKubernetesManifestHasAnIndexedJobAndAMergeJob() throws {
        guard PackagePaths.tool("python3") != nil else { throw Skip.because("python3 is not installed") }
        let check = """
            import sys, yaml
            docs = list(yaml.safe_load_all(open(sys.argv[1])))
            claim, partition, shards, merge = docs
            assert claim["kind"] == "PersistentVolumeClaim" and claim["spec"]["accessModes"] == ["ReadWriteMany"]
            cut = " ".join(partition["spec"]["template"]["spec"]["containers"][0]["command"])
            assert partition["kind"] == "Job" and "threadfold partition " in cut and "--shards 8 -o /data/parts" in cut, cut
            spec = shards["spec"]
            assert shards["kind"] == "Job" and spec["completionMode"] == "Indexed"
            assert spec["completions"] == spec["parallelism"] == 8
            command = " ".join(spec["template"]["spec"]["containers"][0]["command"])
            assert "--shard 8 " in command and "build /data/parts/$JOB_COMPLETION_INDEX " in command, command
            assert merge["kind"] == "Job" and "threadfold merge" in " ".join(merge["spec"]["template"]["spec"]["containers"][0]["command"])
            for job in (partition, shards, merge):
                volumes = job["spec"]["template"]["spec"]["volumes"]
                assert volumes[0]["persistentVolumeClaim"]["claimName"] == claim["metadata"]["name"]
            print("ok")
            """
        let result = try run(["python3", "-c", check, recipes + "/kubernetes.yaml"])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(result.output, "ok\n")
    }

    func testSlurmScriptIsAnArrayWithAMergeAfterIt() throws {
        let script = try String(contentsOfFile: recipes + "/slurm.sh", encoding: .utf8)
        XCTAssertEqual(try run(["bash", "-n", recipes + "/slurm.sh"]).status, 0)
        XCTAssertTrue(script.contains("#SBATCH --array=0-7\n"))
        XCTAssertTrue(script.contains("shards=$SLURM_ARRAY_TASK_COUNT\n"))
        XCTAssertTrue(script.contains(#"--shard "$SLURM_ARRAY_TASK_ID/$shards""#))
        XCTAssertTrue(script.contains(#"--dependency="afterok:$SLURM_ARRAY_JOB_ID""#))
        XCTAssertTrue(script.contains("threadfold merge shards/*"))
        XCTAssertTrue(script.contains("threadfold partition input --shards 8 -o parts"))
        XCTAssertTrue(script.contains(#"threadfold build "parts/$SLURM_ARRAY_TASK_ID""#))
    }

    /// docs/scale/slurm.sh as written, on a single-node Slurm cluster started from Debian's
    /// slurm-wlm and munge (Tests/Scale/slurm-cluster.sh, which stops it whatever happens):
    /// the partition job, an array of 3 shard tasks and the merge queued after them.
    func testSlurmRecipeOnASingleNodeClusterBuildsTheOneProcessSite() throws {
        let binary = try PackagePaths.threadfoldBinary()
        let script = PackagePaths.root.appendingPathComponent("Tests/Scale/slurm-cluster.sh").path
        let result = try run(
            [script, "3", PackagePaths.examples, PackagePaths.examples + "/threadfold.json"],
            environment: ["THREADFOLD": binary])
        if result.status == 77 {
            let reason = result.output.split(separator: "\n").first { $0.hasPrefix("skip: ") }
            throw Skip.because(String(reason?.dropFirst(6) ?? "Tests/Scale/slurm-cluster.sh skipped"))
        }
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("Merged 8 threads"), result.output)
        XCTAssertTrue(result.output.contains("3 shards merged into a site identical to one build (diff -r)"), result.output)
    }
}

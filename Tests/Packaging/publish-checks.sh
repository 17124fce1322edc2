# Sourced by Tests/Packaging/run.sh: the GitHub Pages workflow (Examples/publish/), its
# shell steps run here as the runner would run them, with the tarball make dist wrote in
# place of the download (this machine has no network) and Examples/ as the thread files.
# The upload and deploy steps are GitHub's own actions and are not run.
run_workflow_steps() {
    local repo=$work/publish-repo runner=$work/runner-temp
    mkdir -p "$repo" "$runner" && cp -r Examples "$repo/comments" && cp "$tarball" "$repo/threadfold.tar.gz"
    python3 - Examples/publish/github-pages.yml >"$work/workflow-steps.sh" <<'PY' || return 1
import shlex, sys, yaml
workflow = yaml.safe_load(open(sys.argv[1]))
for name, value in workflow["env"].items():
    print(f"export {name}={shlex.quote(str(value))}")
for step in workflow["jobs"]["build"]["steps"]:
    if "run" in step and step.get("name") != "Download threadfold":
        print(f"echo '--- {step['name']}'")
        print(step["run"])
PY
    (cd "$repo" && RUNNER_TEMP=$runner bash -e "$work/workflow-steps.sh") >"$work/workflow.log" 2>&1 || { cat "$work/workflow.log"; return 1; }
    local base_url
    base_url=$(python3 -c 'import sys, yaml; print(yaml.safe_load(open(sys.argv[1]))["env"]["BASE_URL"])' Examples/publish/github-pages.yml)
    # Under the sub-path: the sitemap's addresses start with BASE_URL, the pages' links stay relative.
    test -f "$repo/public/index.html" && grep -q "<loc>${base_url}" "$repo/public/sitemap.xml" &&
        ! grep -q 'href="/' "$repo/public/index.html"
}
check "publish: the GitHub Pages workflow's steps build the archive under its base URL" run_workflow_steps

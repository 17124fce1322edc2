"""The Kubernetes manifests in docs/, without a cluster (kubectl --dry-run=client still asks an
API server for its types). Each document is checked against the API's schema as the official
`kubernetes` Python client models it (PyPI; requirements.txt): the kind must exist, every
field must be one the schema has (the client's from_dict would drop unknown ones silently),
required fields present and types strict. Then the sharded-build Jobs of
docs/scale/kubernetes.yaml are run here as Kubernetes would run their pods: each container's
command under `sh -c`, with its volume's mount path pointing at a temporary folder and, in the
Indexed Job, JOB_COMPLETION_INDEX set to 0 … completions-1 — so the shard each pod builds is
its completion index, and the merged site must equal one `build` byte for byte (search included).
Not run: a real API server's own validation (defaults, admission), scheduling, images, the
volume claim's storage."""
import filecmp
import json
import os
import subprocess
import types
import typing
from pathlib import Path

import pytest
import yaml
from kubernetes import client
from pydantic import BaseModel

from conftest import PACKAGE_ROOT

DOCS = PACKAGE_ROOT / "docs"
MANIFESTS = sorted(p for p in DOCS.rglob("*") if p.suffix in (".yaml", ".yml"))


def documents(path):
    """The Kubernetes objects of a YAML file (documents with apiVersion and kind)."""
    with open(path, encoding="utf-8") as file:
        return [d for d in yaml.safe_load_all(file) if isinstance(d, dict) and "kind" in d]


def model_class(document):
    """kubernetes.client's model for apiVersion + kind: batch/v1 Job -> V1Job."""
    version = document["apiVersion"].split("/")[-1]
    name = version[0].upper() + version[1:] + document["kind"]
    model = getattr(client, name, None)
    assert model is not None, f"{document['apiVersion']} {document['kind']}: no such kind in the API"
    assert issubclass(model, BaseModel), f"{name}: kubernetes client models are not pydantic (need kubernetes>=37)"
    return model


def unknown_fields(value, annotation, path):
    """Every key of `value` the schema (`annotation`, a model or a container of models) lacks."""
    origin = typing.get_origin(annotation)
    arguments = typing.get_args(annotation)
    if origin in (typing.Union, types.UnionType, typing.Annotated):
        for argument in arguments[:1] if origin is typing.Annotated else arguments:
            yield from unknown_fields(value, argument, path)
    elif origin is list and isinstance(value, list):
        for index, item in enumerate(value):
            yield from unknown_fields(item, arguments[0], f"{path}[{index}]")
    elif origin is dict and isinstance(value, dict):
        for key, item in value.items():
            yield from unknown_fields(item, arguments[1], f"{path}.{key}")
    elif isinstance(annotation, type) and issubclass(annotation, BaseModel) and isinstance(value, dict):
        fields = {(f.serialization_alias or f.alias or name): f.annotation
                  for name, f in annotation.model_fields.items()}
        for key, item in value.items():
            if key not in fields:
                yield f"{path}.{key}"
            else:
                yield from unknown_fields(item, fields[key], f"{path}.{key}")


def test_docs_have_manifests():
    # Every YAML file under docs/ is checked below; this one must be among them.
    assert "scale/kubernetes.yaml" in [p.relative_to(DOCS).as_posix() for p in MANIFESTS if documents(p)]


@pytest.mark.parametrize("path", MANIFESTS, ids=lambda p: p.relative_to(DOCS).as_posix())
def test_manifest_matches_the_api_schema(path):
    for document in documents(path):
        model = model_class(document)
        where = f"{path.name}: {document['kind']} {document.get('metadata', {}).get('name')}"
        assert list(unknown_fields(document, model, "")) == [], f"{where}: fields the API does not have"
        # Required fields and strict types (a string where the API has an integer fails).
        parsed = model.from_dict(document)
        assert parsed.kind == document["kind"] and parsed.metadata.name, where


def test_the_checker_rejects_what_the_api_would():
    job = {"apiVersion": "batch/v1", "kind": "Job", "metadata": {"name": "j"},
           "spec": {"template": {"spec": {"restartPolicy": "Never", "containers": [{"name": "c"}]}}}}
    assert list(unknown_fields(job, client.V1Job, "")) == []
    client.V1Job.from_dict(job)
    misspelt = json.loads(json.dumps(job))
    misspelt["spec"]["template"]["spec"]["containers"][0]["comand"] = ["sh"]
    assert list(unknown_fields(misspelt, client.V1Job, "")) == [".spec.template.spec.containers[0].comand"]
    unnamed = json.loads(json.dumps(job))
    del unnamed["spec"]["template"]["spec"]["containers"][0]["name"]
    with pytest.raises(ValueError):
        client.V1Job.from_dict(unnamed)
    quoted = json.loads(json.dumps(job))
    quoted["spec"]["completions"] = "8"
    with pytest.raises(ValueError):
        client.V1Job.from_dict(quoted)
    with pytest.raises(AssertionError):
        model_class({"apiVersion": "batch/v1", "kind": "Jobs"})


def scale_jobs():
    """docs/scale/kubernetes.yaml's Jobs by their `step` label, and the volume claim."""
    objects = documents(DOCS / "scale" / "kubernetes.yaml")
    jobs = {o["metadata"]["labels"]["step"]: o for o in objects if o["kind"] == "Job"}
    claims = [o for o in objects if o["kind"] == "PersistentVolumeClaim"]
    assert sorted(jobs) == ["merge", "partition", "shards"] and len(claims) == 1
    return jobs, claims[0]


def test_indexed_job_reads_its_completion_index_as_the_shard():
    jobs, claim = scale_jobs()
    assert claim["spec"]["accessModes"] == ["ReadWriteMany"]
    spec = jobs["shards"]["spec"]
    # The API's rules for an Indexed Job with a per-index backoff limit.
    assert spec["completionMode"] == "Indexed" and spec["completions"] >= 1
    assert spec["parallelism"] <= spec["completions"]
    assert "backoffLimitPerIndex" not in spec or spec["template"]["spec"]["restartPolicy"] == "Never"
    command = spec["template"]["spec"]["containers"][0]["command"]
    assert command[:2] == ["sh", "-c"] and len(command) == 3
    assert f"--shard {spec['completions']} " in command[2] or \
        f"--shard $JOB_COMPLETION_INDEX/{spec['completions']} " in command[2], command
    assert "/parts/$JOB_COMPLETION_INDEX " in command[2] and command[2].endswith("/shards/$JOB_COMPLETION_INDEX")
    partition = " ".join(jobs["partition"]["spec"]["template"]["spec"]["containers"][0]["command"])
    assert f"--shards {spec['completions']} " in partition, partition
    for job in jobs.values():
        pod = job["spec"]["template"]["spec"]
        assert pod["restartPolicy"] in ("Never", "OnFailure")  # the API refuses Always in a Job
        assert pod["volumes"][0]["persistentVolumeClaim"]["claimName"] == claim["metadata"]["name"]


def run_pods(job, data, binary, environment):
    """Runs a Job's pods here: its container's sh -c command, mount path -> `data`."""
    spec = job["spec"]
    pod = spec["template"]["spec"]
    container = pod["containers"][0]
    mount = container["volumeMounts"][0]["mountPath"]
    script = container["command"][2].replace(mount + "/", f"{data}/")
    indexed = spec.get("completionMode") == "Indexed"
    for index in range(spec.get("completions", 1)):
        env = {**environment, **({"JOB_COMPLETION_INDEX": str(index)} if indexed else {})}
        result = subprocess.run(["sh", "-c", script], env=env, capture_output=True, text=True)
        assert result.returncode == 0, f"{job['metadata']['name']} pod {index}: {script}\n{result.stderr}"
    return mount


def test_kubernetes_jobs_run_here_build_the_one_process_site(binary, tmp_path):
    jobs, _ = scale_jobs()
    data = tmp_path / "data"
    data.mkdir()
    (data / "input").symlink_to(PACKAGE_ROOT / "Examples")
    (data / "threadfold.json").write_bytes((PACKAGE_ROOT / "Examples" / "threadfold.json").read_bytes())
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "threadfold").symlink_to(binary)
    environment = {**os.environ, "PATH": f"{bin_dir}:{os.environ['PATH']}"}
    environment.pop("JOB_COMPLETION_INDEX", None)
    for step in ("partition", "shards", "merge"):  # the order docs/scale.md applies them in
        run_pods(jobs[step], data, binary, environment)
    completions = jobs["shards"]["spec"]["completions"]
    for index in range(completions):
        with open(data / "shards" / str(index) / ".threadfold-shard.json", encoding="utf-8") as file:
            summary = json.load(file)
        assert (summary["shard"], summary["shards"]) == (index, completions)
    one = tmp_path / "one"
    subprocess.run([str(binary), "build", str(data / "input"), "--config", str(data / "threadfold.json"),
                    "-q", "-o", str(one)], check=True)
    assert_same_tree(one, data / "site")


def assert_same_tree(expected, actual):
    comparison = filecmp.dircmp(expected, actual, ignore=[])
    pending = [(comparison, "")]
    while pending:
        node, where = pending.pop()
        assert not node.left_only and not node.right_only, f"{where or '.'}: {node.left_only} / {node.right_only}"
        _, mismatch, errors = filecmp.cmpfiles(node.left, node.right, node.common_files, shallow=False)
        assert not mismatch and not errors, f"{where or '.'}: files differ: {mismatch + errors}"
        pending += [(child, f"{where}/{name}") for name, child in node.subdirs.items()]
    assert any(Path(actual).rglob("*.html"))

"""The classifier's cost, measured so that two trees compare in any sitting of the VM.

`bench_speed.py` times classification inside a 10k-entry write workload; its p50 moves by up to a quarter
between sittings of this VM, which is the size of most changes worth measuring. This bench records the
classify() calls that workload makes, once (bench/data/classify_replay.json), and replays them in a fresh
process (a cold start, as in the workload: the first reading of each sentence dominates):

- CPU ms per call, the median of `--runs` cold replays (sitting-dependent, like bench_speed);
- instructions (callgrind `Ir`) of one cold replay, when valgrind is installed: the same count in every
  sitting, so a change of a percent shows. Python's hash seed is fixed for it.

The replay covers the classifier alone (bench_speed's figure also holds the neighbour searches). Compare two
trees by replaying the same file against each one's package (`--tree`, e.g. a `git archive` copy):

    .venv/bin/python bench/bench_classify_cost.py --record            # after bench_speed's workload changes
    .venv/bin/python bench/bench_classify_cost.py [--tree DIR] [--no-instructions]
"""

from __future__ import annotations

import argparse
import dataclasses
import gc
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402

REPLAY = common.REPO / "bench" / "data" / "classify_replay.json"


def record(path: Path = REPLAY, n: int = 10_000) -> int:
    """Run bench_speed's write workload at `n` entries and keep every classify() call it makes."""
    import bench_speed
    from flymemory import classify

    calls: list[dict] = []
    original = classify.classify

    def recording(old, new, similarity=None, thresholds=None):
        calls.append({"old": old, "new": new, "similarity": similarity,
                      "thresholds": dataclasses.asdict(thresholds) if thresholds is not None else None})
        return original(old, new, similarity, thresholds)

    classify.classify = recording
    try:
        bench_speed.run_one(n, 100, 100, False)
    finally:
        classify.classify = original
    path.write_text(json.dumps({"about": f"classify() calls of bench_speed.run_one({n}, 100, 100), in order; "
                                         "recorded by bench/bench_classify_cost.py --record", "calls": calls},
                               ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    return len(calls)


def _load(path: Path) -> list[tuple]:
    from flymemory.dedup import Thresholds

    calls = json.loads(path.read_text(encoding="utf-8"))["calls"]
    return [(c["old"], c["new"], c["similarity"], Thresholds(**c["thresholds"]) if c["thresholds"] else None)
            for c in calls]


def child(mode: str, path: Path, tree: Path) -> None:
    """One cold replay in this process, of `tree`'s classifier: `setup` loads it and warms it on a pair not in
    the replay; `run` also replays every call and prints its CPU seconds. Instructions are run minus setup."""
    sys.path.insert(0, str(tree / "python"))
    sys.modules.pop("flymemory", None)
    from flymemory import classify

    calls = _load(path)
    classify.classify("warm up", "warm up now")
    gc.collect()
    if mode == "run":
        started = time.process_time()
        for args in calls:
            classify.classify(*args)
        print(json.dumps({"cpu_s": time.process_time() - started, "calls": len(calls),
                          "package": str(Path(classify.__file__).resolve().parent.parent)}))


def _child_command(mode: str, path: Path, tree: Path) -> list[str]:
    return [sys.executable, str(Path(__file__).resolve()), "--child", mode, "--data", str(path), "--tree", str(tree)]


def cpu_per_call(path: Path, tree: Path, runs: int) -> dict:
    times, calls = [], 0
    for _ in range(runs):
        out = json.loads(subprocess.run(_child_command("run", path, tree), check=True, capture_output=True,
                                        text=True).stdout.strip().splitlines()[-1])
        if not Path(out["package"]).is_relative_to(tree):
            raise SystemExit(f"the replay imported {out['package']}, not {tree}'s package: check PYTHONPATH")
        times.append(out["cpu_s"] * 1000 / out["calls"])
        calls = out["calls"]
    return {"calls": calls, "runs": runs, "cpu_ms_per_call_median": round(statistics.median(times), 4),
            "cpu_ms_per_call": [round(t, 4) for t in times]}


def instructions(path: Path, tree: Path) -> dict | None:
    """Callgrind's instruction count of one cold replay (run minus setup), or None without valgrind."""
    valgrind = shutil.which("valgrind")
    if valgrind is None:
        return None
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    counts = {}
    with tempfile.TemporaryDirectory() as tmp:
        for mode in ("setup", "run"):
            out = Path(tmp) / f"callgrind.{mode}"
            command = [valgrind, "--tool=callgrind", f"--callgrind-out-file={out}", *_child_command(mode, path, tree)]
            subprocess.run(command, check=True, capture_output=True, env=env)
            summary = next(line for line in out.read_text().splitlines() if line.startswith(("summary:", "totals:")))
            counts[mode] = int(summary.split()[1])
    replay = counts["run"] - counts["setup"]
    return {"replay_instructions_millions": round(replay / 1e6, 1), "per_call_millions": round(replay / 1e6 / len(
        json.loads(path.read_text(encoding="utf-8"))["calls"]), 4)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--record", action="store_true", help="re-record the replay from bench_speed's workload")
    parser.add_argument("--data", type=Path, default=REPLAY)
    parser.add_argument("--runs", type=int, default=5, help="cold CPU replays (the median is reported)")
    parser.add_argument("--no-instructions", action="store_true", help="skip the callgrind count")
    parser.add_argument("--tree", type=Path, default=common.REPO, help="the tree whose classifier is replayed")
    parser.add_argument("--label", default="", help="name for the results file: classify_cost[_LABEL].json")
    parser.add_argument("--smoke", action="store_true", help="one CPU replay, no instructions; writes nothing")
    parser.add_argument("--child", choices=("setup", "run"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.smoke:
        args.runs, args.no_instructions = 1, True
    if args.child:
        child(args.child, args.data, args.tree.resolve())
        return 0
    if args.record:
        print("recorded", record(args.data), "calls to", args.data)
        return 0
    tree = args.tree.resolve()
    result = {"machine": common.machine(), "load": os.getloadavg(), "tree": str(tree),
              **cpu_per_call(args.data, tree, args.runs)}
    if not args.no_instructions:
        result["instructions"] = instructions(args.data, tree)
    print(json.dumps({k: v for k, v in result.items() if k != "machine"}))
    if not args.smoke:
        common.save_json(f"classify_cost{('_' + args.label) if args.label else ''}.json", result)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

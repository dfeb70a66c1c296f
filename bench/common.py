"""Helpers shared by the bench scripts: paths, the machine description, timing,
peak RSS, and a tiny SVG plotter (matplotlib is not a dependency)."""

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


def cached_passages(embedder, texts: list[str], batch: int = 64):
    """Passage vectors, cached on disk per embedder and text (re-runs skip the slow part).
    Cache dir: FLYMEMORY_BENCH_CACHE, default <tmp>/flymemory-bench-cache."""
    import hashlib
    import tempfile

    import numpy as np

    root = Path(os.environ.get("FLYMEMORY_BENCH_CACHE") or Path(tempfile.gettempdir()) / "flymemory-bench-cache")
    root.mkdir(parents=True, exist_ok=True)
    path = root / (hashlib.sha256(embedder.id.encode()).hexdigest()[:16] + ".npz")
    cache: dict[str, np.ndarray] = {}
    if path.exists():
        with np.load(path) as data:
            cache = {k: data[k] for k in data.files}

    def key(t: str) -> str:
        return hashlib.sha256(t.encode()).hexdigest()[:24]

    missing = [t for t in dict.fromkeys(texts) if key(t) not in cache]
    for start in range(0, len(missing), batch):
        chunk = missing[start:start + batch]
        for t, v in zip(chunk, embedder.embed_passages(chunk), strict=True):
            cache[key(t)] = np.asarray(v, dtype=np.float32)
    if missing:
        np.savez(path, **cache)
    return np.stack([cache[key(t)] for t in texts]) if texts else np.zeros((0, embedder.dim), np.float32)


def save_json(name: str, data: dict) -> Path:
    RESULTS.mkdir(parents=True, exist_ok=True)
    path = RESULTS / name
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


# -- SVG ------------------------------------------------------------------------
_COLORS = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f"]


def _esc(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def svg_lines(path: Path, title: str, xlabel: str, ylabel: str, series: dict[str, list[tuple[float, float]]],
              log_x: bool = True, log_y: bool = True) -> None:
    """A line chart (log axes by default) written as plain SVG."""
    import math

    w, h, left, right, top, bottom = 640, 400, 70, 170, 40, 50
    pts = [p for s in series.values() for p in s if p[1] > 0]
    fx = (lambda v: math.log10(v)) if log_x else (lambda v: v)
    fy = (lambda v: math.log10(v)) if log_y else (lambda v: v)
    xs = [fx(x) for x, _ in pts]
    ys = [fy(y) for _, y in pts]
    x0, x1 = min(xs), max(xs)
    y0, y1 = (math.floor(min(ys)), math.ceil(max(ys))) if log_y else (0.0, max(ys) * 1.1)
    x1 = x1 if x1 > x0 else x0 + 1
    y1 = y1 if y1 > y0 else y0 + 1

    def px(x: float) -> float:
        return left + (fx(x) - x0) / (x1 - x0) * (w - left - right)

    def py(y: float) -> float:
        return h - bottom - (fy(y) - y0) / (y1 - y0) * (h - top - bottom)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" font-family="sans-serif" '
           f'font-size="12"><rect width="100%" height="100%" fill="white"/>',
           f'<text x="{w / 2}" y="20" text-anchor="middle" font-size="14">{_esc(title)}</text>',
           f'<line x1="{left}" y1="{h - bottom}" x2="{w - right}" y2="{h - bottom}" stroke="black"/>',
           f'<line x1="{left}" y1="{top}" x2="{left}" y2="{h - bottom}" stroke="black"/>',
           f'<text x="{(left + w - right) / 2}" y="{h - 12}" text-anchor="middle">{_esc(xlabel)}</text>',
           f'<text x="16" y="{(top + h - bottom) / 2}" text-anchor="middle" '
           f'transform="rotate(-90 16 {(top + h - bottom) / 2})">{_esc(ylabel)}</text>']
    for x in sorted({x for x, _ in pts}):
        out.append(f'<text x="{px(x):.1f}" y="{h - bottom + 16}" text-anchor="middle">{x:g}</text>')
    ticks = [10 ** e for e in range(int(y0), int(y1) + 1)] if log_y else \
        [y0 + i * (y1 - y0) / 5 for i in range(6)]
    for t in ticks:
        out.append(f'<line x1="{left}" y1="{py(t):.1f}" x2="{w - right}" y2="{py(t):.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{left - 6}" y="{py(t) + 4:.1f}" text-anchor="end">{t:g}</text>')
    for n, (name, s) in enumerate(series.items()):
        color = _COLORS[n % len(_COLORS)]
        s = [p for p in s if p[1] > 0]
        if not s:
            continue
        d = " ".join(f"{px(x):.1f},{py(y):.1f}" for x, y in s)
        out.append(f'<polyline points="{d}" fill="none" stroke="{color}" stroke-width="2"/>')
        out += [f'<circle cx="{px(x):.1f}" cy="{py(y):.1f}" r="3" fill="{color}"/>' for x, y in s]
        ly = top + 10 + n * 18
        out.append(f'<line x1="{w - right + 10}" y1="{ly}" x2="{w - right + 30}" y2="{ly}" stroke="{color}" '
                   f'stroke-width="2"/><text x="{w - right + 34}" y="{ly + 4}">{_esc(name)}</text>')
    out.append("</svg>")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(out) + "\n", encoding="utf-8")


def svg_bars(path: Path, title: str, ylabel: str, groups: list[str], series: dict[str, list[float]],
             ymax: float = 1.0) -> None:
    """Grouped bars: one group per category, one bar per series."""
    w, h, left, right, top, bottom = 760, 400, 60, 180, 40, 60
    n = len(series)
    gw = (w - left - right) / max(1, len(groups))
    bw = gw * 0.8 / max(1, n)

    def py(v: float) -> float:
        return h - bottom - v / ymax * (h - top - bottom)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" font-family="sans-serif" '
           f'font-size="12"><rect width="100%" height="100%" fill="white"/>',
           f'<text x="{w / 2}" y="20" text-anchor="middle" font-size="14">{_esc(title)}</text>',
           f'<text x="16" y="{(top + h - bottom) / 2}" text-anchor="middle" '
           f'transform="rotate(-90 16 {(top + h - bottom) / 2})">{_esc(ylabel)}</text>']
    for i in range(6):
        v = ymax * i / 5
        out.append(f'<line x1="{left}" y1="{py(v):.1f}" x2="{w - right}" y2="{py(v):.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{left - 6}" y="{py(v) + 4:.1f}" text-anchor="end">{v:g}</text>')
    for g, group in enumerate(groups):
        gx = left + g * gw + gw * 0.1
        out.append(f'<text x="{left + g * gw + gw / 2:.1f}" y="{h - bottom + 16}" '
                   f'text-anchor="middle">{_esc(group)}</text>')
        for s, values in enumerate(series.values()):
            v = values[g]
            out.append(f'<rect x="{gx + s * bw:.1f}" y="{py(v):.1f}" width="{bw:.1f}" '
                       f'height="{py(0) - py(v):.1f}" fill="{_COLORS[s % len(_COLORS)]}"/>')
    for s, name in enumerate(series):
        ly = top + 10 + s * 18
        out.append(f'<rect x="{w - right + 10}" y="{ly - 6}" width="14" height="10" '
                   f'fill="{_COLORS[s % len(_COLORS)]}"/><text x="{w - right + 30}" y="{ly + 4}">{_esc(name)}</text>')
    out.append(f'<line x1="{left}" y1="{py(0)}" x2="{w - right}" y2="{py(0)}" stroke="black"/></svg>')
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(out) + "\n", encoding="utf-8")

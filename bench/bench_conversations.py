"""Retrieval on real conversations: MemoryBank (15 users x 10 days, English and Chinese),
with our evidence labels (bench/memorybank/). Every message is written through the engine
as the capture path would (one write per message, "Speaker: text", the speaker and role,
the day as occurred_at and session), then every probing question is asked with recall.
Baselines in the same run, over the same messages kept whole: BM25, dense (e5) and their
reciprocal-rank fusion. Each user has their own store (a user's memory is their own).

A hit at k: one of the first k entries shown came from a gold exchange. any@k: some
evidence group was hit; all@k: every group was. Reported per question type, per language,
for the held-out users (results) and the tuning users (in-sample, for tuning only).

    .venv/bin/python bench/bench_conversations.py                 # both splits, writes results
    .venv/bin/python bench/bench_conversations.py --split tuning  # iterate on tuning users only
    .venv/bin/python bench/bench_conversations.py --smoke         # two users, a smoke test

Vectors are cached in bench/out/ (gitignored): the first run embeds ~7k texts (minutes on
one core), later runs only the new ones."""

from __future__ import annotations

import argparse
import hashlib
import inspect
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402
import memorybank_data  # noqa: E402

OUT = common.REPO / "bench" / "out"
KS = (1, 5, 10)
DEPTH = 10  # entries asked for; every metric reads the first k of these
RRF_K = 60
# The engine's clock: the day after the last conversation, as if the user asked the next morning.
NOW = 1683460800.0  # 2023-05-07T12:00:00Z
SYSTEMS = ("bm25 (messages)", "dense (messages)", "bm25+dense RRF (messages)", "engine")


class CachedEmbedder:
    """Wraps an embedder; vectors persist in bench/out/ between runs (the box is shared)."""

    def __init__(self, inner) -> None:
        self.inner, self.id, self.dim = inner, inner.id, inner.dim
        OUT.mkdir(parents=True, exist_ok=True)
        self.path = OUT / f"vectors-{hashlib.sha256(inner.id.encode()).hexdigest()[:12]}.npz"
        self.cache: dict[str, np.ndarray] = {}
        if self.path.exists():
            with np.load(self.path) as data:
                self.cache = {k: data[k] for k in data.files}
        self.dirty = False

    def _embed(self, role: str, texts: list[str], fn) -> np.ndarray:
        keys = [role + hashlib.sha256(t.encode()).hexdigest()[:24] for t in texts]
        missing = [(k, t) for k, t in dict(zip(keys, texts, strict=True)).items() if k not in self.cache]
        if missing:
            for k, v in zip([k for k, _ in missing], fn([t for _, t in missing]), strict=True):
                self.cache[k] = np.asarray(v, dtype=np.float32)
            self.dirty = True
        if not texts:
            return np.zeros((0, self.dim), np.float32)
        return np.stack([self.cache[k] for k in keys])

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        return self._embed("q", list(texts), self.inner.embed_queries)

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        return self._embed("p", list(texts), self.inner.embed_passages)

    def save(self) -> None:
        if self.dirty:
            np.savez(self.path, **self.cache)
            self.dirty = False


def said(m) -> str:
    return f"{m.speaker}: {m.text}"


def _coerce(value: str):
    if value.lower() in ("true", "on", "yes"):
        return True
    if value.lower() in ("false", "off", "no"):
        return False
    try:
        return float(value) if "." in value else int(value)
    except ValueError:
        return value


def apply_knobs(engine, knobs: list[str]) -> None:
    """--knob name=value: a RetrievalConfig field (flymemory.retrieval), for measuring one change at a time."""
    from dataclasses import fields, replace

    names = {f.name for f in fields(engine.retriever.config)}
    changes = {}
    for knob in knobs:
        name, _, value = knob.partition("=")
        if name not in names:
            raise SystemExit(f"unknown knob {name!r}: not a RetrievalConfig field ({', '.join(sorted(names))})")
        changes[name] = _coerce(value)
    if changes:
        engine.retriever.config = replace(engine.retriever.config, **changes)


def engine_for(path: str, messages, embedder, knobs: list[str] = ()):
    """The engine as a user runs it, fed message by message; entry id -> exchanges it holds."""
    from flymemory import lexical
    from flymemory.memory import MemoryEngine
    from flymemory.store import SQLiteStore

    store = SQLiteStore(path, lexical_indexer=lexical.index_text)
    engine = MemoryEngine(store, embedder, clock=lambda: NOW)
    apply_knobs(engine, knobs)
    takes = set(inspect.signature(engine.remember).parameters)
    holds: dict[int, set[str]] = defaultdict(set)
    for m in messages:
        extra = {k: v for k, v in (("speaker", m.speaker), ("role", m.role)) if k in takes}
        for outcome in engine.remember(said(m), source="hook", session=m.day, occurred_at=m.day,
                                       message_id=f"{m.day}#{m.index}/{m.role}", **extra):
            for entry_id in (outcome.entry_id, outcome.tombstone_id):
                if entry_id:
                    holds[entry_id].add(m.exchange)
    return engine, holds


def baselines_for(path: str, messages, embedder):
    """Plain retrieval over whole messages: its own store, one entry per message."""
    from flymemory import lexical
    from flymemory.memory import content_hash
    from flymemory.store import SQLiteStore

    store = SQLiteStore(path, lexical_indexer=lexical.index_text)
    texts = [said(m) for m in messages]
    with store.transaction():
        ids = [store.insert_entry({"text": t, "content_hash": content_hash(t), "source": "import"}) for t in texts]
    matrix = embedder.embed_passages(texts)
    exchange = {i: m.exchange for i, m in zip(ids, messages, strict=True)}

    def bm25(q: str) -> list[int]:
        from flymemory.model import Scope

        return [i for i, _ in store.lexical_search(lexical.query_terms(q), Scope(), 50)]

    def dense(q: str) -> list[int]:
        scores = matrix @ embedder.embed_queries([q])[0]
        return [ids[j] for j in np.argsort(-scores, kind="stable")[:50]]

    def fused(q: str) -> list[int]:
        score: dict[int, float] = defaultdict(float)
        for ranking in (bm25(q), dense(q)):
            for rank, i in enumerate(ranking, start=1):
                score[i] += 1.0 / (RRF_K + rank)
        return sorted(score, key=lambda i: (-score[i], i))

    rankers = {"bm25 (messages)": bm25, "dense (messages)": dense, "bm25+dense RRF (messages)": fused}
    return store, rankers, exchange


def scored(shown: list[set[str]], gold) -> dict[str, int]:
    """shown: the exchanges each shown entry came from, best first."""
    out = {}
    for k in KS:
        seen = set().union(*shown[:k]) if shown[:k] else set()
        out[f"any@{k}"] = int(any(g & seen for g in gold))
    seen = set().union(*shown[:10]) if shown[:10] else set()
    out["all@10"] = int(all(g & seen for g in gold))
    return out


def run_user(lang: str, user: int, data: dict, embedder, tmp: str, systems: tuple[str, ...],
             knobs: list[str] = ()) -> list[dict]:
    messages = [m for m in data["messages"] if m.user == user]
    questions = [q for q in data["questions"] if q.user == user and q.gold]
    rows: list[dict] = []
    base_store, rankers, exchange = baselines_for(f"{tmp}/{lang}-{user}-base.db", messages, embedder)
    for name, rank in rankers.items():
        if name in systems:
            for q in questions:
                shown = [{exchange[i]} for i in rank(q.text)[:DEPTH]]
                rows.append({"system": name, "lang": lang, "user": user, "question": q.index, "kind": q.kind}
                            | scored(shown, q.gold))
    base_store.close()
    if "engine" in systems:
        engine, holds = engine_for(f"{tmp}/{lang}-{user}-engine.db", messages, embedder, knobs)
        for q in questions:
            # As a user reads it: recall_block's path, each hit with its whole message (small-to-big).
            kwargs = {"with_messages": True} if "with_messages" in inspect.signature(engine.recall).parameters else {}
            hits = engine.recall(q.text, k=DEPTH, **kwargs)
            shown = [holds.get(h.entry.id, set()) for h in hits]
            rows.append({"system": "engine", "lang": lang, "user": user, "question": q.index, "kind": q.kind,
                         "shown": [h.entry.text[:160] for h in hits[:3]]} | scored(shown, q.gold))
        stats = engine.store.stats() if hasattr(engine.store, "stats") else {}
        rows.append({"system": "engine", "lang": lang, "user": user, "store": {
            "entries": len(holds), "bytes": Path(f"{tmp}/{lang}-{user}-engine.db").stat().st_size} | (
            {"stats": stats} if isinstance(stats, dict) else {})})
        engine.store.close()
    return rows


def table(rows: list[dict]) -> dict:
    """{system: {lang: {kind | "all": {metric: mean, "n": count}}}}."""
    groups: dict[tuple[str, str, str], list[dict]] = defaultdict(list)
    for r in rows:
        if "kind" not in r:
            continue
        for lang in (r["lang"], "both"):
            for kind in (r["kind"], "all"):
                groups[(r["system"], lang, kind)].append(r)
    out: dict = {}
    for (system, lang, kind), rs in sorted(groups.items()):
        cell = {m: round(sum(r[m] for r in rs) / len(rs), 3) for m in ("any@1", "any@5", "any@10", "all@10")}
        out.setdefault(system, {}).setdefault(lang, {})[kind] = cell | {"n": len(rs)}
    return out


def markdown(summary: dict, title: str) -> str:
    lines = [f"**{title}**", "", "| system | lang | type | n | any@1 | any@5 | any@10 | all@10 |",
             "|---|---|---|---|---|---|---|---|"]
    for system, langs in summary.items():
        for lang in ("both", "en", "cn"):
            for kind in ("all", "temporal", "user", "assistant", "multi"):
                c = langs.get(lang, {}).get(kind)
                if c:
                    lines.append(f"| {system} | {lang} | {kind} | {c['n']} | {c['any@1']:.3f} | {c['any@5']:.3f} "
                                 f"| {c['any@10']:.3f} | {c['all@10']:.3f} |")
    return "\n".join(lines)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--split", choices=("held_out", "tuning", "both"), default="both")
    p.add_argument("--systems", default=",".join(SYSTEMS))
    p.add_argument("--label", default="", help="results file suffix (e.g. before / after)")
    p.add_argument("--threads", type=int, default=1)
    p.add_argument("--knob", action="append", default=[], help="name=value engine/retriever setting")
    p.add_argument("--smoke", action="store_true")
    a = p.parse_args(argv)
    common.cap_threads(a.threads)
    from flymemory.embedding import make_embedder

    shared = common.shared_dir()
    if not (shared / "data" / "memorybank").is_dir():
        print(f"no MemoryBank data under {shared}: set FLYMEMORY_SHARED_DIR", file=sys.stderr)
        return 2
    data = memorybank_data.load(shared)
    split = memorybank_data.split()
    users = {"held_out": split["held_out"], "tuning": split["tuning"]}
    if a.split != "both":
        users = {a.split: users[a.split]}
    if a.smoke:
        users = {name: us[:1] for name, us in users.items()}
    systems = tuple(s.strip() for s in a.systems.split(","))
    embedder = CachedEmbedder(make_embedder("e5-small-q4", threads=a.threads))
    t0 = time.perf_counter()
    result: dict = {"machine": common.machine(), "load": Path("/proc/loadavg").read_text().split()[:3],
                    "split": split, "now": NOW, "depth": DEPTH, "knobs": a.knob}
    try:
        with tempfile.TemporaryDirectory() as tmp:
            for part, us in users.items():
                rows = [r for lang in memorybank_data.LANGS for u in us
                        for r in run_user(lang, u, data[lang], embedder, tmp, systems, a.knob)]
                result[part] = {"summary": table(rows), "rows": rows}
                print(markdown(result[part]["summary"], f"{part} users {us}"
                                                          + (" (in-sample)" if part == "tuning" else "")))
                print()
    finally:
        embedder.save()
    result["seconds"] = round(time.perf_counter() - t0, 1)
    print(f"{result['seconds']} s, load {result['load']}")
    if not a.smoke:
        for part in users:  # what the engine showed is for reading a run, not for the repo
            for r in result[part]["rows"]:
                r.pop("shown", None)
        common.save_json(f"conversations{'_' + a.label if a.label else ''}.json", result)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

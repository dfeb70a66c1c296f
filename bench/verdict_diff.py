"""Do two versions of the classifier give the same verdicts? The check a refactor of classify.py must
pass before it lands ("no verdict changes"), and the size of a rule change's reach.

    .venv/bin/python bench/verdict_diff.py main HEAD             # two git revisions
    .venv/bin/python bench/verdict_diff.py main WORKTREE         # main against the files on disk
    .venv/bin/python bench/verdict_diff.py old_classify.py WORKTREE  # a one-file classifier (before 2026-12-02)
    .venv/bin/python bench/verdict_diff.py main /tmp/classify_copy  # a copy of the python/flymemory/classify package
    .venv/bin/python bench/verdict_diff.py main HEAD --show 20   # print up to 20 changed pairs

Each side is a copy of python/flymemory (a revision's tree via `git archive`, the working tree, or the
working tree with one classify.py file, or one classify package directory, put in its place), imported
in its own process with PYTHONHASHSEED=0 so that every run of one side judges alike. Both sides judge the same pairs:
  - every case of every bench/data/*.jsonl file whose split is not "heldout" (the labelled set's
    held-out half is skipped on reading, before its sentences are looked at): each earlier sentence of
    a case against each later one, and every sentence of a group against every sentence of the
    group's other cases, both ways;
  - MemoryBank chat (../shared/data/memorybank, EN and CN; skipped when absent): each user message
    against its 4 nearest earlier messages of the same user, nearest by character-bigram overlap (a
    fixed measure of this script, so the pairs do not depend on the code under test).
Each pair is judged lexically (no cosine) and at cosines around the e5 and MiniLM lines with their
calibrated thresholds, plus `at_read` (with the case's question when it has one). A judgement is the
full Judgement repr (kind, rule, signals, slot, values, in_place, similarity) and its `may_repeat` flag when
set, or the exception raised.

Prints counts only (pairs, judgements, changed pairs per setting and per file and half, and per file and half
the pairs whose kind changed, by transition, e.g. "update->possible_update 12"). --show N prints
up to N changed pairs of tuning halves and chat; a check half's pairs only with --show-check (then say
so where you report: those items are no longer unseen); never a pair of a blind set kept for later
(KEPT_BLIND). Held-out items are never read. Exit status 1 when any judgement differs."""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DATA = REPO / "bench" / "data"
NEAREST = 4
# Blind sets written for later sessions: --show never prints their pairs, tuning half or check half, so that a
# helper's look at a rule's reach cannot spoil them. Move a set out of here in the session that tunes on it.
KEPT_BLIND = ("blind_probes_26", "blind_probes_27")
# (label, cosine, thresholds name): lexical, then cosines around each embedder's lines
# (e5: update 0.86, conflict 0.90, restate 0.95, paraphrase 0.975; MiniLM: 0.70, 0.75, 0.85, 0.90).
SETTINGS: list[tuple[str, float | None, str | None]] = [("lexical", None, None)] + [
    (f"e5@{s}", s, "e5-small-q4") for s in (0.82, 0.86, 0.88, 0.90, 0.93, 0.95, 0.97, 0.98, 0.995)] + [
    (f"minilm@{s}", s, "minilm") for s in (0.55, 0.70, 0.73, 0.75, 0.80, 0.85, 0.90)]

_WORKER = r"""
import json, sys
from flymemory import classify, dedup
pairs = json.load(open(sys.argv[1], encoding="utf-8"))
settings = json.loads(sys.argv[2])
out = open(sys.argv[3], "w", encoding="utf-8")
out.write(json.dumps({"module": classify.__file__}) + "\n")
def judged(fn):
    try:
        j = fn()
    except Exception as exc:  # a crash is a verdict too
        return f"ERROR {type(exc).__name__}: {exc}"
    flag = getattr(j, "may_repeat", "")  # not a verdict (outside the repr); a change of it is counted too
    return repr(j) + (f" may_repeat={flag!r}" if flag else "")
for old, new, question in pairs:
    row = [judged(lambda: classify.classify(old, new, sim, dedup.CALIBRATED[th] if th else None))
           for _, sim, th in settings]
    row.append(judged(lambda: classify.at_read(old, new)))
    if question:
        row.append(judged(lambda: classify.at_read(old, new, question)))
    out.write(json.dumps(row, ensure_ascii=False) + "\n")
out.close()
"""


def _bigrams(text: str) -> set[str]:
    t = " ".join(text.casefold().split())
    return {t[i:i + 2] for i in range(len(t) - 1)}


def _memorybank_pairs() -> list[tuple[str, str, str, str]]:
    shared = Path(os.environ.get("FLYMEMORY_SHARED_DIR") or REPO.parent / "shared")
    if not shared.is_dir():
        shared = REPO.parent.parent / "shared"
    root = shared / "data" / "memorybank"
    out: list[tuple[str, str, str, str]] = []
    for lang in ("en", "cn"):
        path = root / f"memory_bank_{lang}.json"
        if not path.exists():
            continue
        for _user, record in json.loads(path.read_text(encoding="utf-8")).items():
            earlier: list[tuple[str, set[str]]] = []
            for day in sorted(record["history"]):
                for turn in record["history"][day]:
                    text = turn["query"]
                    grams = _bigrams(text)
                    scored = sorted(((len(grams & g) / (len(grams | g) or 1), n) for n, (_, g) in enumerate(earlier)),
                                    key=lambda s: (-s[0], -s[1]))
                    out += [(f"memorybank_{lang}", earlier[n][0], text, "") for _, n in scored[:NEAREST]]
                    earlier.append((text, grams))
    return out


def pairs() -> list[tuple[str, str, str, str]]:
    """(source, older, newer, question), deduplicated, in a fixed order."""
    out: list[tuple[str, str, str, str]] = []
    for path in sorted(DATA.glob("*.jsonl")):
        groups: dict[str, list[dict]] = {}
        for line in path.read_text(encoding="utf-8").splitlines()[1:]:
            if not line.strip():
                continue
            case = json.loads(line)
            if case.get("split") == "heldout":
                continue  # never read further
            groups.setdefault(case["group"], []).append(case)
            seq = case["seq"]
            out += [(f"{path.stem}/{case['split']}", seq[i], seq[j], case.get("question", ""))
                    for i in range(len(seq)) for j in range(i + 1, len(seq))]
        for cases in groups.values():
            for a in cases:
                for b in cases:
                    if a is not b:
                        out += [(f"{path.stem}/{a['split']}", x, y, "") for x in a["seq"] for y in b["seq"] if x != y]
    out += _memorybank_pairs()
    seen: set[tuple[str, str, str]] = set()
    unique = []
    for source, old, new, question in out:
        if (old, new, question) not in seen:
            seen.add((old, new, question))
            unique.append((source, old, new, question))
    return unique


def spec_problem(spec: str) -> str | None:
    """Why `spec` cannot be compared, or None. A directory must be a classify package: a repo root or a worktree
    path would otherwise be copied in as the classifier and every judgement would quietly become an error."""
    path = Path(spec)
    if spec == "WORKTREE" or path.is_file() or not path.is_dir():
        return None
    if (path / "__init__.py").is_file() and (path / "ladder.py").is_file():
        return None
    hint = " (it looks like a checkout: pass the literal word WORKTREE, or a git revision)" \
        if (path / "python" / "flymemory").is_dir() else ""
    return f"{spec} is a directory but not a classify package (no __init__.py and ladder.py){hint}"


def _materialise(spec: str, into: Path) -> Path:
    """A directory holding a flymemory package for `spec`: WORKTREE, a classify.py file, a classify package
    directory, or a git revision."""
    package = into / "python" / "flymemory"
    if spec == "WORKTREE" or Path(spec).is_file() or Path(spec).is_dir():
        shutil.copytree(REPO / "python" / "flymemory", package, ignore=shutil.ignore_patterns("__pycache__"))
        if spec != "WORKTREE":  # the classifier put in place: one file, or the package (never both)
            shutil.rmtree(package / "classify", ignore_errors=True)
            (package / "classify.py").unlink(missing_ok=True)
            if Path(spec).is_file():
                shutil.copyfile(spec, package / "classify.py")
            else:
                shutil.copytree(spec, package / "classify", ignore=shutil.ignore_patterns("__pycache__"))
    else:
        into.mkdir(parents=True, exist_ok=True)
        archive = subprocess.run(["git", "-C", str(REPO), "archive", spec, "python/flymemory"],
                                 check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    return into / "python"


def judge(spec: str, work: Path, pairs_file: Path) -> subprocess.Popen:
    root = _materialise(spec, work)
    env = {**os.environ, "PYTHONHASHSEED": "0", "PYTHONPATH": str(root)}
    settings = json.dumps([[label, sim, th] for label, sim, th in SETTINGS])
    return subprocess.Popen([sys.executable, "-c", _WORKER, str(pairs_file), settings, str(work / "out.jsonl")],
                            env=env, cwd=str(work))


_KIND = re.compile(r"^Judgement\(kind='(\w+)'")


def _kind_changes(changed_pairs: list, settings: int) -> dict[str, Counter]:
    """Per source, how many changed pairs moved from one kind to another ("update->possible_update"), counting
    each pair once per transition seen under any of the classify settings (the size of a rule change's reach
    in kinds, not only in rule text)."""
    out: dict[str, Counter] = {}
    for source, _old, _new, _question, _diff, a, b in changed_pairs:
        moves = set()
        for x, y in zip(a[:settings], b[:settings], strict=True):
            kx, ky = _KIND.match(x), _KIND.match(y)
            if kx and ky and kx.group(1) != ky.group(1):
                moves.add(f"{kx.group(1)}->{ky.group(1)}")
        for move in moves:
            out.setdefault(source, Counter())[move] += 1
    return out


def printable(changed_pairs: list, show_check: bool) -> list:
    """The changed pairs --show may print: tuning halves and chat; check halves only when asked; never a kept
    blind set."""
    return [p for p in changed_pairs if (show_check or not p[0].endswith("/check"))
            and p[0].split("/")[0] not in KEPT_BLIND]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("old", help="git revision, WORKTREE, a classify.py file or a classify package directory")
    parser.add_argument("new", help="git revision, WORKTREE, a classify.py file or a classify package directory")
    parser.add_argument("--show", type=int, default=0, help="print up to N changed pairs of tuning halves and chat")
    parser.add_argument("--show-check", action="store_true",
                        help="--show prints check-half pairs too (say so where you report: they are no longer unseen)")
    parser.add_argument("--limit", type=int, default=0, help="judge only the first N pairs (a quick look)")
    args = parser.parse_args()
    for spec in (args.old, args.new):
        if problem := spec_problem(spec):
            parser.error(problem)
    todo = pairs()
    if args.limit:
        todo = todo[:args.limit]
    with tempfile.TemporaryDirectory(prefix="verdict-diff-") as tmp:
        pairs_file = Path(tmp) / "pairs.json"
        pairs_file.write_text(json.dumps([[o, n, q] for _, o, n, q in todo], ensure_ascii=False), encoding="utf-8")
        procs = [judge(spec, Path(tmp) / side, pairs_file) for side, spec in (("a", args.old), ("b", args.new))]
        if any(p.wait() for p in procs):
            sys.exit("a worker failed")
        rows = []
        for side in ("a", "b"):
            lines = (Path(tmp) / side / "out.jsonl").read_text(encoding="utf-8").splitlines()
            print(f"{side}: {args.old if side == 'a' else args.new} -> {json.loads(lines[0])['module']}")
            rows.append([json.loads(line) for line in lines[1:]])
    labels = [label for label, _, _ in SETTINGS] + ["at_read", "at_read+question"]
    changed_by_setting: Counter = Counter()
    changed_by_source: Counter = Counter()
    changed_pairs = []
    judgements = 0
    for (source, old, new, question), a, b in zip(todo, rows[0], rows[1], strict=True):
        judgements += len(a)
        diff = [labels[i] for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
        changed_by_setting.update(diff)
        if diff:
            changed_by_source[source] += 1
            changed_pairs.append((source, old, new, question, diff, a, b))
    print(f"pairs {len(todo)}, judgements {judgements} per side "
          f"({len(SETTINGS)} classify settings + at_read, + at_read with the question where a case has one)")
    print(f"pairs with any judgement changed: {len(changed_pairs)}")
    for label in labels:
        if changed_by_setting[label]:
            print(f"  {label}: {changed_by_setting[label]}")
    for source, n in sorted(changed_by_source.items()):
        print(f"  from {source}: {n}")
    kinds_by_source = _kind_changes(changed_pairs, len(SETTINGS))
    if kinds_by_source:
        print("kind changes (pairs whose kind changed under any classify setting, at_read aside):")
        for source, counts in sorted(kinds_by_source.items()):
            print(f"  {source}: " + ", ".join(f"{k} {n}" for k, n in counts.most_common()))
    shown = printable(changed_pairs, args.show_check)
    for source, old, new, question, diff, a, b in shown[:args.show]:
        i = labels.index(diff[0])
        print(f"\n[{source}] {old!r} -> {new!r}" + (f" (question {question!r})" if question else ""))
        more = f" and {len(diff) - 1} more" if len(diff) > 1 else ""
        print(f"  {diff[0]}{more}:\n    - {a[i]}\n    + {b[i]}")
    sys.exit(1 if changed_pairs else 0)


if __name__ == "__main__":
    main()

"""Each bench script runs end to end on a few entries (the real runs are not tests)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"


def run(script: str, *args: str) -> str:
    out = subprocess.run([sys.executable, str(BENCH / script), *args], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-3000:]
    return out.stdout


def test_quality_bench_smoke():
    out = run("bench_quality.py", "--smoke")
    assert "bm25" in out and "hybrid + routing" in out


def test_erase_bench_smoke():
    assert "erase_subject erase" in run("bench_erase.py", "--entries", "300", "--repeat", "1")


def test_auto_cpu_bench_smoke():
    out = run("bench_auto_cpu.py", "--entries", "30", "--calls", "2")
    assert "1-sentence prompt: engine CPU per auto call" in out and "texts embedded per call 2.0" in out


def skip_without_memorybank() -> None:
    import os

    near = [BENCH.parents[1] / "shared", BENCH.parents[2] / "shared"]  # a clone, or a git worktree
    if not any((d / "data" / "memorybank").is_dir() for d in near) and not os.environ.get("FLYMEMORY_SHARED_DIR"):
        pytest.skip("MemoryBank data not present")


def test_crosslingual_bench_smoke():
    skip_without_memorybank()
    assert '"zh_query_to_en"' in run("bench_crosslingual.py", "--smoke")


@pytest.mark.slow
def test_speed_bench_smoke():
    out = run("bench_speed.py", "--sizes", "300", "--smoke")
    assert '"recall_engine_ms"' in out and '"first_recall_s"' in out


@pytest.mark.slow
def test_conversations_bench_smoke_runs_both_variants_and_a_second_preset():
    skip_without_memorybank()
    out = run("bench_conversations.py", "--smoke", "--variant", "standard,pooled", "--presets", "default,adjacent-3")
    assert "pooled (a variant we defined)" in out and "| engine:adjacent-3 | both | all |" in out
    assert "| bm25+dense RRF (messages) | both | all |" in out


def test_verdict_diff_reports_no_change_between_equal_classifiers_and_a_changed_rule(tmp_path):
    assert "pairs with any judgement changed: 0" in run("verdict_diff.py", "WORKTREE", "WORKTREE", "--limit", "300")
    changed = tmp_path / "classify"
    shutil.copytree(BENCH.parent / "python" / "flymemory" / "classify", changed,
                    ignore=shutil.ignore_patterns("__pycache__"))
    frames = changed / "frames.py"
    source = frames.read_text(encoding="utf-8")
    assert "\nMAX_FRAME_OWN_WORDS = 2\n" in source
    frames.write_text(source.replace("\nMAX_FRAME_OWN_WORDS = 2\n", "\nMAX_FRAME_OWN_WORDS = 0\n"), encoding="utf-8")
    # The first 1,000 pairs reach past the files read first (arrive, aspect and back probes), whose pairs this rule
    # does not move, to ones it does (blind_probes_1, effective_probes).
    out = subprocess.run([sys.executable, str(BENCH / "verdict_diff.py"), "WORKTREE", str(changed), "--limit", "1000"],
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 1 and "pairs with any judgement changed: 0" not in out.stdout, out.stdout + out.stderr


def test_update_bench_counts_a_reversal_stored_once_into_its_first_sentence_as_current():
    from types import SimpleNamespace as NS

    sys.path.insert(0, str(BENCH))
    from bench_updates import states_last_value

    seq = ["I live in Lisbon.", "I moved to Porto.", "I live in Lisbon again."]
    first = NS(entry=NS(id=1, text=seq[0]))
    middle = NS(entry=NS(id=2, text=seq[1]))
    folded_into_first = [NS(kind="new", entry_id=1), NS(kind="new", entry_id=2), NS(kind="strengthened", entry_id=1)]
    folded_into_middle = [NS(kind="new", entry_id=1), NS(kind="new", entry_id=2), NS(kind="strengthened", entry_id=2)]
    reversal = {"cls": "reversal", "seq": seq}
    assert states_last_value(reversal, folded_into_first, first, set())
    assert not states_last_value(reversal, folded_into_middle, middle, set())  # stored once into B: B is stale
    assert not states_last_value({"cls": "update_signal", "seq": seq}, folded_into_first, first, set())
    assert states_last_value(reversal, folded_into_middle, NS(entry=NS(id=3, text=seq[-1])), set())


def test_update_bench_counts_the_first_part_of_a_last_sentence_stored_as_two_entries_as_current(tmp_path):
    """"…, so as of Monday the threshold is 1.5 seconds. do I need to redeploy?" is stored as two entries: the
    statement on top of a recall is the current value, though its text is not the whole sentence."""
    sys.path.insert(0, str(BENCH))
    from bench_updates import fresh_engine, run_case

    engine, scope = fresh_engine(str(tmp_path), 0, None)
    case = {"cls": "update_signal", "question": "Which VPN do I use?",
            "seq": ["I use NordVPN.", "I switched from NordVPN to Mullvad. Is Mullvad fine for streaming?"]}
    out = run_case(case, engine, scope)
    assert out["top"] == "I switched from NordVPN to Mullvad." and out["current_at_1"] and not out["stale_at_1"], out


def test_an_empty_recall_after_an_update_is_neither_stale_nor_current():
    from types import SimpleNamespace as NS

    sys.path.insert(0, str(BENCH))
    from bench_updates import run_case

    class NoAnswer:  # the write path links the update, the recall finds nothing
        store = NS(count=lambda scope: 1, close=lambda: None)

        def remember(self, text):
            return [NS(kind="new", entry_id=1, updates=[1], describe=lambda: "NEW")]

        def recall(self, question, k):
            return []

    case = {"cls": "update_signal", "seq": ["Standup is at 9:30.", "Standup moved to 10:15."],
            "question": "When is standup?"}
    row = run_case(case, NoAnswer(), lambda: None)
    assert row["detected"] and not row["stale_at_1"] and not row["current_at_1"]


def test_verdict_diff_refuses_a_directory_that_is_not_a_classify_package(tmp_path):
    checkout = BENCH.parent
    out = subprocess.run([sys.executable, str(BENCH / "verdict_diff.py"), "main", str(checkout), "--limit", "5"],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and "not a classify package" in out.stderr and "WORKTREE" in out.stderr, out.stderr
    out = subprocess.run([sys.executable, str(BENCH / "verdict_diff.py"), str(tmp_path), "WORKTREE", "--limit", "5"],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and "not a classify package" in out.stderr, out.stderr


def test_classify_cost_bench_smoke_replays_every_recorded_call_against_this_tree():
    out = run("bench_classify_cost.py", "--smoke")
    assert '"calls": 1357' in out and '"cpu_ms_per_call_median"' in out

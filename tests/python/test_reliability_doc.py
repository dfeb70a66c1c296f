"""docs/RELIABILITY.md holds no typed figures: its generated block is exactly what
scripts/reliability_doc.py makes of docs/reliability-report.json (issue #16)."""

import os
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import reliability_doc  # noqa: E402


def test_the_reliability_document_matches_the_report_it_was_generated_from():
    assert reliability_doc.check(), "run `python scripts/reliability_doc.py` to regenerate docs/RELIABILITY.md"


def test_a_hand_edited_figure_is_caught(tmp_path):
    with open(reliability_doc.DOC, encoding="utf-8") as f:
        doc = f.read()
    block = doc.split(reliability_doc.BEGIN, 1)[1]
    edited = tmp_path / "RELIABILITY.md"
    edited.write_text(doc.replace(block, block.replace("| 0 |", "| 1 |", 1).replace(" 0 of ", " 1 of ", 1)))
    assert not reliability_doc.check(str(edited))


def test_every_attack_row_reads_a_measured_figure():
    with open(reliability_doc.DOC, encoding="utf-8") as f:
        assert "NOT MEASURED" not in f.read()

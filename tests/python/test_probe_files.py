"""The #12 probe files are split once, before any tuning, by the seed in their header: each
generator must still write, byte for byte, the file the rules were tuned and checked on."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"
GENERATORS = ["make_update_probes_2", "make_update_probes_3", "make_update_probes_4", "make_update_probes_5",
              "make_restate_probes", "make_restate_probes_2", "make_restate_probes_3", "make_restate_probes_4",
              "make_blind_probes_1", "make_restate_probes_zh", "make_count_probes", "make_update_probes_6",
              "make_unit_probes", "make_update_probes_7", "make_update_probes_8", "make_subject_probes",
              "make_zh_update_probes", "make_plain_probes", "make_signal_probes", "make_restate_probes_6",
              "make_restate_probes_7", "make_zh_signal_probes_3", "make_zh_signal_probes_4",
              "make_form_probes_2", "make_restate_probes_8", "make_update_probes_9", "make_blind_probes_6",
              "make_swap_probes", "make_blind_probes_7", "make_role_probes_2", "make_list_probes",
              "make_people_probes", "make_restate28_probes", "make_update_probes_10",
              "make_aspect_probes", "make_arrive_probes", "make_update_probes_11", "make_syn_probes",
              "make_dropped_subject_probes", "make_order_probes", "make_clause_probes", "make_update_probes_12",
              "make_persons_probes", "make_others_probes", "make_habit_probes", "make_blind_probes_8",
              "make_enstale_probes", "make_zhstale_probes", "make_holders_probes",
              "make_abbrev_probes", "make_zhlight_probes", "make_turned_probes", "make_blind_probes_9",
              "make_spoken_probes",
              "make_holder_probes", "make_part_probes",
              "make_blindfix_probes",
              "make_zhframe_probes",
              "make_zhframe_probes_2",
              "make_precision_probes",
              "make_personval_probes",
              "make_zhjob_probes",
              "make_shortname_probes",
              "make_followup_probes",
              "make_blind_probes_10",
              "make_blind_probes_11",
              "make_blind_probes_12",
              "make_blind_probes_13",
              "make_blind_probes_14",
              "make_blind_probes_15",
              "make_blind_probes_16",
              "make_blind_probes_17",
              "make_blind_probes_18",
              "make_blind_probes_19",
              "make_blind_probes_20",
              "make_blind_probes_21",
              "make_blind_probes_22",
              "make_blind_probes_23",
              "make_blind_probes_24",
              "make_blind_probes_25",
              "make_blind_probes_26",
              "make_blind_probes_27",
              "make_future_probes",
              "make_idform_probes",
              "make_zai_probes",
              "make_valueform_probes",
              "make_habit2_probes",
              "make_brand_probes",
              "make_negbound_probes",
              "make_back_probes", "make_back_probes_2", "make_effective_probes", "make_form_probes",
              "make_readnet_probes", "make_restate_probes_5", "make_zh_signal_probes",
              "make_blindfix2_probes",
              "make_combo_probes",
              "make_prec_probes",
              "make_grouprole_probes",
              "make_pastrev_probes",
              "make_vocab_probes",
              "make_blindfix3_probes",
              "make_tense_probes",
              "make_zhmix_probes",
              "make_role_probes",
              "make_staleread_probes",
              "make_precise_probes",
              "make_enmix_probes",
              "make_kin_probes",
              "make_change_probes",
              "make_lexicon_probes",
              "make_zhnum_probes",
              "make_alpha_probes",
              "make_valen_probes",
              "make_valzh_probes",
              "make_short_probes",
              "make_fix13_probes",
              "make_state_probes",
              "make_still_probes",
              "make_copula_probes",
              "make_cnform_probes",
              "make_formzh_probes",
              "make_formen_probes",
              "make_changetime_probes",
              "make_fix18_probes",
              "make_stateverb_probes",
              "make_units_probes",
              "make_zhspace_probes",
              "make_neighbour_probes",
              "make_clockzh_probes",
              "make_verbs_probes",
              "make_rangeunit_probes",
              "make_range41_probes",
              "make_prec41_probes",
              "make_zhval41_probes",
              "make_clock42_probes"]


@pytest.mark.parametrize("name", GENERATORS)
def test_a_probe_generator_writes_the_committed_file_and_split(name, tmp_path, monkeypatch, capsys):
    monkeypatch.syspath_prepend(str(BENCH))
    generator = importlib.import_module(name)
    committed = generator.OUT
    monkeypatch.setattr(generator, "OUT", tmp_path / committed.name)
    generator.main()
    assert (tmp_path / committed.name).read_bytes() == committed.read_bytes()
    sys.modules.pop(name, None)

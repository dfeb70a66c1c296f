"""The dedup ladder finds its neighbours within the write's own workspace and
compartment, however many closer look-alikes live elsewhere in the store."""

from __future__ import annotations

from flymemory.memory import content_hash
from flymemory.model import Scope


def test_a_detail_update_is_linked_even_behind_hundreds_of_closer_look_alikes_elsewhere(engine):
    original = engine.remember("The build server is at 10.9.9.9.", workspace="/b")[0].entry_id
    update = "The build server is at 10.9.9.10."
    # 450 entries holding the update's exact text, each in a compartment of another
    # workspace: all of them are nearer to the update than the original is.
    vector = engine.embedder.embed_passages([update])[0]
    for i in range(450):
        entry_id = engine.store.insert_entry({"text": update, "content_hash": content_hash(update),
                                              "workspace": "/a", "compartment": f"c{i}"})
        engine.store.set_vector(entry_id, engine.embedder.id, vector)
        engine.retriever.dense.add(entry_id, vector)

    outcome = engine.remember(update, workspace="/b")[0]
    # No change word: linked, not merged (merged in place before issue #12's "when unsure, link").
    assert outcome.kind == "new" and outcome.may_update == [original], outcome.describe()
    current = engine.store.find_entries(Scope(workspace="/b", workspace_exact=True, compartments=("general",)))
    assert sorted(e.text for e in current) == sorted([update, "The build server is at 10.9.9.9."])


def test_a_restatement_in_another_workspace_is_a_new_entry(engine):
    engine.remember("Deploys go out on Tuesdays after the standup.", workspace="/a")
    outcome = engine.remember("Deploys go out on Tuesdays after the standup.", workspace="/b")[0]
    assert outcome.kind == "new"

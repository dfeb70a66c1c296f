"""The role vote: a question about what the assistant said ("what did you recommend") gives the
assistant's turns a vote, one about the user ("what do I like") the user's; on by default (the
no-role-vote preset turns it off), and entries without a role are ranked as without it."""

from flymemory.retrieval import PRESETS, asked_role


def test_who_a_question_asks_about():
    assert asked_role("You once recommended me some handmade projects, what were they?") == "assistant"
    assert asked_role("你推荐过哪些画家？") == "assistant"
    assert asked_role("What kind of music do I like?") == "user"
    assert asked_role("我喜欢什么音乐？") == "user"
    assert asked_role("What is the capital of Peru?") == ""


def test_the_turns_of_the_asked_role_get_a_vote_by_default(lexical_engine):
    lexical_engine.remember("Mia: Which painters would you recommend to me?", role="user")
    lexical_engine.remember("AI companion: Try Monet, painters of light.", role="assistant")
    query = "Which painters did you recommend?"
    hits = lexical_engine.recall(query, k=2)
    assert hits[0].entry.role == "assistant" and "role" in hits[0].channels
    lexical_engine.retriever.config = PRESETS["no-role-vote"]
    assert lexical_engine.recall(query, k=2)[0].entry.role == "user"


def test_entries_without_a_role_are_ranked_as_without_the_vote(lexical_engine):
    for text in ("You recommended pinning numpy below 2.", "The build pins numpy for the ABI.",
                 "Recommended: run ruff before each commit."):
        lexical_engine.remember(text)
    query = "What did you recommend about numpy?"
    voted = [(h.entry.id, h.channels) for h in lexical_engine.recall(query, k=3)]
    lexical_engine.retriever.config = PRESETS["no-role-vote"]
    assert voted == [(h.entry.id, h.channels) for h in lexical_engine.recall(query, k=3)]

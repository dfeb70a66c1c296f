"""The role vote: a question about what the assistant said ("what did you recommend") gives the
assistant's turns a vote, one about the user ("what do I like") the user's; off by default."""

from flymemory.retrieval import PRESETS, asked_role


def test_who_a_question_asks_about():
    assert asked_role("You once recommended me some handmade projects, what were they?") == "assistant"
    assert asked_role("你推荐过哪些画家？") == "assistant"
    assert asked_role("What kind of music do I like?") == "user"
    assert asked_role("我喜欢什么音乐？") == "user"
    assert asked_role("What is the capital of Peru?") == ""


def test_the_turns_of_the_asked_role_get_a_vote_only_with_the_preset(lexical_engine):
    lexical_engine.remember("Mia: Which painters would you recommend to me?", role="user")
    lexical_engine.remember("AI companion: Try Monet, painters of light.", role="assistant")
    query = "Which painters did you recommend?"
    assert lexical_engine.recall(query, k=2)[0].entry.role == "user"
    lexical_engine.retriever.config = PRESETS["role-1"]
    hits = lexical_engine.recall(query, k=2)
    assert hits[0].entry.role == "assistant" and "role" in hits[0].channels

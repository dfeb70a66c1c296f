"""Build the English stale-update probe set (issue #12, session 30) once, and split it.

    .venv/bin/python bench/make_enstale_probes.py   # writes bench/data/enstale_probes.jsonl

Written by session 30 (enstale30) before any rule of its round was changed: five ways an English update said in
plain words still came back stale on main, each beside the look-alikes that must stay two and the restatements that
must stay stored once.
- A possessive subject: "The cleaner comes on Fridays" / "The cleaner's visits were rescheduled to …": the visits of
  the cleaner are the cleaner's schedule, not another subject; "the cleaner's son" is another person.
- A font named in another frame ("My editor font is …" / "I use … in my editor"): no kind of value said it.
- Days and times of one habit changed, said with "now": the times are the value, not another event.
- A habit begun in place of another at the same time of day ("I drink red wine in the evening" / "I've started
  drinking herbal tea in the evening"); the same act "too" / "also", of another person, or at another time of day is
  a habit added beside it: two facts.
- A habit said to have stopped ("I take the bus to work" / "I've stopped taking the bus to work"): the same claim
  ended; stopped at another time or of another person is not it.

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its look-alikes are one
group): "tuning" is tuned on, "check" is not. Both halves are IN-SAMPLE for the engine's authors (hand-written
by the session that tunes): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263005
OUT = Path(__file__).resolve().parent / "data" / "enstale_probes.jsonl"

U, N, R, L = "update_signal", "update_nosignal", "restatement", "distinct_lookalike"
# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- a possessive subject: X's visits / sessions / hours are X's schedule ---------------------------------
    ("tutor", "en", U, "When does the maths tutor come?", "The maths tutor comes on Tuesdays.", "The maths tutor's sessions were moved to Thursdays."),
    ("tutor", "en", L, "When does the maths tutor's brother come?", "The maths tutor comes on Tuesdays.", "The maths tutor's brother now comes on Thursdays."),
    ("tutor", "en", L, "What does the maths tutor charge?", "The maths tutor charges 30 dollars an hour.", "The maths tutor's sessions were moved to Thursdays."),
    ("nanny", "en", U, "When does the nanny start?", "The nanny starts at 8 am.", "The nanny's hours have been changed to start at 9 am."),
    ("nanny", "en", L, "When does the nanny's daughter start school?", "The nanny starts at 8 am.", "The nanny's daughter now starts school at 9 am."),
    ("gardener", "en", U, "When does the gardener come?", "The gardener comes every Monday.", "The gardener's visits have been rescheduled to Wednesdays."),
    ("gardener", "en", L, "Where does the gardener park?", "The gardener comes every Monday.", "The gardener's van was moved to the back lot."),
    ("gardener", "en", R, "When does the gardener come?", "The gardener comes every Monday.", "The gardener's visits are every Monday."),
    # -- a font named in another frame ------------------------------------------------------------------------
    ("editor-font", "en", N, "Which font does my editor use?", "My editor font is Source Code Pro.", "I use Cascadia Code in my editor."),
    ("editor-font", "en", L, "Which font does my terminal use?", "My editor font is Source Code Pro.", "I use Cascadia Code in my terminal."),
    ("editor-font", "en", R, "Which font does my editor use?", "My editor font is Source Code Pro.", "In my editor I use Source Code Pro."),
    ("slides-font", "en", U, "Which font do our slides use?", "Our slides use Helvetica.", "Our slides now use Inter."),
    ("slides-font", "en", L, "Which font does our website use?", "Our slides use Helvetica.", "Our website uses Inter."),
    ("notes-font", "en", U, "Which font do I write notes in?", "I write my notes in Georgia.", "I switched my notes to IBM Plex Sans."),
    # -- days and times of one habit or visit changed, said with "now" ----------------------------------------
    ("mail", "en", U, "When does the mail come?", "The mail comes at 11 am.", "The mail now comes every afternoon at 2 pm."),
    ("mail", "en", L, "When do parcels come?", "The mail comes at 11 am.", "Parcels now come every afternoon at 2 pm."),
    ("shuttle", "en", U, "When does the shuttle leave?", "The shuttle leaves at 7:40.", "The shuttle now leaves every morning at 7:10."),
    ("shuttle", "en", L, "When does the shuttle come back?", "The shuttle leaves at 7:40.", "The shuttle now comes back every evening at 6:10."),
    ("gym-time", "en", U, "When do I go to the gym?", "I go to the gym at 6 pm.", "I now go to the gym every morning at 7 am."),
    ("gym-time", "en", L, "When does my brother go to the gym?", "I go to the gym at 6 pm.", "My brother now goes to the gym every morning at 7 am."),
    ("gym-time", "en", L, "When do I go swimming?", "I go to the gym at 6 pm.", "I go swimming every morning at 7 am."),
    ("gym-days", "en", U, "Which days do I train?", "I train on Mondays and Thursdays.", "I now train on Tuesdays and Fridays."),
    ("gym-days", "en", L, "Which days does my coach train?", "I train on Mondays and Thursdays.", "My coach now trains on Tuesdays and Fridays."),
    ("gym-days", "en", R, "Which days do I train?", "I train on Mondays and Thursdays.", "Mondays and Thursdays are my training days."),
    ("choir", "en", U, "When is choir practice?", "Choir practice is on Wednesday evenings.", "Choir practice is now on Thursday evenings."),
    ("choir", "en", L, "When is orchestra practice?", "Choir practice is on Wednesday evenings.", "Orchestra practice is now on Thursday evenings."),
    # -- a habit begun in place of another at the same time of day ------------------------------------------
    ("wine", "en", U, "What do I drink in the evening?", "I drink red wine in the evening.", "I've started drinking herbal tea in the evening."),
    ("wine", "en", L, "What does my husband drink in the evening?", "I drink red wine in the evening.", "My husband has started drinking herbal tea in the evening."),
    ("wine", "en", L, "What else do I drink in the evening?", "I drink red wine in the evening.", "I've also started drinking herbal tea in the evening."),
    ("wine", "en", L, "What do I drink in the afternoon?", "I drink red wine in the evening.", "I've started drinking herbal tea in the afternoon."),
    ("novels", "en", U, "What do I read at night?", "I read novels at night.", "I've started reading poetry at night."),
    ("novels", "en", L, "What do I read in the morning?", "I read novels at night.", "I've started reading poetry in the mornings."),
    ("novels", "en", R, "What do I read at night?", "I read novels at night.", "At night I read novels."),
    ("tennis", "en", L, "What sports do I play?", "I play tennis on Mondays.", "I've started playing golf."),
    ("tennis", "en", L, "What do I play on Mondays?", "I play tennis on Mondays.", "I've started playing golf on Mondays too."),
    ("tennis", "en", L, "What do I play on Mondays?", "I play tennis on Mondays.", "I play golf on Mondays."),
    ("tennis", "en", L, "What does my wife play on Mondays?", "I play tennis on Mondays.", "My wife has started playing golf on Mondays."),
    # -- a habit said to have stopped -------------------------------------------------------------------------
    ("bus", "en", U, "How do I get to work?", "I take the bus to work.", "I've stopped taking the bus to work."),
    ("bus", "en", L, "How does my son get to school?", "I take the bus to work.", "My son has stopped taking the bus to school."),
    ("bus", "en", R, "How do I get to work?", "I take the bus to work.", "I usually take the bus to work."),
    ("sugar", "en", U, "Do I take sugar in my tea?", "I take sugar in my tea.", "I've stopped taking sugar in my tea."),
    ("sugar", "en", L, "Does my dad take sugar in his tea?", "I take sugar in my tea.", "My dad has stopped taking sugar in his tea."),
    ("meat", "en", U, "When do I eat red meat?", "I eat red meat on weekends.", "I've stopped eating red meat on weekends."),
    ("meat", "en", L, "Do I eat red meat on weekdays?", "I eat red meat on weekends.", "I've stopped eating red meat on weekdays."),
    ("cycle", "en", U, "How do I get to the office?", "I cycle to the office.", "I've quit cycling to the office."),
    ("cycle", "en", L, "How do I get to the gym?", "I cycle to the office.", "I've quit cycling to the gym."),
    ("news", "en", U, "When do I read the news?", "I read the news in the morning.", "I've stopped reading the news in the morning."),
    ("news", "en", L, "Do I read the news at night?", "I read the news in the morning.", "I've stopped reading the news at night."),
]


def build() -> list[dict]:
    return pair_rows(CASES, SPLIT_SEED, "enstale", 305300)


def main() -> None:
    write_pair_file(OUT, "issue #12 English stale-update probe set, IN-SAMPLE (hand-written by session 30, enstale30, "
                         "before changing any rule of this round: a possessive subject ('the cleaner's visits'), a "
                         "font named in another frame, days and times of one habit changed with 'now', a habit begun "
                         "in place of another at the same time of day, a habit said to have stopped; each beside the "
                         "look-alikes that stay two (another person, another time, 'too' / 'also') and restatements; "
                         "not part of update_set.jsonl); built by bench/make_enstale_probes.py; split once before "
                         "tuning into 'tuning' (tuned on) and 'check' (not tuned on)",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()

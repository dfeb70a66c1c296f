"""Issue #12: IN-SAMPLE probes for English value forms that link a restatement as a change (session 36, formen36),
hand-written by the engineer who tunes on them, before any rule of the round was changed (from the audit of blind
probe set 14, cause 1 (a)-(e) and cause 7's "flipped ... to"):
  - weekday short forms (Mon / Tue / Tues / Wed / Weds / Thu / Thur / Thurs / Fri / Sat / Sun) are the weekdays;
    look-alikes: Weds / Thurs (two days), "Sat" the verb, another class or holder on the same short day;
  - numeric dates: d/m or m/d is the date the other side names when one of its readings is that date (18/11 = Nov 18,
    4/6 = 4 June), M/YYYY is the month and year (3/2027 = March 2027); look-alikes: 3/2027 / 4/2027, 18/11 / Nov 19,
    4/6 against June 6 (neither reading);
  - H.MM is H:MM beside that clock time (7.50 / 7:50), "6:15 am" / "6:15"; look-alikes: $7.50 and 3.20 dollars
    (money), 7:50 / 7.55;
  - "one in N" / "one out of N" / "1 in N" is 100/N percent; look-alikes: one in ten / 20%, another noun;
  - host:port is "host, port N" / "host port N"; look-alikes: another port, another host;
  - "flipped / toggled ... to <value>" is a change word; look-alike: "flipped ... to on" after "is on" (a
    restatement, never an update).
Every group has controls beside its target (real changes that must still link and never merge, or another fact).

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_formen_probes.py   # writes bench/data/formen_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/formen_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263607
OUT = Path(__file__).resolve().parent / "data" / "formen_probes.jsonl"

S, R = "update_signal", "restatement"
L = "distinct_lookalike"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- (a) weekday short forms ----------------------------------------------------------------------------------
    ("pottery", "en", R, "When is my pottery class?", "My pottery class is on Wednesday evenings.", "My pottery class is on Weds evenings."),
    ("pottery", "en", S, "When is my pottery class?", "My pottery class is on Wednesday evenings.", "My pottery class moved to Thurs evenings."),
    ("pottery", "en", L, "When is my brother's pottery class?", "My pottery class is on Wednesday evenings.", "My brother's pottery class is on Weds evenings."),
    ("laps", "en", R, "Which days do I swim laps?", "I swim laps on Tuesdays and Thursdays.", "I swim laps on Tues and Thurs."),
    ("laps", "en", R, "Which days do I swim laps?", "I swim laps on Tuesdays and Thursdays.", "I swim laps on Tue and Thu."),
    ("laps", "en", S, "Which days do I swim laps?", "I swim laps on Tuesdays and Thursdays.", "I switched my laps to Mon and Fri."),
    ("trash", "en", R, "When is trash pickup?", "Trash pickup is Monday mornings.", "Trash pickup is Mon mornings."),
    ("trash", "en", S, "When is trash pickup?", "Trash pickup is Monday mornings.", "Trash pickup changed to Fri mornings."),
    ("market", "en", R, "When do I go to the farmers market?", "I go to the farmers market on Saturday mornings.", "I go to the farmers market on Sat mornings."),
    ("market", "en", L, "Where did I sit this morning?", "I go to the farmers market on Saturday mornings.", "Sat at the farmers market cafe all morning."),
    ("brunch", "en", R, "When is family brunch?", "Family brunch is on Sundays at noon.", "Family brunch is on Sun at noon."),
    ("standup", "en", R, "When is standup?", "Standup is at 9:30 on Mondays.", "Standup is at 9:30 on Mon."),
    ("standup", "en", L, "When is design review?", "Standup is at 9:30 on Mondays.", "Design review is at 9:30 on Mon."),
    ("choir", "en", R, "When is choir rehearsal?", "Choir rehearsal is Wednesday nights.", "Choir rehearsal is Weds nights."),
    ("choir", "en", S, "When is choir rehearsal?", "Choir rehearsal is Weds nights.", "Choir rehearsal is now Thurs nights."),
    ("lift", "en", R, "Which days do I lift weights?", "I lift weights on Mondays, Wednesdays and Fridays.", "I lift weights on Mon, Wed and Fri."),
    ("lift", "en", S, "Which days do I lift weights?", "I lift weights on Mondays, Wednesdays and Fridays.", "I switched lifting to Tue and Thu only."),
    ("cleaner", "en", R, "When does the cleaner come?", "The cleaner comes on Thursday afternoons.", "The cleaner comes on Thur afternoons."),
    ("cleaner", "en", L, "When does the gardener come?", "The cleaner comes on Thursday afternoons.", "The gardener comes on Thur afternoons."),
    # -- (b) numeric dates ------------------------------------------------------------------------------------------
    ("dentist", "en", R, "When is my dentist appointment?", "My dentist appointment is booked for Nov 18.", "My dentist appointment is booked for 18/11."),
    ("dentist", "en", R, "When is my dentist appointment?", "My dentist appointment is booked for Nov 18.", "My dentist appointment is booked for 11/18."),
    ("dentist", "en", S, "When is my dentist appointment?", "My dentist appointment is booked for Nov 18.", "My dentist appointment got moved to 19/11."),
    ("dentist", "en", S, "When is my dentist appointment?", "My dentist appointment is booked for 18/11.", "My dentist appointment was pushed to Nov 19."),
    ("mom", "en", R, "When is Mom's birthday dinner?", "Mom's birthday dinner is March 5.", "Mom's birthday dinner is 5/3."),
    ("mom", "en", S, "When is Mom's birthday dinner?", "Mom's birthday dinner is May 5.", "Mom's birthday dinner moved to 5/3."),
    ("phone", "en", R, "Until when does my phone contract run?", "My phone contract runs until March 2027.", "My phone contract runs until 3/2027."),
    ("phone", "en", R, "Until when does my phone contract run?", "My phone contract runs until March 2027.", "My phone contract runs until 03/2027."),
    ("phone", "en", S, "Until when does my phone contract run?", "My phone contract runs until 3/2027.", "My phone contract got extended until 4/2027."),
    ("passport", "en", R, "When does my passport expire?", "My passport expires October 2031.", "My passport expires 10/2031."),
    ("passport", "en", L, "When does my wife's passport expire?", "My passport expires October 2031.", "My wife's passport expires 10/2031."),
    ("flight", "en", R, "When is my flight to Denver?", "My flight to Denver is Aug 23.", "My flight to Denver is 8/23."),
    ("flight", "en", S, "When is my flight to Denver?", "My flight to Denver is Aug 23.", "My flight to Denver got rebooked for 8/25."),
    ("vet", "en", R, "When is the cat's vet visit?", "The cat's vet visit is 4 June.", "The cat's vet visit is 4/6."),
    ("vet", "en", S, "When is the cat's vet visit?", "The cat's vet visit is June 6.", "The cat's vet visit moved to 4/6."),
    ("pancake", "en", L, "How much sugar goes in the pancakes?", "I started baking pancakes on Feb 1.", "The pancake batter takes 1/2 cup of sugar."),
    # -- (c) H.MM and am on one side --------------------------------------------------------------------------------
    ("bus", "en", R, "When does my bus leave?", "My bus leaves at 7:50.", "My bus leaves at 7.50."),
    ("bus", "en", S, "When does my bus leave?", "My bus leaves at 7:50.", "My bus now leaves at 7.55."),
    ("bus", "en", L, "How much is my bus fare?", "My bus leaves at 7:50.", "My bus fare is $7.50."),
    ("alarm", "en", R, "When does my alarm go off?", "My alarm goes off at 6:15 am.", "My alarm goes off at 6:15."),
    ("alarm", "en", R, "When does my alarm go off?", "My alarm goes off at 6:15.", "My alarm goes off at 6.15 am."),
    ("alarm", "en", S, "When does my alarm go off?", "My alarm goes off at 6:15.", "I changed my alarm to 6:45 am."),
    ("pickup", "en", R, "When do I pick up the kids?", "I pick the kids up from school at 3:20.", "I pick the kids up from school at 3.20."),
    ("pickup", "en", L, "How much is the kids' school lunch?", "I pick the kids up from school at 3:20.", "The kids' school lunch is 3.20 dollars."),
    ("train", "en", R, "When does the train to Leeds leave?", "The train to Leeds departs at 18:05.", "The train to Leeds departs at 18.05."),
    ("yoga", "en", R, "When does morning yoga start?", "Morning yoga starts at 6:30 am.", "Morning yoga starts at 6:30."),
    ("yoga", "en", S, "When does morning yoga start?", "Morning yoga starts at 6:30.", "Morning yoga got pushed to 7:00 am."),
    # -- (d) one in N -----------------------------------------------------------------------------------------------
    ("search", "en", R, "How many users see the new search page?", "The new search page is shown to 10% of Android users.", "The new search page is shown to one in ten Android users."),
    ("search", "en", S, "How many users see the new search page?", "The new search page is shown to 10% of Android users.", "We bumped the new search page up to one in five Android users."),
    ("search", "en", S, "How many users see the new search page?", "The new search page is shown to one in ten Android users.", "The new search page rollout was raised to 20% of Android users."),
    ("trial", "en", R, "How many trial customers cancel?", "About 25% of trial customers cancel in the first week.", "About one out of four trial customers cancel in the first week."),
    ("traces", "en", R, "How many traces do we sample?", "We sample 1 in 50 traces.", "We sample 2% of traces."),
    ("traces", "en", L, "How many logs do we sample?", "We sample 1 in 50 traces.", "We sample 1 in 50 logs."),
    ("refund", "en", R, "What share of orders get refunded?", "Roughly 5% of orders get refunded.", "Roughly one in twenty orders get refunded."),
    ("refund", "en", L, "What share of orders get lost?", "Roughly 5% of orders get refunded.", "Roughly one in twenty orders get lost."),
    # -- (e) host:port ----------------------------------------------------------------------------------------------
    ("db", "en", R, "Where is the staging database?", "The staging database is at db-stage.internal.example:5432.", "The staging database is at db-stage.internal.example, port 5432."),
    ("db", "en", R, "Where is the staging database?", "The staging database is at db-stage.internal.example:5432.", "The staging database is at db-stage.internal.example port 5432."),
    ("db", "en", S, "Where is the staging database?", "The staging database is at db-stage.internal.example:5432.", "The staging database moved to db-stage.internal.example:6432."),
    ("db", "en", S, "Where is the staging database?", "The staging database is at db-stage.internal.example:5432.", "The staging database now listens on port 5433."),
    ("proxy", "en", R, "What is our HTTP proxy?", "Our HTTP proxy is proxy.lab.example:3128.", "Our HTTP proxy is proxy.lab.example port 3128."),
    ("proxy", "en", L, "What is our backup proxy?", "Our HTTP proxy is proxy.lab.example:3128.", "Our backup proxy is proxy2.lab.example, port 3128."),
    ("mqtt", "en", R, "Where does the MQTT broker run?", "The MQTT broker runs on broker.home.example:1883.", "The MQTT broker runs on broker.home.example port 1883."),
    # -- (f) flipped / toggled ... to -------------------------------------------------------------------------------
    ("beta", "en", S, "Is the beta_search flag on?", "The beta_search flag defaults to off.", "Flipped the beta_search default to on."),
    ("beta", "en", L, "Is the beta_images flag on?", "The beta_search flag defaults to off.", "Flipped the beta_images default to on."),
    ("darkmode", "en", S, "Is dark mode on in the admin panel?", "Dark mode in the admin panel is off.", "Toggled dark mode in the admin panel to on."),
    ("darkmode", "en", R, "Is dark mode on in the admin panel?", "Dark mode in the admin panel is on.", "Flipped dark mode in the admin panel to on."),
    ("thermo", "en", S, "What mode is the hallway thermostat in?", "The hallway thermostat is set to heat.", "I flipped the hallway thermostat to cool."),
    ("autosave", "en", S, "Is autosave on in the editor?", "Autosave in the editor is disabled.", "Toggled autosave in the editor to enabled."),
    ("guestwifi", "en", R, "Is guest wifi on?", "Guest wifi on the router is off.", "Toggled guest wifi on the router to off."),
]


def build() -> list[dict]:
    return pair_rows(CASES, SPLIT_SEED, "formen", 636500)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_formen_probes.py): hand-written by session 36 "
                         "(formen36) before any rule of its round was changed, for English value forms that link a "
                         "restatement as a change (weekday short forms, numeric dates d/m, m/d and M/YYYY, H.MM and am "
                         "on one side, one in N as a percentage, host:port) and 'flipped / toggled ... to' as a change "
                         "word; every group has controls that are real changes (which must link, never merge) or "
                         "another fact; split once before tuning into 'tuning' (tuned on) and 'check' (counted "
                         "only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()

"""Issue #12: IN-SAMPLE probes for English values written two ways (session 35, valen35), hand-written by the
engineer who tunes on them, before any rule of the round was changed (from the audit of blind probe set 12, causes 1
and 2: bench/data/blind_probes_12_audit.md). A value written two ways must read as ONE value, and only the same value:
  - an inch mark: 27" = 27-inch = 27 inches (controls: 27" / 32", the same size of another thing);
  - a short month name, Jan / Feb / ... / Sept / Dec, with or without a dot, as a date (controls: Aug / Sep, another
    holder; "Jan" the name);
  - a two-digit year right after a month name: '27 = 2027 (controls: '27 / '28);
  - a day of the month: "the first of every month" = "the 1st of each month" = "the 1st" (controls: the 1st / the
    5th, the first Monday of the month);
  - a period said as a cycle: "a 90-day cycle" = "every 90 days" (controls: 60 / 90 days, a 30-day retention);
  - "every other Thursday" = biweekly / fortnightly on Thursdays (controls: every other Thursday / every Thursday,
    biweekly on Tuesdays);
  - "5k" / "10k" beside a run, a race or a jog = 5 km (controls: a 5k salary stays 5000, 5k steps is no distance);
  - a price said in pairs ("twenty-one fifty" in rent): never a change against the amount in digits.
Real updates said in the short forms are among them (signalled).

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_valen_probes.py   # writes bench/data/valen_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/valen_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263501
OUT = Path(__file__).resolve().parent / "data" / "valen_probes.jsonl"

S, N, R = "update_signal", "update_nosignal", "restatement"
L, E, T, X = "distinct_lookalike", "distinct_event", "temporary", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- an inch mark -------------------------------------------------------------------------------------------
    ("tv", "en", R, "How big is our living room TV?", "Our living room TV is 55 inches.", "Our living room TV is a 55\" one."),
    ("tv", "en", R, "How big is our living room TV?", "The living room TV is a 55-inch Sony.", "The living room TV is a 55\" Sony."),
    ("tv", "en", S, "How big is our living room TV?", "The living room TV is a 55-inch Sony.", "We upgraded, the living room TV is a 65\" Sony now."),
    ("laptop", "en", R, "How big is my laptop's screen?", "My laptop has a 14-inch screen.", "My laptop has a 14\" screen."),
    ("laptop", "en", R, "How big is my laptop's screen?", "My laptop has a 14\" display.", "My laptop's display is 14 inches."),
    ("laptop", "en", L, "How big is my tablet's screen?", "My laptop has a 14\" screen.", "My tablet has a 14\" screen."),
    ("wheels", "en", R, "What size are my bike's wheels?", "My gravel bike has 29-inch wheels.", "My gravel bike rolls on 29\" wheels."),
    ("wheels", "en", R, "What size are my bike's wheels?", "My gravel bike has 29\u2033 wheels.", "My gravel bike has 29-inch wheels."),
    ("wheels", "en", L, "What size are my son's bike's wheels?", "My gravel bike has 29\" wheels.", "My son's bike has 20\" wheels."),
    ("monitor", "en", R, "What is my second screen?", "My second screen is a 24\" BenQ.", "My second screen is a 24-inch BenQ."),
    ("monitor", "en", N, "What is my second screen?", "My second screen is a 24\" BenQ.", "My second screen is a 27\" BenQ."),
    ("monitor", "en", S, "What is my main monitor?", "My main monitor is a 27-inch Dell.", "I swapped my main monitor for a 32\" Dell."),
    # -- a short month name --------------------------------------------------------------------------------------
    ("passport", "en", R, "When does my passport expire?", "My passport expires in September 2029.", "My passport expires in Sept 2029."),
    ("passport", "en", R, "When does my passport expire?", "My passport expires in Sept. 2029.", "My passport expires in September 2029."),
    ("passport", "en", L, "When does my wife's passport expire?", "My passport expires in Sept 2029.", "My wife's passport expires in September 2029."),
    ("remodel", "en", R, "When does the kitchen remodel finish?", "The kitchen remodel should wrap up in November.", "The kitchen remodel should wrap up in Nov."),
    ("remodel", "en", R, "When does the kitchen remodel finish?", "The kitchen remodel should be done by Nov.", "The kitchen remodel should be done by November."),
    ("remodel", "en", S, "When does the kitchen remodel finish?", "The kitchen remodel should wrap up in Nov.", "The kitchen remodel slipped, it should now wrap up in Jan."),
    ("offsite", "en", R, "When is the team offsite?", "The team offsite is in Oct.", "The team offsite is in October."),
    ("offsite", "en", N, "When is the team offsite?", "The team offsite is in Aug.", "The team offsite is in Sep."),
    ("offsite", "en", S, "When is the team offsite?", "The team offsite is in Aug.", "The team offsite got moved to Sep."),
    ("visa", "en", R, "Until when is my visa valid?", "My work visa is valid through Feb. 2028.", "My work visa is valid through February 2028."),
    ("visa", "en", L, "Until when is my brother's visa valid?", "My work visa is valid through Feb 2028.", "My brother's work visa is valid through February 2028."),
    ("jan", "en", R, "Who runs payroll?", "Jan runs payroll for the whole company.", "Jan runs payroll for the entire company."),
    # -- a two-digit year after a month name --------------------------------------------------------------------
    ("lease", "en", R, "When does the apartment lease end?", "The apartment lease ends in March 2028.", "The apartment lease ends in March '28."),
    ("lease", "en", R, "When does the apartment lease end?", "The apartment lease ends in Mar '28.", "The apartment lease ends in March 2028."),
    ("lease", "en", S, "When does the apartment lease end?", "The apartment lease ends in Mar '28.", "We renewed, the apartment lease now ends in Mar '29."),
    ("warranty", "en", R, "When does the laptop warranty run out?", "The laptop warranty runs out in June 2027.", "The laptop warranty runs out Jun '27."),
    ("warranty", "en", N, "When does the laptop warranty run out?", "The laptop warranty runs out in June '27.", "The laptop warranty runs out in June '28."),
    ("warranty", "en", L, "When does the phone warranty run out?", "The laptop warranty runs out in June '27.", "The phone warranty runs out in June 2027."),
    ("grad", "en", R, "When did I graduate?", "I graduated in May 2019.", "I graduated in May '19."),
    ("grad", "en", L, "When did my sister graduate?", "I graduated in May '19.", "My sister graduated in May 2019."),
    # -- a day of the month ---------------------------------------------------------------------------------------
    ("rent", "en", R, "When is rent due?", "Rent is due on the 1st.", "Rent is due the first of every month."),
    ("rent", "en", R, "When is rent due?", "Rent is due on the 1st of each month.", "Rent's due first of every month."),
    ("rent", "en", S, "When is rent due?", "Rent is due on the 1st.", "The landlord changed it, rent is now due on the 5th."),
    ("payroll", "en", R, "When does payroll run?", "Payroll runs on the 15th.", "Payroll runs on the fifteenth of each month."),
    ("payroll", "en", N, "When does payroll run?", "Payroll runs on the 15th of every month.", "Payroll runs on the 25th of every month."),
    ("bookclub", "en", R, "When does book club meet?", "Book club meets the third of every month.", "Book club meets on the 3rd of each month."),
    ("bookclub", "en", S, "When does book club meet?", "Book club meets the first of every month.", "Book club now meets the first Monday of every month."),
    ("invoice", "en", R, "When do I send invoices?", "I send my invoices on the last day of every month.", "I send my invoices on the last day of each month."),
    ("invoice", "en", L, "When do I send my timesheet?", "I send my invoices on the last day of every month.", "I send my timesheet on the last day of every month."),
    # -- a period said as a cycle --------------------------------------------------------------------------------
    ("dbpw", "en", R, "How often are the database passwords rotated?", "We rotate the database passwords every 90 days.", "The database passwords get rotated on a 90-day cycle."),
    ("dbpw", "en", S, "How often are the database passwords rotated?", "The database passwords are rotated on a 60-day cycle.", "Security changed it, database passwords now rotate on a 90-day cycle."),
    ("dbpw", "en", N, "How often are the database passwords rotated?", "The database passwords are rotated on a 60-day cycle.", "The database passwords are rotated on a 90-day cycle."),
    ("certs", "en", R, "How often do the TLS certificates renew?", "Our TLS certificates renew every 30 days.", "Our TLS certificates renew on a 30-day cycle."),
    ("certs", "en", L, "How long are the TLS logs kept?", "Our TLS certificates renew on a 30-day cycle.", "Our TLS logs are kept for 30 days."),
    ("lenses", "en", R, "How often do I replace my contact lenses?", "I replace my contact lenses every 14 days.", "I replace my contact lenses on a 14-day cycle."),
    ("lenses", "en", R, "How often do I replace my contact lenses?", "I replace my contacts on a two-week cycle.", "I replace my contacts every two weeks."),
    ("billing", "en", R, "How often does the gym bill me?", "The gym bills me on a 28-day cycle.", "The gym bills me every 28 days."),
    ("billing", "en", L, "How long is the gym's free trial?", "The gym bills me on a 28-day cycle.", "The gym's free trial lasts 28 days."),
    # -- every other weekday -------------------------------------------------------------------------------------
    ("payday", "en", R, "When is payday?", "Payday is every other Friday.", "Payday is biweekly, on Fridays."),
    ("payday", "en", R, "When is payday?", "We get paid every other Friday.", "We get paid fortnightly on Fridays."),
    ("payday", "en", S, "When is payday?", "We get paid every other Friday.", "We get paid every Friday now."),
    ("review", "en", R, "When is the design review?", "The design review is every other Tuesday.", "The design review is every two weeks, on Tuesdays."),
    ("review", "en", R, "When is the design review?", "The design review happens biweekly on Tuesdays.", "The design review happens every other Tuesday."),
    ("review", "en", S, "When is the design review?", "The design review is every other Tuesday.", "The design review moved to every other Wednesday."),
    ("therapy", "en", R, "When do I see my therapist?", "I see my therapist every other Wednesday.", "I see my therapist every second Wednesday."),
    ("therapy", "en", R, "When do I see my therapist?", "I see my therapist every other Wednesday.", "I see my therapist every other week on Wednesdays."),
    ("therapy", "en", L, "When do I see my physio?", "I see my therapist every other Wednesday.", "I see my physio every other Wednesday."),
    ("trash", "en", N, "When is recycling picked up?", "Recycling is picked up every other Thursday.", "Recycling is picked up every Thursday."),
    ("trash", "en", S, "When is recycling picked up?", "Recycling is picked up every other Thursday.", "Recycling pickup is now biweekly on Mondays."),
    # -- 5k / 10k beside a run ----------------------------------------------------------------------------------
    ("run", "en", R, "How far do I run before work?", "I run 5 km every morning before work.", "I run 5k every morning before work."),
    ("run", "en", R, "How far do I run before work?", "I run 5k every morning before work.", "I run five kilometres every morning before work."),
    ("run", "en", S, "How far do I run before work?", "I run 5k every morning before work.", "I've stepped it up, I run 10k every morning before work now."),
    ("jog", "en", R, "How far does Maya jog on Sundays?", "Maya jogs 10 kilometers around the lake on Sundays.", "Maya jogs 10k around the lake on Sundays."),
    ("jog", "en", L, "How far does Maya walk on Sundays?", "Maya jogs 10k around the lake on Sundays.", "Maya walks 10k steps around the lake on Sundays."),
    ("race", "en", R, "What race am I training for?", "I'm training for a 10 km race in the spring.", "I'm training for a 10k race in the spring."),
    ("race", "en", S, "What race am I training for?", "I'm training for a 10k race in the spring.", "I switched plans, I'm training for a half marathon in the spring now."),
    ("steps", "en", L, "How much do I walk a day?", "I walk 8k steps a day.", "I walk 8 km a day."),
    ("salary", "en", R, "What is my monthly salary?", "My monthly salary is 5k.", "My monthly salary is 5000."),
    ("salary", "en", L, "What is my monthly bonus?", "My monthly salary is 5k.", "My monthly bonus is 5k."),
    ("salary", "en", S, "What is my monthly salary?", "My monthly salary is 5k.", "I got a raise, my monthly salary is 6k now."),
    # -- a price said in pairs ------------------------------------------------------------------------------------
    ("rentprice", "en", R, "How much is my rent?", "My rent is $2,150 a month.", "My rent is twenty-one fifty a month."),
    ("rentprice", "en", R, "How much is my rent?", "I pay $1,850 in rent.", "I pay eighteen fifty in rent."),
    ("rentprice", "en", S, "How much is my rent?", "My rent is $2,150 a month.", "The landlord raised it, my rent is $2,300 a month now."),
    ("mortgage", "en", R, "How much is the mortgage payment?", "The mortgage payment is $1,475.", "The mortgage payment is fourteen seventy-five."),
    ("mortgage", "en", L, "How much is the car payment?", "The mortgage payment is fourteen seventy-five.", "The car payment is four seventy-five."),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "valen", 635100)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_valen_probes.py): hand-written by session 35 "
                         "(valen35) before any rule of its round was changed, for English values written two ways "
                         "(an inch mark, a short month name, a two-digit year after a month, a day of the month, a "
                         "period said as an N-day cycle, every other weekday / biweekly on a weekday, 5k beside a "
                         "run, a price said in pairs); every group has controls that must stay apart or be updates "
                         "(another size, month, year, day or period, another holder, 5k steps, a 5k salary); split "
                         "once before tuning into 'tuning' (tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()

"""Build restatement probe set 4 (issue #12, English only) once, and split it.

    .venv/bin/python bench/make_restate_probes_4.py   # writes bench/data/restate_probes_4.jsonl

Written before any rule of this round was changed, with wording chosen to be unlike restate_probes
1-3 and the labelled set: an English fact said again with a synonym verb or noun outside the slot
table of the day ("I live in Porto" / "I call Porto home", "I went to Kyoto" / "I took a trip to
Kyoto", "We use Sentry" / "We rely on Sentry", "I own …" / "I have …", "I work as an electrician" /
"I'm an electrician by trade"), counts and units written another way ("retries 3 times" / "retry
count is 3", "every 5 minutes" / "at a 5-minute interval", "two weeks" / "14 days"), a possessive
against an of-form, passive against active, a name moved to the front or back, label forms
("Billing service owner: Priya"), harmless lead-ins ("FYI", "just so you know", "as I mentioned",
"to be clear"), contractions, casing, punctuation and articles.

Next to them, at least 45 % controls that keep every value yet state another fact: another owner,
subject, slot, role or direction, a negation, a question, a wish or plan, a temporary state, an event
on another day, and look-alikes that differ in one detail.

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls
are one group): "tuning" is tuned on, "check" is not. Both halves are in-sample for the engine's
authors (hand-written by the session that tunes): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20261201
OUT = Path(__file__).resolve().parent / "data" / "restate_probes_4.jsonl"

R, L, E, T, U = "restatement", "distinct_lookalike", "distinct_event", "temporary", "update_signal"
# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    ("porto", "en", R, "Where do I live?", "I live in Porto.", "I call Porto home."),
    ("porto", "en", R, "Where do I live?", "I live in Porto.", "I reside in Porto."),
    ("porto", "en", R, "Where do I live?", "I live in Porto.", "Porto is where I live."),
    ("porto", "en", L, "Where does my sister live?", "I live in Porto.", "My sister lives in Porto."),
    ("porto", "en", T, "Where am I this week?", "I live in Porto.", "I'm in Porto this week."),
    ("porto", "en", L, "Where do I work?", "I live in Porto.", "I work in Porto."),
    ("porto", "en", L, "Where would I like to live?", "I live in Porto.", "I'd love to live in Porto someday."),
    ("kyoto", "en", R, "Where did I go in April?", "I went to Kyoto in April.", "In April I visited Kyoto."),
    ("kyoto", "en", R, "Where did I go in April?", "I went to Kyoto in April.", "I took a trip to Kyoto in April."),
    ("kyoto", "en", E, "When did I go to Kyoto?", "I went to Kyoto in April.", "I went to Kyoto in October."),
    ("kyoto", "en", L, "Where did my parents go in April?", "I went to Kyoto in April.", "My parents went to Kyoto in April."),
    ("kyoto", "en", L, "Where am I going in April?", "I went to Kyoto in April.", "I'm planning to go to Kyoto in April."),
    ("jazz", "en", R, "What music do I like?", "I like jazz.", "I'm into jazz."),
    ("jazz", "en", R, "What music do I like?", "I like jazz.", "I enjoy jazz."),
    ("jazz", "en", L, "What music does my husband like?", "I like jazz.", "My husband likes jazz."),
    ("jazz", "en", L, "Do I like jazz?", "I like jazz.", "I don't like jazz."),
    ("jazz", "en", L, "What do I play?", "I like jazz.", "I play jazz."),
    ("celtics", "en", R, "Which team do I support?", "I'm a fan of the Boston Celtics.", "I cheer for the Boston Celtics."),
    ("celtics", "en", R, "Which team do I support?", "I'm a fan of the Boston Celtics.", "I'm a Boston Celtics fan."),
    ("celtics", "en", L, "Which team does my dad support?", "I'm a fan of the Boston Celtics.", "My dad is a fan of the Boston Celtics."),
    ("celtics", "en", L, "Am I a Celtics fan?", "I'm a fan of the Boston Celtics.", "I'm not a fan of the Boston Celtics."),
    ("sentry", "en", R, "What do we use for error tracking?", "We use Sentry for error tracking.", "We rely on Sentry for error tracking."),
    ("sentry", "en", R, "What do we use for error tracking?", "We use Sentry for error tracking.", "Sentry handles our error tracking."),
    ("sentry", "en", L, "What do we use for performance monitoring?", "We use Sentry for error tracking.", "We use Sentry for performance monitoring."),
    ("sentry", "en", L, "What does the mobile team use for error tracking?", "We use Sentry for error tracking.", "The mobile team uses Sentry for error tracking."),
    ("sentry", "en", L, "What are we considering for error tracking?", "We use Sentry for error tracking.", "We're considering Sentry for error tracking."),
    ("tesla", "en", R, "What car do I own?", "I own a Tesla Model 3.", "I have a Tesla Model 3."),
    ("tesla", "en", R, "What car do I own?", "I own a Tesla Model 3.", "I'm the owner of a Tesla Model 3."),
    ("tesla", "en", E, "What car did I rent?", "I own a Tesla Model 3.", "I rented a Tesla Model 3."),
    ("tesla", "en", L, "What car does my neighbour own?", "I own a Tesla Model 3.", "My neighbour owns a Tesla Model 3."),
    ("tesla", "en", L, "What car do I want?", "I own a Tesla Model 3.", "I want a Tesla Model 3."),
    ("electrician", "en", R, "What is my job?", "I work as an electrician.", "I'm an electrician by trade."),
    ("electrician", "en", R, "What is my job?", "I work as an electrician.", "I'm an electrician."),
    ("electrician", "en", L, "What is my brother's job?", "I work as an electrician.", "My brother works as an electrician."),
    ("electrician", "en", L, "What did I train as?", "I work as an electrician.", "I trained as an electrician."),
    ("electrician", "en", L, "What do I want to work as?", "I work as an electrician.", "I want to work as an electrician."),
    ("retries", "en", R, "How often does the client retry?", "The client retries 3 times.", "The client's retry count is 3."),
    ("retries", "en", R, "How often does the client retry?", "The client retries 3 times.", "Retry count for the client: 3."),
    ("retries", "en", L, "How often does the server retry?", "The client retries 3 times.", "The server retries 3 times."),
    ("retries", "en", L, "When does the client time out?", "The client retries 3 times.", "The client times out after 3 seconds."),
    ("poll", "en", R, "How often does the worker poll the queue?", "The worker polls the queue every 5 minutes.", "The worker polls the queue at a 5-minute interval."),
    ("poll", "en", R, "How often does the worker poll the queue?", "The worker polls the queue every 5 minutes.", "The queue is polled by the worker every five minutes."),
    ("poll", "en", L, "How often does the scheduler poll the queue?", "The worker polls the queue every 5 minutes.", "The scheduler polls the queue every 5 minutes."),
    ("poll", "en", L, "How often does the worker flush the cache?", "The worker polls the queue every 5 minutes.", "The worker flushes the cache every 5 minutes."),
    ("trial", "en", R, "How long is the free trial?", "The free trial lasts two weeks.", "The free trial lasts 14 days."),
    ("trial", "en", R, "How long is the free trial?", "The free trial lasts two weeks.", "The free trial is 2 weeks long."),
    ("trial", "en", L, "How long is the refund window?", "The free trial lasts two weeks.", "The refund window lasts two weeks."),
    ("ratelimit", "en", R, "What is the API's rate limit?", "The API's rate limit is 500 requests per minute.", "The rate limit of the API is 500 requests per minute."),
    ("ratelimit", "en", R, "What is the API's rate limit?", "The API's rate limit is 500 requests per minute.", "API rate limit: 500 requests per minute."),
    ("ratelimit", "en", L, "What is the dashboard's rate limit?", "The API's rate limit is 500 requests per minute.", "The dashboard's rate limit is 500 requests per minute."),
    ("ratelimit", "en", L, "What is the API's burst limit?", "The API's rate limit is 500 requests per minute.", "The API's burst limit is 500 requests per minute."),
    ("invoices", "en", R, "Who approves the invoices?", "Priya approves the invoices.", "The invoices are approved by Priya."),
    ("invoices", "en", R, "Who approves the invoices?", "Priya approves the invoices.", "Invoice approval is done by Priya."),
    ("invoices", "en", L, "Who pays the invoices?", "Priya approves the invoices.", "Priya pays the invoices."),
    ("invoices", "en", L, "Who approves the invoices?", "Priya approves the invoices.", "The invoices are approved by Priya's deputy."),
    ("billing", "en", R, "Who owns the billing service?", "Priya owns the billing service.", "Billing service owner: Priya."),
    ("billing", "en", R, "Who owns the billing service?", "Priya owns the billing service.", "The billing service is owned by Priya."),
    ("billing", "en", L, "Who owns the search service?", "Priya owns the billing service.", "Priya owns the search service."),
    ("billing", "en", L, "Who is on call for the billing service?", "Priya owns the billing service.", "Priya is on call for the billing service."),
    ("designer", "en", R, "Who is our designer?", "Our designer is Aiko.", "Aiko is our designer."),
    ("designer", "en", R, "Who is our designer?", "Our designer is Aiko.", "Designer: Aiko."),
    ("designer", "en", L, "Who is our copywriter?", "Our designer is Aiko.", "Aiko is our copywriter."),
    ("designer", "en", L, "Who is our designer?", "Our designer is Aiko.", "Is Aiko our designer?"),
    ("designer", "en", L, "Who is Aiko's designer?", "Our designer is Aiko.", "Aiko's designer is our intern."),
    ("vpn", "en", R, "Where does the VPN config live?", "The VPN config lives in the infra repo.", "FYI, the VPN config lives in the infra repo."),
    ("vpn", "en", R, "Where does the VPN config live?", "The VPN config lives in the infra repo.", "Just so you know, the VPN config lives in the infra repo."),
    ("vpn", "en", R, "Where does the VPN config live?", "The VPN config lives in the infra repo.", "The VPN config is kept in the infra repo."),
    ("vpn", "en", L, "Where does the firewall config live?", "The VPN config lives in the infra repo.", "The firewall config lives in the infra repo."),
    ("grant", "en", R, "When is the grant report due?", "The grant report is due on March 3.", "To be clear, the grant report is due on March 3."),
    ("grant", "en", R, "When is the grant report due?", "The grant report is due on March 3.", "As I mentioned, the grant report is due on March 3."),
    ("grant", "en", R, "When is the grant report due?", "The grant report is due on March 3.", "The grant report's due date is March 3rd."),
    ("grant", "en", L, "When was the grant report submitted?", "The grant report is due on March 3.", "The grant report was submitted on March 3."),
    ("grant", "en", L, "When is the expense report due?", "The grant report is due on March 3.", "The expense report is due on March 3."),
    ("gluten", "en", R, "What can't I eat?", "I can't eat gluten.", "I cannot eat gluten."),
    ("gluten", "en", R, "What can't I eat?", "I can't eat gluten.", "i can't eat gluten"),
    ("gluten", "en", L, "What can't my daughter eat?", "I can't eat gluten.", "My daughter can't eat gluten."),
    ("gluten", "en", L, "Can I eat gluten?", "I can't eat gluten.", "I can eat gluten."),
    ("frankfurt", "en", R, "Where is the staging cluster?", "The staging cluster is in Frankfurt.", "Staging cluster is in Frankfurt."),
    ("frankfurt", "en", R, "Where is the staging cluster?", "The staging cluster is in Frankfurt.", "the staging cluster is in frankfurt"),
    ("frankfurt", "en", R, "Where is the staging cluster?", "The staging cluster is in Frankfurt.", "The staging cluster is located in Frankfurt!"),
    ("frankfurt", "en", L, "Where is the production cluster?", "The staging cluster is in Frankfurt.", "The production cluster is in Frankfurt."),
    ("woodworking", "en", R, "What is my hobby?", "My hobby is woodworking.", "I'm into woodworking."),
    ("woodworking", "en", R, "What is my hobby?", "My hobby is woodworking.", "Woodworking is my hobby."),
    ("woodworking", "en", L, "What is my wife's hobby?", "My hobby is woodworking.", "My wife's hobby is woodworking."),
    ("woodworking", "en", T, "What class am I taking this month?", "My hobby is woodworking.", "I'm taking a woodworking class this month."),
    ("portuguese", "en", R, "Which languages do I speak?", "I speak Portuguese.", "I can speak Portuguese."),
    ("portuguese", "en", R, "Which languages do I speak?", "I speak Portuguese.", "Portuguese is a language I speak."),
    ("portuguese", "en", L, "Which language am I learning?", "I speak Portuguese.", "I'm learning Portuguese."),
    ("portuguese", "en", L, "Which languages do my kids speak?", "I speak Portuguese.", "My kids speak Portuguese."),
    ("okafor", "en", R, "Who is my dentist?", "My dentist is Dr. Okafor.", "Dr. Okafor is my dentist."),
    ("okafor", "en", R, "Who is my dentist?", "My dentist is Dr. Okafor.", "I go to Dr. Okafor for my teeth."),
    ("okafor", "en", L, "Who is my GP?", "My dentist is Dr. Okafor.", "Dr. Okafor is my GP."),
    ("okafor", "en", L, "Who is my son's dentist?", "My dentist is Dr. Okafor.", "My son's dentist is Dr. Okafor."),
    ("bike", "en", R, "How do I get to work?", "I bike to work.", "I cycle to work."),
    ("bike", "en", R, "How do I get to work?", "I bike to work.", "I commute by bike."),
    ("bike", "en", L, "How do I get to the gym?", "I bike to work.", "I bike to the gym."),
    ("bike", "en", T, "How do I get to work this week?", "I bike to work.", "I'm taking the bus to work this week."),
    ("netlify", "en", R, "Where is the docs site hosted?", "Our docs site runs on Netlify.", "Netlify hosts our docs site."),
    ("netlify", "en", R, "Where is the docs site hosted?", "Our docs site runs on Netlify.", "We host the docs site on Netlify."),
    ("netlify", "en", L, "Where is the marketing site hosted?", "Our docs site runs on Netlify.", "Our marketing site runs on Netlify."),
    ("netlify", "en", U, "Where is the docs site hosted?", "Our docs site runs on Netlify.", "We moved the docs site off Netlify."),
    ("leeds", "en", R, "What did I do on Sunday?", "I visited my grandmother in Leeds on Sunday.", "On Sunday I went to see my grandmother in Leeds."),
    ("leeds", "en", E, "What did I do on Friday?", "I visited my grandmother in Leeds on Sunday.", "I visited my grandmother in Leeds on Friday."),
    ("leeds", "en", L, "What did my cousin do on Sunday?", "I visited my grandmother in Leeds on Sunday.", "My cousin visited my grandmother in Leeds on Sunday."),
    ("datadog", "en", R, "How much do we pay for Datadog?", "Our Datadog bill is $2,300 a month.", "We pay $2300 per month for Datadog."),
    ("datadog", "en", L, "How much do we pay for Snowflake?", "Our Datadog bill is $2,300 a month.", "Our Snowflake bill is $2,300 a month."),
    ("board", "en", R, "How often does the board meet?", "The board meets every quarter.", "The board meets quarterly."),
    ("board", "en", R, "How often does the board meet?", "The board meets every quarter.", "Board meetings are held once a quarter."),
    ("board", "en", L, "How often does the committee meet?", "The board meets every quarter.", "The committee meets every quarter."),
    ("drive", "en", R, "How big is the backup drive?", "The backup drive holds 4 TB.", "The backup drive has a capacity of 4 terabytes."),
    ("drive", "en", L, "How big is the media drive?", "The backup drive holds 4 TB.", "The media drive holds 4 TB."),
    ("collie", "en", R, "What dog do we have?", "Our dog is a border collie.", "We have a border collie."),
    ("collie", "en", L, "What dog does our neighbour have?", "Our dog is a border collie.", "Our neighbour has a border collie."),
    ("collie", "en", L, "What dog would we like?", "Our dog is a border collie.", "We'd like to get a border collie."),
]


def build() -> list[dict]:
    return pair_rows(CASES, SPLIT_SEED, "probe4", 50000)


def main() -> None:
    write_pair_file(OUT, "issue #12 restatement probe set 4, English only, IN-SAMPLE (hand-written by the restate "
                         "session before changing any rule of this round, wording chosen unlike restate_probes 1-3 and "
                         "the labelled set; not part of update_set.jsonl); built by bench/make_restate_probes_4.py; "
                         "split once before tuning into 'tuning' (tuned on) and 'check' (not tuned on)",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()

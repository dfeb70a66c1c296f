"""Issue #12: IN-SAMPLE probes for English causes left open by session 32 (session 33, enmix33), hand-written by the
engineer who tunes on them, before any rule of the round was changed:
  - a deploy schedule said in the passive ("The worker is deployed to prod on Mondays") is not where the worker runs
    ("The worker runs in prod on Mondays"): two facts. Beside it, the passive without a time ("The worker is deployed
    to prod") restating where it runs.
  - another person's return ("My team lead went back to Vim") after the user's fact ("I switched my editor to Emacs")
    is another holder's fact, not the user's update; the user's own return is an update.
  - relation verbs said with another word: "lives in" / "is in" for a thing, "sits on" / "runs on" for a host,
    "We're on Python 3.11 for this repo" / "This repo uses Python 3.11", "train at" / "go to" a gym. Look-alikes:
    another thing, another host, another repo, another holder.
  - a favourite said three ways ("I like Helix best", "Helix is my favourite editor", "My favourite editor is Helix").
    Look-alikes: another holder's favourite, another kind of favourite; a new favourite is an update.
  - "Since …" opening a change ("Since Monday we deploy with Argo": an update) or a restatement ("Since 2019 we have
    used Flux"). Look-alikes: another holder.
  - a story of a past place ("I lived in Lisbon for two years") after the present is no supersede.
  - a time said first before a switch ("After lunch I switched to Zed") is an update (with and without an embedder).
Every group has restatements or look-alikes beside its target.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_enmix_probes.py   # writes bench/data/enmix_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/enmix_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263306
OUT = Path(__file__).resolve().parent / "data" / "enmix_probes.jsonl"

S, R = "update_signal", "restatement"
L, E, T, X = "distinct_lookalike", "distinct_event", "temporary", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- a deploy schedule in the passive is not hosting --------------------------------------------------------
    ("worker", "en", L, "When is the worker deployed to prod?", "The worker is deployed to prod on Mondays.", "The worker runs in prod on Mondays."),
    ("worker", "en", R, "Where does the worker run?", "The worker is deployed to prod.", "The worker runs in prod."),
    ("api", "en", L, "When is the API deployed to staging?", "The API is deployed to staging every morning.", "The API runs in staging every morning."),
    ("api", "en", R, "Where does the API run?", "The API is deployed to staging.", "The API runs in staging."),
    ("billing", "en", L, "When does the billing service get deployed?", "The billing service gets deployed to prod on Fridays.", "The billing service runs in prod on Fridays."),
    ("billing", "en", L, "When is the billing service deployed?", "The billing service runs in prod.", "The billing service is deployed to prod every night."),
    # -- another holder's return --------------------------------------------------------------------------------
    ("vim", "en", L, "Which editor did my team lead go back to?", "I switched my editor to Emacs.", "My team lead went back to Vim."),
    ("vim", "en", S, "Which editor do I use?", "I switched my editor to Emacs.", "I went back to Vim."),
    ("chrome", "en", L, "Which browser did Tom go back to?", "I switched my browser to Firefox.", "Tom went back to Chrome."),
    ("chrome", "en", S, "Which browser do I use?", "I switched my browser to Firefox.", "I went back to Chrome."),
    ("hamburg", "en", L, "Where did my sister move back to?", "I moved to Berlin.", "My sister moved back to Hamburg."),
    ("hamburg", "en", S, "Where do I live?", "I moved to Berlin.", "I moved back to Hamburg."),
    ("mac", "en", L, "What did my manager return to?", "I switched to Linux on my laptop.", "My manager returned to macOS."),
    # -- relation verbs ----------------------------------------------------------------------------------------
    ("config", "en", R, "Where is the config?", "The config lives in /etc/app.", "The config is in /etc/app."),
    ("config", "en", L, "Where are the logs?", "The config lives in /etc/app.", "The logs are in /etc/app."),
    ("config", "en", S, "Where is the config?", "The config lives in /etc/app.", "The config now lives in /opt/app."),
    ("certs", "en", R, "Where are the certificates?", "The certificates live in /srv/certs.", "The certificates are in /srv/certs."),
    ("certs", "en", L, "Where are the keys?", "The certificates live in /srv/certs.", "The keys live in /srv/certs."),
    ("dbhost", "en", R, "Which host is the database on?", "The database sits on db-3.", "The database runs on db-3."),
    ("dbhost", "en", L, "Which host is the cache on?", "The database sits on db-3.", "The cache runs on db-3."),
    ("dbhost", "en", S, "Which host is the database on?", "The database sits on db-3.", "The database now runs on db-7."),
    ("queue", "en", R, "Which box does the queue run on?", "The queue runs on box-12.", "The queue sits on box-12."),
    ("python", "en", R, "Which Python does this repo use?", "We're on Python 3.11 for this repo.", "This repo uses Python 3.11."),
    ("python", "en", L, "Which Python does the other repo use?", "We're on Python 3.11 for this repo.", "The other repo uses Python 3.9."),
    ("node", "en", R, "Which Node does the frontend use?", "We're on Node 20 for the frontend.", "The frontend uses Node 20."),
    ("node", "en", L, "Which Node does the backend use?", "We're on Node 20 for the frontend.", "The backend uses Node 18."),
    ("gym", "en", R, "Which gym do I go to?", "I train at Iron Works.", "I go to Iron Works gym."),
    ("gym", "en", L, "Which gym does my brother go to?", "I train at Iron Works.", "My brother goes to Iron Works gym."),
    ("gym", "en", S, "Which gym do I go to?", "I train at Iron Works.", "I switched gyms, I now train at Forge."),
    ("climb", "en", R, "Where do I climb?", "I climb at Boulder Barn.", "I go to Boulder Barn to climb."),
    # -- a favourite said three ways ----------------------------------------------------------------------------
    ("helix", "en", R, "Which editor do I like best?", "I like Helix best.", "Helix is my favourite editor."),
    ("helix", "en", R, "What is my favourite editor?", "Helix is my favourite editor.", "My favourite editor is Helix."),
    ("helix", "en", R, "What is my favourite editor?", "I like Helix best.", "My favourite editor is Helix."),
    ("helix", "en", L, "What is my wife's favourite editor?", "Helix is my favourite editor.", "Helix is my wife's favourite editor."),
    ("helix", "en", S, "What is my favourite editor?", "My favourite editor is Helix.", "My favourite editor is now Zed."),
    ("fig", "en", R, "Which fruit do I like best?", "I like figs best.", "Figs are my favourite fruit."),
    ("fig", "en", L, "What is my son's favourite fruit?", "Figs are my favourite fruit.", "My son's favourite fruit is mango."),
    ("font", "en", L, "What is my favourite font?", "My favourite editor is Helix.", "My favourite font is Iosevka."),
    # -- "Since …" opening a change or a restatement ------------------------------------------------------------
    ("flux", "en", S, "What do we deploy with?", "We deploy with Flux.", "Since Monday we deploy with Argo."),
    ("flux", "en", R, "What do we deploy with?", "We deploy with Flux.", "Since 2019 we have used Flux."),
    ("flux", "en", L, "What does the other team deploy with?", "We deploy with Flux.", "Since Monday the other team deploys with Argo."),
    ("tea", "en", S, "What do I drink in the morning?", "I drink tea in the morning.", "Since January I drink coffee in the morning."),
    ("tea", "en", R, "What do I drink in the morning?", "I drink tea in the morning.", "Since 2020 I have drunk tea in the morning."),
    ("tea", "en", L, "What does my husband drink in the morning?", "I drink tea in the morning.", "Since January my husband drinks coffee in the morning."),
    ("bike", "en", S, "How do I get to work?", "I drive to work.", "Since the spring I cycle to work."),
    ("bike", "en", E, "What happened on my way to work?", "I drive to work.", "Since the roadworks started I was late twice."),
    # -- a story of a past place --------------------------------------------------------------------------------
    ("lisbon", "en", L, "How long did I live in Lisbon?", "I live in Lisbon.", "I lived in Lisbon for two years as a student."),
    ("lisbon", "en", L, "When did I live in Porto?", "I live in Lisbon.", "I lived in Porto in 2015."),
    ("oslo", "en", L, "How long did I work at Equinor?", "I work at Equinor.", "I worked at Equinor for a summer in 2012."),
    # -- a time said first before a switch ----------------------------------------------------------------------
    ("zed", "en", S, "Which editor do I use?", "I use VS Code.", "After lunch I switched to Zed."),
    ("zed", "en", L, "Which editor did my colleague switch to?", "I use VS Code.", "After lunch my colleague switched to Zed."),
    ("zed", "en", S, "Which editor do I use?", "I use VS Code.", "This morning I switched to Zed."),
    ("dns", "en", S, "Which DNS do I use?", "I use Cloudflare DNS.", "Yesterday evening I switched to Quad9."),
    ("dns", "en", L, "Which DNS does my router use?", "I use Cloudflare DNS.", "Yesterday evening my router switched to Quad9."),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "enmix", 333660)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_enmix_probes.py): hand-written by session 33 "
                         "(enmix33) before any rule of its round was changed, for English causes left open by session "
                         "32 (a passive deploy schedule read as hosting, another holder's return, relation verbs said "
                         "with another word, a favourite said three ways, 'Since …' opening a change, a story of a past "
                         "place, a time said first before a switch); every group has look-alikes that are DIFFERENT "
                         "facts (another holder, another thing, another host or repo, another kind of favourite) or "
                         "restatements; split once before tuning into 'tuning' (tuned on) and 'check' (counted only), "
                         "by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()

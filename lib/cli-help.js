// What `flymemory --help` and `flymemory <command> --help` print.

const COMMON_FLAGS = `Common flags: --port N, --data-dir DIR, --python EXE, --json (machine-readable output), -h/--help.
Settings default to FLYMEMORY_MCP_PORT, FLYMEMORY_DATA_DIR, FLYMEMORY_PYTHON, FLYMEMORY_EMBEDDER.`;

export const USAGE = `Usage: flymemory <command> [flags]

Commands:
  start            reuse the engine answering on the port, or launch one (detached)
  stop             stop the engine this tool or DSH started (never anything else)
  status           engine, settings in effect, mute and ledger at a glance
  doctor           check the install; every problem comes with the command that fixes it
  log [-n N]       the last N lines of the plugin log (--engine: the engine's output)
  mute <30m|2h|off> [--all]  silence per-step injection for a while (--all: capture too)
  ledger           how often injected memories were used: rate, per kind, hottest ids
  version          versions of the plugin and the running engine
  setup            create the managed Python env and install the engine
                   (--embedder sentence-transformers adds torch, CPU build unless --gpu)
  export [--out F] write every memory to a JSON Lines file
  import <file>    load a JSON Lines export into the engine
  move --from S --to T [--dry-run]  copy a whole store between SQLite and PostgreSQL, ids kept
  distill [--dry-run]  clusters of short captured prompts worth consolidating (proposes only)
  gc [--dry-run]   archive captures past a TTL or never recalled (restorable; nothing deleted)

${COMMON_FLAGS}
Exit codes: 0 ok, 1 the check or action failed, 2 usage error, 3 engine not reachable.
Run \`flymemory <command> --help\` for one command.`;

export const HELP = {
  start: `Usage: flymemory start [--port N] [--data-dir DIR] [--python EXE] [--json]
Reuses our engine if /health on the port says it is FlyMemory; otherwise launches
"<python> -m flymemory" detached and records its pid and identity in <data-dir>/engine.pid.
A foreign program on the port is reported and left alone (exit 1).`,
  stop: `Usage: flymemory stop [--port N] [--data-dir DIR] [--json]
Stops the engine recorded in <data-dir>/engine.pid, only while that pid is still the
process that was started (same start time and command line). A stale pid file is removed.
Exit 0 when stopped, 1 when nothing was stopped.`,
  status: `Usage: flymemory status [--port N] [--data-dir DIR] [--json]
Who answers on the port, the recorded pid, the settings DSH last activated with
(<data-dir>/state.json), mute and the ledger's use rate. Exit 0 when our engine runs, else 1.`,
  doctor: `Usage: flymemory doctor [--port N] [--data-dir DIR] [--python EXE] [--json]
Checks node, the data dir, the python engine, the embedder, the port, the pid file and the
plugin's last activation. Exit 0 when nothing failed, else 1.`,
  log: `Usage: flymemory log [-n N] [--engine] [--data-dir DIR]
Prints the last N (default 50) lines of <data-dir>/plugin.log, or of engine.log with --engine.`,
  mute: `Usage: flymemory mute <30m | 2h | 1h30m | off> [--all] [--data-dir DIR] [--json]
Silences the per-step injection until the time passes; prompts are still captured unless
--all. A running DSH picks it up on its next step, no restart needed. "off" unmutes.`,
  ledger: `Usage: flymemory ledger [--json] [--top N] [--data-dir DIR]
Summarises <data-dir>/usegate.jsonl: memories injected per session, how many the model then
used (expanded with get_memory, returned by a recall, superseded), and the hottest ids.`,
  version: `Usage: flymemory version [--json]
The plugin's version and, when it answers, the running engine's.`,
  setup: `Usage: flymemory setup [--embedder default|sentence-transformers] [--gpu] [--base-python EXE] [--dry-run] [--data-dir DIR]
Creates <data-dir>/venv and installs the engine shipped with this package into it. The plugin
uses that python automatically. --embedder sentence-transformers also installs torch (CPU build
unless --gpu) and sentence-transformers. --dry-run prints the steps without running them.`,
  export: `Usage: flymemory export [--out FILE] [--include-forgotten] [--json]
Asks the engine to write every memory, edge and history record to a JSON Lines file in its data
directory; --out copies it to FILE. The file holds private data.`,
  import: `Usage: flymemory import <file.jsonl> [--json]
Loads a JSON Lines export (from \`flymemory export\`) into the running engine.`,
  move: `Usage: flymemory move --from STORE --to STORE [--dry-run] [--python EXE] [--json]
Copies every memory, edge, history record and vector from one store to another, ids kept, so
cited #ids still name the same memory. A store is a SQLite file (the engine's default is
<data-dir>/flymemory.db) or a postgresql:// URL, as for the engine's --store. The target must
be empty; the copy is one transaction on it, and every table's count is compared before it
commits. --dry-run counts what would be copied. Runs the engine's flymemory-move in its python;
stop engines writing to the source first.`,
  distill: `Usage: flymemory distill [--dry-run] [--json]
Lists clusters of short captured prompts (one session, close in time, not yet consolidated) that a
model could turn into one conclusion with flymemory_consolidate. It only proposes: nothing is written.`,
  gc: `Usage: flymemory gc [--dry-run] [--ttl-days N] [--stale-days N] [--json]
Archives captured prompts older than --ttl-days (default: no TTL) and captures never recalled for
--stale-days (default 90), and reports memories that absorbed restatements. Archived memories come
back with flymemory_restore; nothing is deleted. --dry-run lists what a real run would archive.`,
  hook: `Usage: flymemory hook prompt [--port N] [--data-dir DIR]
For hook-protocol clients (see <data-dir>/hooks.json): reads {"prompt", "session_id", "cwd"} as
JSON on stdin, captures the prompt and prints the memory context as hook JSON. Always exits 0.
An engine that answered busy (HTTP 503) is sent nothing until its Retry-After has passed, by
later hook runs and the DSH plugin too (<data-dir>/engine-busy-until.json, which a pause the
plugin was told also sets); prompts meanwhile go to the spool.
Once the engine answers again, a detached \`flymemory hook replay\` stores the spooled prompts,
each once, with the time they were typed; the hook does not wait for it.`,
};

// The spool against the real engine: a replay killed with SIGKILL right after
// a write, and two DSH processes replaying the same spool at once, still store
// every prompt exactly once, at the time it was typed.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { findPrerequisites, makeTempDir, startEngine } from '../e2e/harness.mjs';
import { createMcpClient } from '../../lib/mcp-client.js';
import { replaySpool, spoolPending, spoolPrompt } from '../../lib/spool.js';

const REPLAYER = fileURLToPath(new URL('./spool-replayer.mjs', import.meta.url));
const silent = { info() {}, warn() {}, error() {} };
let python;
let root;
const engines = [];

before(() => {
  python = findPrerequisites().python;
  root = makeTempDir('spool');
});
after(async () => {
  for (const engine of engines) await engine.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

async function freshEngine(name) {
  const engineDir = path.join(root, `${name}-engine`);
  fs.mkdirSync(engineDir);
  const engine = await startEngine({ python, dataDir: engineDir });
  engines.push(engine);
  return { ...engine, engineDir, url: `http://127.0.0.1:${engine.port}/mcp?app=dsh` };
}

/** Every entry the engine holds: text, strength, creation time (straight from the SQLite file). */
function storedRows(engineDir) {
  const script = `import json, sqlite3, sys
db = sqlite3.connect(sys.argv[1])
print(json.dumps(db.execute("SELECT text, strength, created_at FROM entries WHERE status = 'active' ORDER BY id").fetchall()))`;
  const run = spawnSync(python, ['-c', script, path.join(engineDir, 'flymemory.db')], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout);
}

function spoolFacts(dataDir, count) {
  const facts = [];
  for (let i = 0; i < count; i++) {
    const text = `Spooled fact ${i}: service s${i} listens on port ${9000 + i}.`;
    const at = new Date(Date.UTC(2026, 10, 1, 8, i));
    spoolPrompt({ dataDir, text, workspace: '/ws', session: 'typed-early', log: silent, now: () => at });
    facts.push({ text, at: at.getTime() / 1000 });
  }
  return facts;
}

function runReplayer(dataDir, url, flag) {
  const child = spawn(process.execPath, [REPLAYER, dataDir, url, ...(flag ? [flag] : [])], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (chunk) => { out += chunk; });
  const done = new Promise((resolve) => child.on('close', (code, signal) => resolve({ code, signal, out })));
  return { child, done, output: () => out };
}

test('kill -9 in the middle of a replay neither loses nor duplicates a prompt', { timeout: 240_000 }, async (t) => {
  const engine = await freshEngine('kill');
  const dataDir = path.join(root, 'kill-plugin');
  const facts = spoolFacts(dataDir, 6);

  const victim = runReplayer(dataDir, engine.url, '--pause-after-write');
  t.after(() => victim.child.kill('SIGKILL')); // never left paused if an assertion fails first
  const deadline = Date.now() + 120_000;
  const written = () => (victim.output().match(/^written /gm) ?? []).length;
  while (written() < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  fs.writeFileSync(path.join(dataDir, 'go-1'), ''); // on to the second prompt
  while (written() < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  assert.equal(written(), 2, victim.output());
  victim.child.kill('SIGKILL'); // paused right after its second write, before striking it from the spool
  const killed = await victim.done;
  assert.equal(killed.signal, 'SIGKILL');
  assert.equal(spoolPending(dataDir), true);

  const client = createMcpClient({ url: engine.url, timeoutMs: 60_000 });
  const resumed = await replaySpool({ dataDir, callToolResult: client.callToolResult, log: silent });
  assert.equal(resumed.skipped, 1, 'the entry written just before the kill is recognised, not written again');
  assert.equal(resumed.replayed, 4);
  assert.equal(spoolPending(dataDir), false);

  const rows = storedRows(engine.engineDir);
  assert.deepEqual(rows.map(([text]) => text), facts.map((f) => f.text), 'each prompt once, in order');
  assert.ok(rows.every(([, strength]) => strength === 1), `no prompt counted twice: ${JSON.stringify(rows.map((r) => r[1]))}`);
  rows.forEach(([, , createdAt], i) => assert.equal(createdAt, facts[i].at, 'stored at the time it was typed'));
});

test('two DSH processes replaying the same spool at once write each prompt once', { timeout: 240_000 }, async () => {
  const engine = await freshEngine('twice');
  const dataDir = path.join(root, 'twice-plugin');
  const facts = spoolFacts(dataDir, 8);
  const [a, b] = [runReplayer(dataDir, engine.url), runReplayer(dataDir, engine.url)];
  const results = await Promise.all([a.done, b.done]);
  assert.deepEqual(results.map((r) => r.code), [0, 0]);
  // The one that found the other at work leaves it alone; any leftovers go on the next try.
  const client = createMcpClient({ url: engine.url, timeoutMs: 60_000 });
  await replaySpool({ dataDir, callToolResult: client.callToolResult, log: silent });
  const rows = storedRows(engine.engineDir);
  assert.deepEqual(rows.map(([text]) => text), facts.map((f) => f.text));
  assert.ok(rows.every(([, strength]) => strength === 1));
});

// Cold start in a real DSH: no engine running, a 10,000-entry store, then one
// headless DSH session with the shipped bundle patch. Measured from spawning
// `dsh` to (a) the engine answering /health (plugin.log), and (b) the first
// model request, which is when the session's tools are listed and its first
// step's recall has been injected. Quiet and with a CPU hog per core.
//
//   nice -n 10 node bench/bench_cold_start.mjs [--runs 3] [--entries 10000]
//
// Writes bench/results/cold_start.json. Needs .venv (scripts/setup.sh --test).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startMockLlm } from '../tests/e2e/mock-llm.mjs';
import {
  BUNDLE_PATCH, CLI, findPrerequisites, freePort, makeTempDir, messageText, REPO_ROOT, runDshTurn, writeModelOnlyOverlay,
} from '../tests/e2e/harness.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, entries: { type: 'string', default: '10000' } } });
const runs = Number(values.runs);
const { python, dsh } = findPrerequisites();
const root = makeTempDir('cold-start');
const dataDir = path.join(root, 'data');
fs.mkdirSync(dataDir);
fs.mkdirSync(path.join(root, 'dsh-home'));
fs.mkdirSync(path.join(root, 'workspace'));

const build = spawnSync(python, ['-c', `import sys; sys.path.insert(0, ${JSON.stringify(path.join(REPO_ROOT, 'bench'))})
from pathlib import Path
from bench_contention import build_store
build_store(Path(${JSON.stringify(dataDir)}), ${Number(values.entries)})`], { stdio: 'inherit', cwd: path.join(REPO_ROOT, 'bench') });
if (build.status !== 0) throw new Error('could not build the store');

let firstRequestAt = null;
const mock = await startMockLlm({ respond: (body) => {
  if (firstRequestAt === null && Array.isArray(body.tools) && body.tools.length) firstRequestAt = { at: Date.now(), body };
  return { text: 'Mock answer.' };
} });
const overlay = writeModelOnlyOverlay({ dir: root, mockBaseURL: mock.baseURL });
const port = await freePort();
const env = { FLYMEMORY_PYTHON: python, FLYMEMORY_MCP_PORT: String(port), FLYMEMORY_DATA_DIR: dataDir };
const stop = () => spawnSync(process.execPath, [CLI, 'stop'], { env: { ...process.env, ...env }, encoding: 'utf8' });

async function once(label) {
  stop();
  fs.rmSync(path.join(dataDir, 'plugin.log'), { force: true });
  firstRequestAt = null;
  const load = os.loadavg()[0];
  const started = Date.now();
  const result = await runDshTurn({ dsh, dshHome: path.join(root, 'dsh-home'), workspace: path.join(root, 'workspace'), patches: [overlay, BUNDLE_PATCH],
    prompt: 'What about the deployment of service alpha?', extraEnv: env });
  const log = fs.readFileSync(path.join(dataDir, 'plugin.log'), 'utf8');
  const ready = /^(\S+) INFO FlyMemory engine ready/m.exec(log);
  const body = firstRequestAt?.body;
  const row = {
    label, load_average_1m: Math.round(load * 100) / 100, exit: result.code,
    engine_ready_s: ready ? (Date.parse(ready[1]) - started) / 1000 : null,
    first_model_request_s: firstRequestAt ? (firstRequestAt.at - started) / 1000 : null,
    tools_listed: Boolean(body?.tools?.some((t) => t.function?.name?.startsWith('mcp__flymemory__'))),
    recall_injected: Boolean(body?.messages?.some((m) => messageText(m).includes('<flymemory-recall'))),
    turn_s: (Date.now() - started) / 1000,
  };
  console.log(JSON.stringify(row));
  return row;
}

const rows = [];
try {
  for (let i = 0; i < runs; i++) rows.push(await once('quiet'));
  const hogs = os.cpus().map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  try {
    await new Promise((r) => setTimeout(r, 2000));
    for (let i = 0; i < runs; i++) rows.push(await once(`${hogs.length} CPU hogs`));
  } finally {
    for (const hog of hogs) hog.kill('SIGKILL');
  }
} finally {
  stop();
  await mock.close();
  fs.rmSync(root, { recursive: true, force: true });
}
const out = path.join(REPO_ROOT, 'bench', 'results', 'cold_start.json');
fs.writeFileSync(out, `${JSON.stringify({ entries: Number(values.entries), cores: os.cpus().length, cpu: os.cpus()[0]?.model,
  at: new Date().toISOString(), command: 'nice -n 10 node bench/bench_cold_start.mjs', runs: rows }, null, 1)}\n`);
console.log(`wrote ${out}`);

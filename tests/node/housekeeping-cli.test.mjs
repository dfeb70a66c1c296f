// `flymemory distill|gc [--dry-run]`: one engine tool each, flags passed through.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { main } from '../../lib/cli.js';
import { freePort, startFakeEngine } from './fake-engine.mjs';

async function run(args) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { out: (s) => { stdout += `${s}\n`; }, err: (s) => { stderr += `${s}\n`; } });
  return { code, stdout, stderr };
}

function tempDir(t) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flymemory-hk-test-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const argsOf = (engine, name) => engine.calls.filter((c) => c.message.params.name === name).map((c) => c.message.params.arguments);

test('gc --dry-run asks the engine for a dry run with the given days and prints its report', async (t) => {
  const engine = await startFakeEngine({ onTool: (name) => (name === 'flymemory_gc'
    ? { text: 'Would archive 1 expired captures (#4) and 0 stale captures (none). 0 memories absorbed restatements.',
      data: { expired: [4], stale: [], compacted: [], dry_run: true } }
    : { text: '', isError: true }) });
  t.after(engine.close);
  const result = await run(['gc', '--dry-run', '--ttl-days', '30', '--port', String(engine.port), '--data-dir', tempDir(t)]);
  assert.equal(result.code, 0, result.stderr);
  assert.match(result.stdout, /Would archive 1 expired captures \(#4\)/);
  assert.deepEqual(argsOf(engine, 'flymemory_gc'), [{ scope: 'all', dry_run: true, ttl_days: 30 }]);
});

test('distill prints the proposed clusters; gc with a bad day count is a usage error', async (t) => {
  const engine = await startFakeEngine({ onTool: () => ({ text: 'Cluster 1 (ids #1, #2, #3):', data: { clusters: [{ ids: [1, 2, 3] }] } }) });
  t.after(engine.close);
  const port = String(engine.port);
  const distilled = await run(['distill', '--json', '--port', port, '--data-dir', tempDir(t)]);
  assert.equal(distilled.code, 0);
  assert.deepEqual(JSON.parse(distilled.stdout).clusters, [{ ids: [1, 2, 3] }]);
  assert.equal((await run(['gc', '--stale-days', 'soon', '--port', port, '--data-dir', tempDir(t)])).code, 2);
});

test('without an engine, gc exits 3 and says how to start one', async (t) => {
  const result = await run(['gc', '--port', String(await freePort()), '--data-dir', tempDir(t)]);
  assert.equal(result.code, 3);
  assert.match(result.stderr, /flymemory start/);
});

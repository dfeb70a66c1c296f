// `flymemory move`: the engine's flymemory-move, run in the engine's python (the checkout's .venv here,
// as for a user of a clone; the managed venv for an npm install), on real SQLite files.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { main } from '../../lib/cli.js';
import { PACKAGE_ROOT } from '../../lib/options.js';

async function run(args) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { out: (s) => { stdout += `${s}\n`; }, err: (s) => { stderr += `${s}\n`; }, env: {} });
  return { code, stdout, stderr };
}

function tempDir(t) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flymemory-move-test-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function storeWithTwoMemories(file) {
  const python = path.join(PACKAGE_ROOT, '.venv', 'bin', 'python');
  const script = `import sys
from flymemory.store import open_store
s = open_store(sys.argv[1])
for i, text in enumerate(["The build server is build-7.", "Deploys go out on Tuesdays."]):
    s.insert_entry({"text": text, "content_hash": f"h{i}"})
s.close()`;
  const made = spawnSync(python, ['-c', script, file], { encoding: 'utf8' });
  assert.equal(made.status, 0, made.stderr);
}

test('move copies a store with its ids, a dry run copies nothing, and a full target is refused', async (t) => {
  const dir = tempDir(t);
  const source = path.join(dir, 'source.db');
  const target = path.join(dir, 'target.db');
  storeWithTwoMemories(source);
  const common = ['--data-dir', path.join(dir, 'data')];

  const dry = await run(['move', '--from', source, '--to', target, '--dry-run', ...common]);
  assert.equal(dry.code, 0, dry.stderr);
  assert.match(dry.stdout, /would copy: 2 entries/);

  const moved = await run(['move', '--from', source, '--to', target, '--json', ...common]);
  assert.equal(moved.code, 0, moved.stdout);
  assert.match(JSON.parse(moved.stdout).detail, /copied and verified: 2 entries/);

  const again = await run(['move', '--from', source, '--to', target, ...common]);
  assert.equal(again.code, 1);
  assert.match(again.stderr, /is not empty \(2 entries/);
});

test('move without --to is a usage error, and a missing python says how to fix it', async (t) => {
  const dir = tempDir(t);
  const usage = await run(['move', '--from', path.join(dir, 'a.db'), '--data-dir', dir]);
  assert.equal(usage.code, 2);
  assert.match(usage.stderr, /move needs --from and --to/);
  const nopython = await run(['move', '--from', 'a.db', '--to', 'b.db', '--python', path.join(dir, 'no-python'), '--data-dir', dir]);
  assert.equal(nopython.code, 1);
  assert.match(nopython.stderr, /flymemory setup/);
});

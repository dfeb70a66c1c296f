import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { seedFromUpstream, seedSkipReason } from '../../lib/seed.js';

function tempDir(t) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flymemory-seed-test-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const quietLog = { info() {}, warn() {}, error() {} };

test('the upstream library is imported once, then the marker stops a second import', async (t) => {
  const dataDir = tempDir(t);
  const library = path.join(dataDir, 'old.jsonl');
  fs.writeFileSync(library, '{}\n');
  const calls = [];
  const callTool = async (name, args) => { calls.push([name, args]); return 'Imported 3 memories'; };
  const options = { dataDir, seedFromUpstream: true, upstreamLibrary: library };

  assert.equal((await seedFromUpstream({ options, callTool, log: quietLog })).seeded, true);
  assert.equal((await seedFromUpstream({ options, callTool, log: quietLog })).seeded, false);
  assert.deepEqual(calls, [['flymemory_import', { path: library }]]);
  assert.match(seedSkipReason(options), /already seeded/);
});

test('a failed import leaves no marker, so the next activation tries again', async (t) => {
  const dataDir = tempDir(t);
  const library = path.join(dataDir, 'old.jsonl');
  fs.writeFileSync(library, '{}\n');
  const options = { dataDir, seedFromUpstream: true, upstreamLibrary: library };
  const result = await seedFromUpstream({ options, callTool: async () => { throw new Error('unknown tool'); }, log: quietLog });
  assert.equal(result.seeded, false);
  assert.equal(seedSkipReason(options), null);
});

test('seeding is skipped with a reason when off, unset or missing', (t) => {
  const dataDir = tempDir(t);
  assert.match(seedSkipReason({ dataDir, seedFromUpstream: false }), /off/);
  assert.match(seedSkipReason({ dataDir, seedFromUpstream: true, upstreamLibrary: '' }), /empty/);
  assert.match(seedSkipReason({ dataDir, seedFromUpstream: true, upstreamLibrary: '/nope.jsonl' }), /does not exist/);
});

// The plugin and the engine agree on the frames and the write limit because both
// read python/flymemory/shared_constants.json; this pins the plugin's side and
// asks the engine for its side.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { DIGEST_CLOSE, DIGEST_OPEN, digestSection } from '../../lib/context.js';
import { PACKAGE_ROOT } from '../../lib/options.js';
import * as shared from '../../lib/shared-constants.js';

const FILE = path.join(PACKAGE_ROOT, 'python', 'flymemory', 'shared_constants.json');
const json = JSON.parse(fs.readFileSync(FILE, 'utf8'));

test('the plugin reads its frames and write limit from the shared file', () => {
  assert.equal(shared.MAX_TEXT_CHARS, json.max_text_chars);
  assert.equal(shared.RECALL_OPEN, json.recall_open);
  assert.equal(shared.RECALL_CLOSE, json.recall_close);
  assert.equal(DIGEST_OPEN, json.digest_open);
  assert.equal(DIGEST_CLOSE, json.digest_close);
  const digest = digestSection(`${json.digest_open}\n- #1 a fact\n${json.digest_close}`, 1000);
  assert.ok(digest.startsWith(json.digest_open) && digest.endsWith(json.digest_close));
});

test('the engine reads the same values', () => {
  const python = process.env.FLYMEMORY_PYTHON || path.join(PACKAGE_ROOT, '.venv', 'bin', 'python');
  assert.ok(fs.existsSync(python), `no python with the engine at ${python}: run scripts/setup.sh or set FLYMEMORY_PYTHON`);
  const script = 'import json; from flymemory import constants as c; from flymemory.mcp.types import MAX_TEXT; '
    + 'print(json.dumps([c.MAX_TEXT_CHARS, MAX_TEXT, c.RECALL_OPEN, c.RECALL_CLOSE, c.DIGEST_OPEN, c.DIGEST_CLOSE]))';
  const run = spawnSync(python, ['-c', script], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  assert.deepEqual(JSON.parse(run.stdout), [json.max_text_chars, json.max_text_chars, json.recall_open,
    json.recall_close, json.digest_open, json.digest_close]);
});

test('no plugin source spells a shared value out by hand', () => {
  const literal = [/200_?000\b/, /note="Stored memories/];
  for (const name of fs.readdirSync(path.join(PACKAGE_ROOT, 'lib'))) {
    if (!name.endsWith('.js') || name === 'options.js') continue; // options: injectChars is a budget of its own
    const source = fs.readFileSync(path.join(PACKAGE_ROOT, 'lib', name), 'utf8');
    for (const pattern of literal) assert.ok(!pattern.test(source), `lib/${name} hard-codes ${pattern}; import it from shared-constants.js`);
  }
});

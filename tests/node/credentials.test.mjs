// The plugin refuses the same credentials as the engine: both read the shared
// shape file, and on the engine's own test corpus they give the same verdict.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { findCredential } from '../../lib/credentials.js';
import { PACKAGE_ROOT } from '../../lib/options.js';

function enginePython() {
  const python = process.env.FLYMEMORY_PYTHON || path.join(PACKAGE_ROOT, '.venv', 'bin', 'python');
  assert.ok(fs.existsSync(python), `no python with the engine at ${python}: run scripts/setup.sh or set FLYMEMORY_PYTHON`);
  return python;
}

// The engine reads more than the shapes (normalised text, prose passwords, command lines, base64),
// so it may refuse what the plugin's spool keeps until its replay; never the other way round.
test('on the engine corpus (every credential format and 1000+ ordinary sentences) plugin and engine agree', () => {
  const script = `
import json, os, sys
sys.path.insert(0, os.path.join(${JSON.stringify(PACKAGE_ROOT)}, "tests", "python", "data"))
from make_corpus import credential_samples, ordinary_sentences
from flymemory.credentials import find_credential
groups = {"credentials": [t for _, t in credential_samples()], "ordinary": list(ordinary_sentences()), "extra": [
    "my password is hunter2 on the test box", "password: see the team vault entry",
    "postgres://user:${'$'}{PGPASSWORD}@db.internal/app", "密码是 Xk9#mQ2!vL8pR4", "token = getToken(request)"]}
print(json.dumps({g: [[t, find_credential(t)] for t in texts] for g, texts in groups.items()}))
`;
  const run = spawnSync(enginePython(), ['-c', script], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  assert.equal(run.status, 0, run.stderr);
  const { credentials, ordinary, extra } = JSON.parse(run.stdout);
  assert.ok(credentials.length >= 50 && ordinary.length > 1000);
  assert.deepEqual(credentials.filter(([text, kind]) => !kind || !findCredential(text)).slice(0, 5), []);
  assert.deepEqual(ordinary.filter(([text, kind]) => kind || findCredential(text)).slice(0, 5), []);
  const pluginOnly = [...credentials, ...ordinary, ...extra].filter(([text, kind]) => findCredential(text) && !kind);
  assert.deepEqual(pluginOnly.slice(0, 5), []);
});

test('a prompt with a key is found, plain prose is not', () => {
  assert.equal(findCredential('deploy with sk-proj-abcdefghijklmnopqrstuvwxyz0123'), 'OpenAI/DeepSeek-style API key');
  assert.equal(findCredential('My build server is at 10.1.2.3 and I deploy with fabric.'), null);
});

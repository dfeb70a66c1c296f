// docs/CLI.md and README's command list are generated from lib/cli-help.js and cannot drift from it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { PACKAGE_ROOT } from '../../lib/options.js';
import { commandNames, renderCliDoc } from '../../scripts/clidocs.mjs';

test('docs/CLI.md and the README command list match lib/cli-help.js', () => {
  const run = spawnSync(process.execPath, [path.join(PACKAGE_ROOT, 'scripts', 'clidocs.mjs'), '--check'], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
});

test('every listed command has its own help section', () => {
  const names = commandNames();
  assert.ok(names.includes('distill') && names.includes('gc') && names.includes('start'), names.join(' '));
  for (const name of names) assert.ok(renderCliDoc().includes(`## \`flymemory ${name}\``), `no section for ${name}`);
});

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { hooksConfig, shellQuote, writeHooksFile } from '../../lib/hooks-file.js';

test('paths with spaces, quotes and dollars survive the shell unchanged', { skip: process.platform === 'win32' }, () => {
  for (const word of ["/tmp/my data/it's $HOME", 'plain/path', '`date`; rm -rf /', '']) {
    const echoed = execFileSync('/bin/sh', ['-c', `printf %s ${shellQuote(word, 'linux')}`], { encoding: 'utf8' });
    assert.equal(echoed, word);
  }
});

test('windows quoting doubles quotes and trailing backslashes', () => {
  assert.equal(shellQuote('C:\\Program Files\\node.exe', 'win32'), '"C:\\Program Files\\node.exe"');
  assert.equal(shellQuote('a"b', 'win32'), '"a\\"b"');
});

test('hooks.json runs `flymemory hook prompt` on UserPromptSubmit with the port, data dir and a timeout', (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "flymemory hooks 'test' "));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const options = { port: 9123, dataDir: dir, hookTimeoutMs: 3000 };
  const written = writeHooksFile({ cliPath: '/pkg/bin/flymemory.mjs', options, nodeExe: '/usr/bin/node' });
  assert.equal(written.ok, true);
  const config = JSON.parse(fs.readFileSync(path.join(dir, 'hooks.json'), 'utf8'));
  const [entry] = config.hooks.UserPromptSubmit[0].hooks;
  assert.equal(entry.type, 'command');
  assert.equal(entry.timeout, 8);
  assert.equal(entry.command, `/usr/bin/node /pkg/bin/flymemory.mjs hook prompt --port 9123 --data-dir ${shellQuote(dir, 'linux')}`);
  assert.deepEqual(hooksConfig({ nodeExe: 'n', cliPath: 'c', options }, 'linux').hooks.UserPromptSubmit.length, 1);
});

import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import fs from 'node:fs';
import os from 'node:os';
import { DEFAULTS, ENV_NAMES, KNOWN_KEYS, readState, resolveOptions, writeState } from '../../lib/options.js';

const noVenv = { packageRoot: '/pkg', fileExists: () => false };

test('defaults apply when neither the row nor the environment says anything', () => {
  const { options, warnings } = resolveOptions({}, { DSH_HOME: '/home/u/.dsh' }, noVenv);
  assert.equal(options.port, 8791);
  assert.equal(options.app, 'dsh');
  assert.equal(options.autostart, true);
  assert.equal(options.hookTimeoutMs, DEFAULTS.hookTimeoutMs);
  assert.equal(options.dataDir, path.join('/home/u/.dsh', 'flymemory-data'));
  assert.equal(options.pythonExe, 'python3');
  assert.equal(options.mcpUrl, 'http://127.0.0.1:8791/mcp?app=dsh');
  assert.deepEqual(warnings, []);
});

test('environment variables override the defaults', () => {
  const env = {
    FLYMEMORY_MCP_PORT: '9100',
    FLYMEMORY_DATA_DIR: '/data/fm',
    FLYMEMORY_PYTHON: '/opt/py/bin/python',
    FLYMEMORY_AUTOSTART: 'off',
    FLYMEMORY_HOOK_TIMEOUT_MS: '1500',
  };
  const { options } = resolveOptions(null, env, noVenv);
  assert.equal(options.port, 9100);
  assert.equal(options.dataDir, '/data/fm');
  assert.equal(options.pythonExe, '/opt/py/bin/python');
  assert.equal(options.autostart, false);
  assert.equal(options.hookTimeoutMs, 1500);
  assert.equal(options.mcpUrl, 'http://127.0.0.1:9100/mcp?app=dsh');
});

test('the DSH row config overrides the environment', () => {
  const env = { FLYMEMORY_MCP_PORT: '9100', FLYMEMORY_DATA_DIR: '/data/env', FLYMEMORY_PYTHON: '/env/python' };
  const row = { port: 9200, dataDir: '/data/row', pythonExe: '/row/python', app: 'ci', autostart: false, injectChars: 500 };
  const { options } = resolveOptions(row, env, noVenv);
  assert.equal(options.port, 9200);
  assert.equal(options.dataDir, '/data/row');
  assert.equal(options.pythonExe, '/row/python');
  assert.equal(options.app, 'ci');
  assert.equal(options.autostart, false);
  assert.equal(options.injectChars, 500);
  assert.equal(options.mcpUrl, 'http://127.0.0.1:9200/mcp?app=ci');
});

test('an invalid row value falls back to the environment and leaves a warning', () => {
  const { options, warnings } = resolveOptions({ port: 'eighty' }, { FLYMEMORY_MCP_PORT: '9300' }, noVenv);
  assert.equal(options.port, 9300);
  assert.equal(warnings.length, 1);
  assert.match(warnings[0], /config\.port="eighty"/);
});

test('an invalid environment value falls back to the default', () => {
  const { options, warnings } = resolveOptions({}, { FLYMEMORY_MCP_PORT: '70000', FLYMEMORY_AUTOSTART: 'maybe' }, noVenv);
  assert.equal(options.port, 8791);
  assert.equal(options.autostart, true);
  assert.equal(warnings.length, 2);
});

test('the package venv python is preferred over python3 when it exists', () => {
  const venvPython = path.join('/pkg', '.venv', 'bin', 'python');
  const { options } = resolveOptions({}, {}, { packageRoot: '/pkg', fileExists: (p) => p === venvPython });
  assert.equal(options.pythonExe, venvPython);
});

test('without DSH_HOME the data dir is where DSH keeps its home by default', () => {
  const { options } = resolveOptions({}, {}, noVenv);
  assert.match(options.dataDir, /\.dsh[\\/]flymemory-data$/);
});

test('every documented setting has a default, an environment variable and a parser', () => {
  const documented = ['port', 'dataDir', 'pythonExe', 'embedder', 'app', 'autostart', 'readinessTimeoutMs', 'shutdownOnDispose',
    'nativeHooks', 'hookTimeoutMs', 'injectChars', 'workingContext', 'workingContextChars', 'workingContextTopK',
    'workingContextSource', 'lessons', 'recallProtocol', 'useGate', 'token', 'upstreamLibrary', 'seedFromUpstream'];
  for (const key of documented) {
    assert.ok(KNOWN_KEYS.includes(key), key);
    assert.match(ENV_NAMES[key], /^FLYMEMORY_[A-Z_]+$/, key);
  }
  const { options } = resolveOptions({}, {}, noVenv);
  assert.equal(options.workingContextChars, 1200);
  assert.equal(options.workingContextTopK, 8);
  assert.equal(options.workingContextSource, 'index');
  assert.equal(options.embedder, '');
  assert.equal(options.recallProtocol, true);
  assert.equal(options.lessons, true);
  assert.equal(options.useGate, true);
});

test('row beats environment beats default for the per-step settings, and the source is reported', () => {
  const env = { FLYMEMORY_WORKING_CONTEXT_CHARS: '800', FLYMEMORY_WORKING_CONTEXT_SOURCE: 'pack', FLYMEMORY_RECALL_PROTOCOL: 'off', FLYMEMORY_EMBEDDER: 'sentence-transformers' };
  const { options, sources } = resolveOptions({ workingContextChars: 600 }, env, noVenv);
  assert.equal(options.workingContextChars, 600);
  assert.equal(sources.workingContextChars, 'config');
  assert.equal(options.workingContextSource, 'pack');
  assert.equal(sources.workingContextSource, 'env');
  assert.equal(options.recallProtocol, false);
  assert.equal(options.embedder, 'sentence-transformers');
  assert.equal(sources.port, 'default');
});

test('readinessTimeoutMs 0 means do not wait; workingContextSource accepts only index or pack', () => {
  const { options, warnings } = resolveOptions({ readinessTimeoutMs: 0, workingContextSource: 'everything' }, {}, noVenv);
  assert.equal(options.readinessTimeoutMs, 0);
  assert.equal(options.workingContextSource, 'index');
  assert.match(warnings.join('\n'), /workingContextSource/);
});

test('unknown row keys are ignored with a warning that lists the known ones', () => {
  const { options, warnings } = resolveOptions({ injectChar: 100 }, {}, noVenv);
  assert.equal(options.injectChars, DEFAULTS.injectChars);
  assert.match(warnings[0], /ignored unknown config key "injectChar" \(known keys: .*injectChars/);
});

test('the managed venv under the data dir is used when the checkout has none', () => {
  const managed = path.join('/data/fm', 'venv', 'bin', 'python');
  const { options } = resolveOptions({ dataDir: '/data/fm' }, {}, { packageRoot: '/pkg', fileExists: (p) => p === managed });
  assert.equal(options.pythonExe, managed);
});

test('state.json records what is in effect, with the token redacted', (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flymemory-options-test-'));
  t.after(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const { options, sources } = resolveOptions({ dataDir, token: 's3cret', port: 9400 }, {}, noVenv);
  assert.equal(writeState(options, sources, { engine: { status: 'reused' } }).ok, true);
  const state = readState(dataDir);
  assert.equal(state.options.port, 9400);
  assert.equal(state.options.token, '***');
  assert.equal(state.sources.port, 'config');
  assert.equal(state.engine.status, 'reused');
  assert.doesNotMatch(fs.readFileSync(path.join(dataDir, 'state.json'), 'utf8'), /s3cret/);
});

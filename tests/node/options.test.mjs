import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { DEFAULTS, resolveOptions } from '../../lib/options.js';

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

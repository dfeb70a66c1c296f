import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findNode, isPlainNode, nodeOnPath } from '../../lib/node-exe.js';

test('a plain node runs our scripts with its own binary', () => {
  assert.equal(isPlainNode({ execPath: '/usr/bin/node', versions: { node: '20.0.0' } }), true);
  assert.equal(findNode({ execPath: '/opt/node/bin/node', versions: { node: '22.1.0' }, exists: () => false }), '/opt/node/bin/node');
  assert.equal(isPlainNode({ execPath: 'C:\\Program Files\\nodejs\\node.exe', versions: {} }), true);
});

test('inside the pip-installed DSH (execPath is the DSH binary) node comes from PATH', () => {
  const dsh = '/venv/lib/python3.11/site-packages/deepseek_harness_runtime/runtime/deepseek-harness-sdk-runtime-linux-x64';
  assert.equal(isPlainNode({ execPath: dsh, versions: { node: '24.0.0' } }), false);
  assert.equal(isPlainNode({ execPath: '/usr/bin/node', versions: { bun: '1.2.0' } }), false, 'bun is not node even under that name');
  const env = { PATH: ['/nowhere', '/usr/local/bin', '/usr/bin'].join(':') };
  const exists = (file) => file === '/usr/local/bin/node' || file === '/usr/bin/node';
  assert.equal(nodeOnPath({ env, platform: 'linux', exists }), '/usr/local/bin/node', 'the first one on PATH');
  assert.equal(findNode({ execPath: dsh, versions: {}, env, platform: 'linux', exists, probe: () => true }), '/usr/local/bin/node');
});

test('no usable node: null, so the caller falls back to installing in-process', () => {
  const dsh = '/opt/dsh/dsh-runtime';
  assert.equal(findNode({ execPath: dsh, versions: {}, env: { PATH: '/empty' }, platform: 'linux', exists: () => false }), null);
  assert.equal(findNode({ execPath: dsh, versions: {}, env: { PATH: '/bin' }, platform: 'linux', exists: () => true, probe: () => false }), null,
    'a `node` that does not answer --version is not used');
});

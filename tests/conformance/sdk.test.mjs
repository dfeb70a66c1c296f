// Conformance with the official MCP TypeScript SDK client over streamable HTTP:
// every tool is listed and called with valid and invalid arguments against the
// real engine process; errors name the argument, the server stays up.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const python = process.env.FLYMEMORY_PYTHON ?? path.join(root, '.venv', 'bin', 'python');

const TOOLS = [
  'flymemory_auto', 'flymemory_cleanup', 'flymemory_consolidate', 'flymemory_distill', 'flymemory_export',
  'flymemory_find_conflicts', 'flymemory_forget', 'flymemory_gc', 'flymemory_get_memory', 'flymemory_graph',
  'flymemory_import', 'flymemory_insights', 'flymemory_keep_both', 'flymemory_profile', 'flymemory_recall', 'flymemory_recall_block',
  'flymemory_recall_index', 'flymemory_remember', 'flymemory_restore', 'flymemory_session_digest',
  'flymemory_session_pack', 'flymemory_state_history', 'flymemory_state_lookup', 'flymemory_stats',
  'flymemory_supersede',
];

// In order, on a store seeded with #1..#3. A third element: the engine's expected refusal.
const VALID = [
  ['flymemory_remember', { text: 'The staging database is db-staging.internal.' }],
  ['flymemory_auto', { text: 'How do I deploy to staging?', session_id: 's1', workspace: '/w/a' }],
  ['flymemory_recall', { query: 'staging database', k: 3 }],
  ['flymemory_recall_index', { query: 'indentation', scope: 'all' }],
  ['flymemory_recall_block', { query: 'indentation', budget_chars: 1000 }],
  ['flymemory_get_memory', { id: 1 }],
  ['flymemory_supersede', { old_id: 1, new_id: 2 }],
  ['flymemory_remember', { text: 'The editor is Helix.', state_key: 'editor', state_value: 'helix' }],
  ['flymemory_state_lookup', { key: 'editor' }],
  ['flymemory_state_history', { key: 'editor' }],
  ['flymemory_consolidate', { ids: [2, 3], conclusion: 'The user cares about code style and routine.' }],
  ['flymemory_find_conflicts', { limit: 5 }],
  ['flymemory_keep_both', { old_id: 1, new_id: 2 }, 'not active'],
  ['flymemory_insights', {}],
  ['flymemory_forget', { id: 3, reason: 'wrong' }],
  ['flymemory_restore', { id: 3 }, 'not archived'],
  ['flymemory_cleanup', { min_retention: 0.1 }],
  ['flymemory_session_pack', { workspace: '/w/a' }],
  ['flymemory_stats', {}],
  ['flymemory_export', {}],
  ['flymemory_import', { path: '/nonexistent/backup.jsonl' }, 'outside the folders'],
  ['flymemory_remember', { text: 'Ivan works at Acme.', dry_run: true,
    entities: [{ name: 'Ivan', type: 'person' }, { name: 'Acme', type: 'company' }],
    relations: [{ from: 'Ivan', rel: 'works_at', to: 'Acme' }] }],
  ['flymemory_graph', { start: 'Acme', hops: 2 }],
  ['flymemory_profile', { action: 'add', text: 'The user is Dana.' }],
  ['flymemory_session_digest', { workspace: '/w/a' }],
  ['flymemory_distill', { limit: 3 }],
  ['flymemory_gc', { dry_run: true, stale_days: 30 }],
];

const INVALID = [
  ['flymemory_remember', { text: '' }, 'text'],
  ['flymemory_remember', { text: 'x'.repeat(1_000_000) }, 'text'],
  ['flymemory_remember', { text: 'nul\u0000byte' }, 'text'],
  ['flymemory_auto', { text: 42 }, 'text'],
  ['flymemory_recall', { query: 'x', k: 0 }, 'k'],
  ['flymemory_recall_index', { query: 'x', k: 'many' }, 'k'],
  ['flymemory_recall_block', { query: 'x', budget_chars: 10 }, 'budget_chars'],
  ['flymemory_get_memory', { id: -1 }, 'id'],
  ['flymemory_get_memory', { id: 999999 }, '999999'],
  ['flymemory_supersede', { old_id: 1 }, 'new_id'],
  ['flymemory_state_lookup', { key: '' }, 'key'],
  ['flymemory_state_history', {}, 'key'],
  ['flymemory_consolidate', { ids: [], conclusion: 'x' }, 'ids'],
  ['flymemory_find_conflicts', { limit: 0 }, 'limit'],
  ['flymemory_keep_both', { old_id: 0, new_id: 2 }, 'old_id'],
  ['flymemory_insights', { limit: 1000 }, 'limit'],
  ['flymemory_forget', { id: 'abc' }, 'id'],
  ['flymemory_cleanup', { min_retention: 1.5 }, 'min_retention'],
  ['flymemory_restore', { id: 0 }, 'id'],
  ['flymemory_session_pack', { trail: -1 }, 'trail'],
  ['flymemory_stats', { scope: 'galaxy' }, 'scope'],
  ['flymemory_export', { name: '../escape.jsonl' }, 'name'],
  ['flymemory_import', { path: 'relative/backup.jsonl' }, 'path'],
  ['flymemory_remember', { text: 'ok', dry_run: 'yes' }, 'dry_run'],
  ['flymemory_graph', { start: 'Acme', hops: 5 }, 'hops'],
  ['flymemory_profile', { action: 'rename' }, 'action'],
  ['flymemory_session_digest', { todos: -1 }, 'todos'],
  ['flymemory_distill', { min_size: 1 }, 'min_size'],
  ['flymemory_gc', { dry_run: 'false' }, 'dry_run'],
];

let engine;
let baseUrl;
let dataDir;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function health() {
  const response = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2000) });
  return response.json();
}

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flymemory-conformance-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('FLYMEMORY_')));
  engine = spawn(python, ['-m', 'flymemory', '--port', String(port), '--data-dir', dataDir],
    { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  engine.stderr.on('data', (chunk) => { stderr += chunk; });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (engine.exitCode !== null) throw new Error(`engine exited ${engine.exitCode}: ${stderr}`);
    try {
      if ((await health()).name === 'flymemory') return;
    } catch { /* not up yet */ }
    if (Date.now() > deadline) throw new Error(`engine did not answer /health: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
});

after(async () => {
  if (engine && engine.exitCode === null) {
    const exited = new Promise((resolve) => engine.once('exit', resolve));
    engine.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function connect(app) {
  const client = new Client({ name: `conformance-${app}`, version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp?app=${app}`)));
  return client;
}

const textOf = (result) => result.content.filter((c) => c.type === 'text').map((c) => c.text).join('\n');

test('the npm SDK client lists every tool with a schema, a description and annotations', async () => {
  const client = await connect('npm-sdk');
  try {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), TOOLS);
    for (const tool of tools) {
      assert.equal(tool.inputSchema.type, 'object', tool.name);
      assert.ok((tool.description ?? '').length > 80, tool.name);
      assert.equal(typeof tool.annotations?.readOnlyHint, 'boolean', tool.name);
    }
  } finally {
    await client.close();
  }
});

test('the npm SDK client calls every tool with valid and invalid arguments', async () => {
  const client = await connect('npm-sdk');
  try {
    for (const text of ['I indent Go code with tabs.', 'I indent Python code with four spaces.',
      'Lunch is at noon on Fridays.']) {
      const r = await client.callTool({ name: 'flymemory_remember', arguments: { text } });
      assert.ok(!r.isError, textOf(r));
    }
    const called = new Set();
    for (const [name, args, refusal] of VALID) {
      const r = await client.callTool({ name, arguments: args });
      if (refusal) assert.ok(r.isError && textOf(r).includes(refusal), `${name}: ${textOf(r)}`);
      else assert.ok(!r.isError, `${name}: ${textOf(r)}`); // every tool works: "not available yet" fails
      called.add(name);
    }
    assert.deepEqual([...called].sort(), TOOLS);

    const entries = (await health()).entries;
    for (const [name, args, argument] of INVALID) {
      const r = await client.callTool({ name, arguments: args });
      assert.ok(r.isError, `${name} accepted ${JSON.stringify(args).slice(0, 80)}`);
      assert.ok(textOf(r).includes(argument), `${name}: error does not name ${argument}: ${textOf(r).slice(0, 300)}`);
    }
    assert.equal((await health()).entries, entries, 'an invalid call changed the store');
    const r = await client.callTool({ name: 'flymemory_recall', arguments: { query: 'staging database' } });
    assert.match(textOf(r), /db-staging\.internal/);
    assert.match(textOf(r), / · npm-sdk · /);
  } finally {
    await client.close();
  }
});

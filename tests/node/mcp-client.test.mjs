import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMcpClient, McpCallError } from '../../lib/mcp-client.js';
import { startFakeEngine } from './fake-engine.mjs';

async function clientFor(t, engineOptions, clientOptions = {}) {
  const engine = await startFakeEngine(engineOptions);
  t.after(engine.close);
  return { engine, client: createMcpClient({ url: `http://127.0.0.1:${engine.port}/mcp?app=dsh`, ...clientOptions }) };
}

test('a tool call is one stateless JSON-RPC POST that returns the text content', async (t) => {
  const { engine, client } = await clientFor(t, { onTool: (name, args) => ({ text: `${name}:${args.query}` }) });
  assert.equal(await client.callTool('flymemory_recall', { query: 'build' }), 'flymemory_recall:build');
  const { headers, message } = engine.calls[0];
  assert.equal(headers['content-type'], 'application/json');
  assert.match(headers.accept, /application\/json/);
  assert.match(headers.accept, /text\/event-stream/);
  assert.equal(message.jsonrpc, '2.0');
});

test('an SSE-framed reply is understood too', async (t) => {
  const { client } = await clientFor(t, { onTool: () => ({ text: 'via sse', sse: true }) });
  assert.equal(await client.callTool('flymemory_recall', { query: 'x' }), 'via sse');
});

test('a JSON-RPC error becomes an McpCallError of kind rpc', async (t) => {
  const { client } = await clientFor(t, { onTool: () => ({ rpcError: { code: -32602, message: 'unknown tool' } }) });
  await assert.rejects(client.callTool('nope', {}), (error) => error instanceof McpCallError && error.kind === 'rpc' && /unknown tool/.test(error.message));
});

test('a tool result flagged isError becomes an McpCallError of kind tool', async (t) => {
  const { client } = await clientFor(t, { onTool: () => ({ text: 'bad input', isError: true }) });
  await assert.rejects(client.callTool('flymemory_recall', {}), (error) => error.kind === 'tool');
});

test('a call that outlives its timeout is abandoned', async (t) => {
  const { client } = await clientFor(t, { delayMs: 3000 }, { timeoutMs: 150 });
  const started = Date.now();
  await assert.rejects(client.callTool('flymemory_recall', {}), (error) => error.kind === 'timeout');
  assert.ok(Date.now() - started < 1500);
});

test('a caller abort signal cancels the call', async (t) => {
  const { client } = await clientFor(t, { delayMs: 3000 });
  const controller = new AbortController();
  setTimeout(() => controller.abort(), 50);
  await assert.rejects(client.callTool('flymemory_recall', {}, { signal: controller.signal }), (error) => error.kind === 'timeout');
});

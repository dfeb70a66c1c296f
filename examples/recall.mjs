#!/usr/bin/env node
// Ask a running FlyMemory engine what it remembers, with the plugin's own client:
//   node examples/recall.mjs "build server"
// Searches every workspace (scope all); the plugin's own recalls stay in DSH's workspace.
import { createMcpClient } from '../lib/mcp-client.js';
import { resolveOptions } from '../lib/options.js';

const query = process.argv.slice(2).join(' ') || 'build server';
const { options } = resolveOptions({});
const client = createMcpClient({ url: options.mcpUrl, timeoutMs: 10_000, token: options.token });
try {
  console.log(await client.callTool('flymemory_recall', { query, k: 5, scope: 'all' }));
} catch (error) {
  console.error(`recall failed: ${error.message}. Is the engine running? Try \`flymemory status\`.`);
  process.exitCode = 1;
}

#!/usr/bin/env node
// Ask a running FlyMemory engine what it remembers, with the plugin's own client:
//   node examples/recall.mjs "build server"
import { createMcpClient } from '../lib/mcp-client.js';
import { resolveOptions } from '../lib/options.js';

const query = process.argv.slice(2).join(' ') || 'build server';
const { options } = resolveOptions({});
const client = createMcpClient({ url: options.mcpUrl, timeoutMs: 10_000 });
try {
  console.log(await client.callTool('flymemory_recall', { query, k: 5 }));
} catch (error) {
  console.error(`recall failed: ${error.message}. Is the engine running? Try \`flymemory status\`.`);
  process.exitCode = 1;
}

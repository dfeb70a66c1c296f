// FlyMemory's DSH (cordis) plugin: the composition root.
// On load it makes sure the local engine answers (reusing a running one or
// launching it) before the flymemory-mcp client row connects, then listens on
// `agent/pre-step` to store typed prompts and inject recalled memories.
import { ensureEngine } from './engine.js';
import { createLogger } from './log.js';
import { createMcpClient } from './mcp-client.js';
import { resolveOptions } from './options.js';
import { createPreStepListener } from './prestep.js';

export const name = 'flymemory';

export async function apply(ctx, config) {
  const { options, warnings } = resolveOptions(config);
  const log = createLogger(options.dataDir);
  for (const warning of warnings) log.warn(warning);
  log.info(`plugin loading: engine ${options.host}:${options.port}, data ${options.dataDir}, autostart ${options.autostart}`);

  // Awaited on purpose: the MCP client row after this one lists tools on activation.
  const engine = await ensureEngine(options, log);
  log.info(`engine status at load: ${engine.status}${engine.detail ? ` (${engine.detail})` : ''}`);

  if (engine.status === 'foreign') {
    // Never send prompts to a process we cannot identify as ours.
    log.error('memory is off for this DSH process: the configured port belongs to another program.');
    return;
  }

  const client = createMcpClient({ url: options.mcpUrl, timeoutMs: options.hookTimeoutMs });
  ctx.on('agent/pre-step', createPreStepListener({ callTool: client.callTool, options, log }));
}

// Child process for the spool tests: replays <dataDir>'s spool into the engine
// at <url>. With --pause-after-write it prints "written <text>" after its n-th
// stored prompt and waits until the parent creates <dataDir>/go-<n>, so the
// parent can kill -9 it in the worst window (the entry is in the engine but not
// yet struck from the spool) however slow the machine is.
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createMcpClient } from '../../lib/mcp-client.js';
import { replaySpool } from '../../lib/spool.js';

const [dataDir, url, flag] = process.argv.slice(2);
const client = createMcpClient({ url, timeoutMs: 60_000 });
let writes = 0;
const callToolResult = async (name, args, opts) => {
  const result = await client.callToolResult(name, args, opts);
  if (name === 'flymemory_auto' && flag === '--pause-after-write') {
    writes += 1;
    process.stdout.write(`written ${args.text}\n`);
    while (!fs.existsSync(path.join(dataDir, `go-${writes}`))) await sleep(20); // or the parent kills us here
  }
  return result;
};
const log = { info: () => {}, warn: (m) => process.stderr.write(`${m}\n`), error: (m) => process.stderr.write(`${m}\n`) };
const result = await replaySpool({ dataDir, callToolResult, log });
process.stdout.write(`result ${JSON.stringify(result)}\n`);

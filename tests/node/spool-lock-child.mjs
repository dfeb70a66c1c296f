// Child process for the spool lock test: replays <dataDir>'s spool with a stand-in engine that
// appends each prompt it is sent to <written> (one write() per line), so the parent can tell
// whether two replayers were ever at work at once.
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { replaySpool } from '../../lib/spool.js';

const [dataDir, written, startAt] = process.argv.slice(2);
while (Date.now() < Number(startAt)) await sleep(1); // every child reaches the lock at the same moment
const callToolResult = async (name, args) => {
  if (name === 'flymemory_remember') return { data: { plan: ['new'] } }; // the dry run: not stored yet
  fs.appendFileSync(written, `${process.pid} ${args.text}\n`);
  await sleep(20);
  return { data: {} };
};
const log = { info() {}, warn() {}, error: (m) => process.stderr.write(`${m}\n`) };
const result = await replaySpool({ dataDir, callToolResult, log });
process.stdout.write(JSON.stringify(result));

#!/usr/bin/env node
// The `flymemory` command; everything it does lives in lib/cli.js.
import { main } from '../lib/cli.js';

const io = {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
  stdin: async () => {
    if (process.stdin.isTTY) return '';
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    return text;
  },
};

process.exitCode = await main(process.argv.slice(2), io);

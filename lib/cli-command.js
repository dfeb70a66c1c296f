// Commands we tell the user to run, spelled so they work exactly as printed
// from any folder: the absolute path of this package's CLI under `node`.
// (`flymemory …` or `npx flymemory …` only work where the package's bin is
// linked, which a DSH plugin install does not do.)
import path from 'node:path';
import { shellQuote } from './hooks-file.js';
import { PACKAGE_ROOT } from './options.js';

export const CLI_PATH = path.join(PACKAGE_ROOT, 'bin', 'flymemory.mjs');

/** `node /abs/bin/flymemory.mjs <args>`, quoted for the user's shell. */
export function cliCommand(args, { cliPath = CLI_PATH, platform = process.platform } = {}) {
  const words = Array.isArray(args) ? args : String(args).split(' ').filter(Boolean);
  return ['node', cliPath, ...words].map((w) => shellQuote(w, platform)).join(' ');
}

// Values the plugin shares with the engine, read from the engine's
// python/flymemory/shared_constants.json (python/flymemory/constants.py reads the
// same file), so neither side can drift from the other.
import fs from 'node:fs';

const SHARED = JSON.parse(fs.readFileSync(new URL('../python/flymemory/shared_constants.json', import.meta.url), 'utf8'));

/** The engine's limit for one write, in characters (code points). */
export const MAX_TEXT_CHARS = SHARED.max_text_chars;
export const RECALL_OPEN = SHARED.recall_open;
export const RECALL_CLOSE = SHARED.recall_close;
export const DIGEST_OPEN = SHARED.digest_open;
export const DIGEST_CLOSE = SHARED.digest_close;

// Credential detection for text the plugin keeps itself (the spool), before
// the engine exists to refuse it. Same shapes as the engine: both read
// python/flymemory/credential_shapes.json, so neither can drift from the other.
import fs from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from './options.js';

const SHAPES_FILE = path.join(PACKAGE_ROOT, 'python', 'flymemory', 'credential_shapes.json');

/** Python regex source -> JS RegExp: a leading (?i) becomes the i flag; `u` for \p-free unicode text. */
function compile(source, extraFlags = '') {
  let text = source;
  let flags = extraFlags;
  if (text.startsWith('(?i)')) {
    text = text.slice(4);
    flags += 'i';
  }
  return new RegExp(text, flags);
}

let compiled = null;
function definitions() {
  if (compiled) return compiled;
  const raw = JSON.parse(fs.readFileSync(SHAPES_FILE, 'utf8'));
  compiled = {
    shapes: raw.shapes.map((s) => ({ name: s.name, pattern: compile(s.pattern) })),
    assignment: compile(raw.assignment, 'g'),
    placeholder: compile(raw.placeholder),
    codeReference: compile(raw.code_reference),
  };
  return compiled;
}

const HEX = /^[0-9a-fA-F]+$/;
const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export function shannonBits(value) {
  const counts = new Map();
  const chars = [...value];
  for (const ch of chars) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const c of counts.values()) bits -= (c / chars.length) * Math.log2(c / chars.length);
  return bits;
}

function machineMade(value, defs) {
  if (defs.placeholder.test(value) || UUID.test(value) || defs.codeReference.test(value)) return false;
  if (value.includes('/') && value.split('/').length - 1 > 1 && !/[A-Z].*\d|\d.*[A-Z]/.test(value)) return false;
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((rx) => rx.test(value)).length;
  const length = [...value].length;
  if (length >= 8 && classes >= 3) return shannonBits(value) >= 2.8;
  if (HEX.test(value) && length >= 32) return true;
  return length >= 16 && classes >= 2 && shannonBits(value) >= 3.5;
}

/** The kind of credential in `text`, or null. Never returns the secret. */
export function findCredential(text) {
  const defs = definitions();
  for (const { name, pattern } of defs.shapes) if (pattern.test(text)) return name;
  // Overlapping scan, as the engine does: every start position of a keyword is tried.
  const assignment = defs.assignment;
  assignment.lastIndex = 0;
  let match = assignment.exec(text);
  while (match) {
    if (machineMade(match[1], defs)) return 'a password/token assignment with a generated-looking value';
    assignment.lastIndex = match.index + 1;
    match = assignment.exec(text);
  }
  return null;
}

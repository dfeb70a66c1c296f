// Budgets are counted in characters (Unicode code points) of the final text,
// so a CJK or emoji memory costs what it shows, and a cut never splits a
// surrogate pair into a broken character.

export function charLength(text) {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** The first `max` code points of `text`. */
export function cutChars(text, max) {
  if (max <= 0) return '';
  if (text.length <= max) return text; // UTF-16 length >= code points: nothing to cut
  let out = '';
  let n = 0;
  for (const ch of text) {
    if (n === max) break;
    out += ch;
    n++;
  }
  return out;
}

/** Cuts to `max` code points, marking the cut with an ellipsis that counts against the budget. */
export function fitChars(text, max) {
  if (charLength(text) <= max) return text;
  if (max <= 1) return cutChars('…', max);
  return `${cutChars(text, max - 1).trimEnd()}…`;
}

/** One line: whitespace runs collapsed, so a memory cannot break the pointer layout. */
export function oneLine(text) {
  return String(text ?? '').replace(/\s+/g, ' ').trim();
}

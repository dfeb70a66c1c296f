// Shared by the plugin tests and the real-DSH e2e: what in a folder others could read.
import fs from 'node:fs';
import path from 'node:path';

/** Every path under `root` (root included) whose mode lets group or others read, write or enter it, with its mode. */
export function openToOthers(root) {
  const found = {};
  const visit = (p) => {
    const info = fs.lstatSync(p);
    if (info.mode & 0o077) found[path.relative(root, p) || '.'] = (info.mode & 0o777).toString(8);
    if (info.isDirectory()) for (const name of fs.readdirSync(p)) visit(path.join(p, name));
  };
  visit(root);
  return found;
}

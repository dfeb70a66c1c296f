// Everything FlyMemory keeps in its data dir is the user's memory or says what
// it is about (prompts, logs, settings, session ids): readable by its owner only.
// Every file and folder the plugin and CLI write goes through these helpers, so
// the modes hold whatever the umask, and a file an earlier version left wider
// is tightened the next time it is written.
import fs from 'node:fs';

export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/** `mkdir -p` whose new folders are 0700; the folder itself is tightened to 0700 if it is wider. */
export function ensurePrivateDir(dir) {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    if (fs.statSync(dir).mode & 0o077) fs.chmodSync(dir, PRIVATE_DIR_MODE);
  } catch {
    // Not ours to change (another owner): the engine warns about it at start.
  }
}

/** Opens `file` as an owner-only file (0600 when created, tightened when it was wider); returns the fd. */
export function openPrivate(file, flags) {
  const fd = fs.openSync(file, flags, PRIVATE_FILE_MODE);
  try {
    if (fs.fstatSync(fd).mode & 0o077) fs.fchmodSync(fd, PRIVATE_FILE_MODE);
  } catch (error) {
    fs.closeSync(fd);
    throw error;
  }
  return fd;
}

/** Writes `data` to an owner-only file in one write() (`flag` 'a' appends, 'wx' refuses an existing file). */
export function writePrivateFile(file, data, { flag = 'w' } = {}) {
  const fd = openPrivate(file, flag);
  try {
    fs.writeSync(fd, data);
  } finally {
    fs.closeSync(fd);
  }
}

export function appendPrivateFile(file, data) {
  writePrivateFile(file, data, { flag: 'a' });
}

/** Replaces `file` atomically (a temp file renamed over it): a reader sees the old or the new text, never half. */
export function replacePrivateFile(file, data) {
  const tmp = `${file}.${process.pid}.tmp`;
  writePrivateFile(tmp, data);
  fs.renameSync(tmp, file);
}

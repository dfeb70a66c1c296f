// Headless DSH shows no plugin output, so the plugin keeps its own log file.
// Logging must never break a turn: every write failure is swallowed.
import path from 'node:path';
import { appendPrivateFile, ensurePrivateDir } from './private-files.js';

export function createLogger(dataDir, fileName = 'plugin.log') {
  const file = path.join(dataDir, fileName);
  let dirReady = false;

  function write(level, message) {
    const line = `${new Date().toISOString()} ${level} ${message}\n`;
    try {
      if (!dirReady) {
        ensurePrivateDir(dataDir);
        dirReady = true;
      }
      appendPrivateFile(file, line);
    } catch {
      // Nowhere better to report it; the plugin keeps working without a log.
    }
  }

  return {
    file,
    info: (message) => write('INFO', message),
    warn: (message) => write('WARN', message),
    error: (message) => write('ERROR', message),
  };
}

/** A logger that drops everything, for callers that have nowhere to log yet. */
export const silentLogger = { file: null, info() {}, warn() {}, error() {} };

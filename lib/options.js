// Resolves the plugin's settings. Precedence: the DSH row's config, then
// FLYMEMORY_* environment variables, then defaults. A bad value never stops
// DSH: it falls back to the next source and leaves a warning to log.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url));

export const DEFAULTS = Object.freeze({
  host: '127.0.0.1',
  port: 8791,
  app: 'dsh',
  autostart: true,
  readinessTimeoutMs: 30_000,
  hookTimeoutMs: 3_000,
  injectChars: 4_000,
  recallK: 5,
});

const ENV_NAMES = Object.freeze({
  port: 'FLYMEMORY_MCP_PORT',
  dataDir: 'FLYMEMORY_DATA_DIR',
  pythonExe: 'FLYMEMORY_PYTHON',
  app: 'FLYMEMORY_APP',
  autostart: 'FLYMEMORY_AUTOSTART',
  readinessTimeoutMs: 'FLYMEMORY_READINESS_TIMEOUT_MS',
  hookTimeoutMs: 'FLYMEMORY_HOOK_TIMEOUT_MS',
  injectChars: 'FLYMEMORY_INJECT_CHARS',
  recallK: 'FLYMEMORY_RECALL_K',
});

const parsers = {
  port: (v) => parseInteger(v, 1, 65535),
  app: (v) => (typeof v === 'string' && /^[A-Za-z0-9_.-]{1,64}$/.test(v) ? v : undefined),
  autostart: parseBoolean,
  readinessTimeoutMs: (v) => parseInteger(v, 100, 600_000),
  hookTimeoutMs: (v) => parseInteger(v, 50, 120_000),
  injectChars: (v) => parseInteger(v, 200, 200_000),
  recallK: (v) => parseInteger(v, 1, 50),
  dataDir: (v) => (typeof v === 'string' && v.trim() ? path.resolve(v.trim()) : undefined),
  pythonExe: (v) => (typeof v === 'string' && v.trim() ? v.trim() : undefined),
};

/**
 * @param {object} [config] the DSH row's `config` (may be null)
 * @param {NodeJS.ProcessEnv} [env]
 * @param {{packageRoot?: string, fileExists?: (p: string) => boolean}} [deps]
 * @returns {{options: object, warnings: string[]}}
 */
export function resolveOptions(config, env = process.env, deps = {}) {
  const row = config && typeof config === 'object' ? config : {};
  const packageRoot = deps.packageRoot ?? PACKAGE_ROOT;
  const fileExists = deps.fileExists ?? ((p) => fs.existsSync(p));
  const warnings = [];

  const pick = (key, fallback) => {
    const sources = [
      [row[key], `config.${key}`],
      [env[ENV_NAMES[key]], `env ${ENV_NAMES[key]}`],
    ];
    for (const [raw, label] of sources) {
      if (raw === undefined || raw === null || raw === '') continue;
      const value = parsers[key](raw);
      if (value !== undefined) return value;
      warnings.push(`ignored ${label}=${JSON.stringify(raw)}: not a valid ${key}; using the next source`);
    }
    return typeof fallback === 'function' ? fallback() : fallback;
  };

  const options = {
    host: DEFAULTS.host,
    port: pick('port', DEFAULTS.port),
    app: pick('app', DEFAULTS.app),
    autostart: pick('autostart', DEFAULTS.autostart),
    readinessTimeoutMs: pick('readinessTimeoutMs', DEFAULTS.readinessTimeoutMs),
    hookTimeoutMs: pick('hookTimeoutMs', DEFAULTS.hookTimeoutMs),
    injectChars: pick('injectChars', DEFAULTS.injectChars),
    recallK: pick('recallK', DEFAULTS.recallK),
    dataDir: pick('dataDir', () => defaultDataDir(env)),
    pythonExe: pick('pythonExe', () => defaultPython(packageRoot, fileExists)),
  };
  options.mcpUrl = mcpUrlFor(options);
  return { options, warnings };
}

export function mcpUrlFor({ host, port, app }) {
  return `http://${host}:${port}/mcp?app=${encodeURIComponent(app)}`;
}

// Inside DSH, DSH_HOME is always set; the CLI may run without it.
function defaultDataDir(env) {
  if (env.DSH_HOME) return path.join(path.resolve(env.DSH_HOME), 'flymemory-data');
  return path.join(os.homedir(), '.flymemory', 'data');
}

// The README's setup installs the engine into <package root>/.venv.
function defaultPython(packageRoot, fileExists) {
  const venvPython = process.platform === 'win32'
    ? path.join(packageRoot, '.venv', 'Scripts', 'python.exe')
    : path.join(packageRoot, '.venv', 'bin', 'python');
  if (fileExists(venvPython)) return venvPython;
  return process.platform === 'win32' ? 'python' : 'python3';
}

function parseInteger(value, min, max) {
  const n = typeof value === 'number' ? value : /^\s*-?\d+\s*$/.test(String(value)) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

function parseBoolean(value) {
  if (typeof value === 'boolean') return value;
  const text = String(value).trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(text)) return true;
  if (['0', 'false', 'no', 'off'].includes(text)) return false;
  return undefined;
}

// Resolves the plugin's settings, shared by the DSH plugin and the CLI.
// Precedence: the DSH row's config, then FLYMEMORY_* environment variables,
// then defaults. A bad value never stops DSH: it falls back to the next source
// and leaves a warning to log. Unknown row keys are ignored with a warning.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePrivateDir, replacePrivateFile } from './private-files.js';

export const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const STATE_FILE = 'state.json';

export const DEFAULTS = Object.freeze({
  host: '127.0.0.1',
  port: 8791,
  app: 'dsh',
  embedder: '',
  autostart: true,
  readinessTimeoutMs: 30_000,
  shutdownOnDispose: false,
  nativeHooks: true,
  hookTimeoutMs: 3_000,
  injectChars: 4_000,
  recallK: 5,
  workingContext: true,
  workingContextChars: 1_200,
  workingContextTopK: 8,
  workingContextSource: 'index',
  lessons: true,
  recallProtocol: true,
  useGate: true,
  token: '',
  upstreamLibrary: '',
  seedFromUpstream: false,
  keepAlive: true,
});

export const ENV_NAMES = Object.freeze({
  port: 'FLYMEMORY_MCP_PORT',
  dataDir: 'FLYMEMORY_DATA_DIR',
  pythonExe: 'FLYMEMORY_PYTHON',
  embedder: 'FLYMEMORY_EMBEDDER',
  app: 'FLYMEMORY_APP',
  autostart: 'FLYMEMORY_AUTOSTART',
  readinessTimeoutMs: 'FLYMEMORY_READINESS_TIMEOUT_MS',
  shutdownOnDispose: 'FLYMEMORY_SHUTDOWN_ON_DISPOSE',
  nativeHooks: 'FLYMEMORY_NATIVE_HOOKS',
  hookTimeoutMs: 'FLYMEMORY_HOOK_TIMEOUT_MS',
  injectChars: 'FLYMEMORY_INJECT_CHARS',
  recallK: 'FLYMEMORY_RECALL_K',
  workingContext: 'FLYMEMORY_WORKING_CONTEXT',
  workingContextChars: 'FLYMEMORY_WORKING_CONTEXT_CHARS',
  workingContextTopK: 'FLYMEMORY_WORKING_CONTEXT_TOP_K',
  workingContextSource: 'FLYMEMORY_WORKING_CONTEXT_SOURCE',
  lessons: 'FLYMEMORY_LESSONS',
  recallProtocol: 'FLYMEMORY_RECALL_PROTOCOL',
  useGate: 'FLYMEMORY_USE_GATE',
  token: 'FLYMEMORY_TOKEN',
  upstreamLibrary: 'FLYMEMORY_UPSTREAM_LIBRARY',
  seedFromUpstream: 'FLYMEMORY_SEED_FROM_UPSTREAM',
  keepAlive: 'FLYMEMORY_KEEP_ALIVE',
});

const nonEmptyString = (v) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const anyString = (v) => (typeof v === 'string' ? v.trim() : undefined);

const parsers = {
  port: (v) => parseInteger(v, 1, 65535),
  app: (v) => (typeof v === 'string' && /^[A-Za-z0-9_.-]{1,64}$/.test(v) ? v : undefined),
  embedder: (v) => (typeof v === 'string' && /^[A-Za-z0-9_.:/-]{0,200}$/.test(v.trim()) ? v.trim() : undefined),
  autostart: parseBoolean,
  readinessTimeoutMs: (v) => parseInteger(v, 0, 600_000),
  shutdownOnDispose: parseBoolean,
  nativeHooks: parseBoolean,
  hookTimeoutMs: (v) => parseInteger(v, 50, 120_000),
  injectChars: (v) => parseInteger(v, 0, 200_000),
  recallK: (v) => parseInteger(v, 1, 50),
  workingContext: parseBoolean,
  // Below ~120 characters not even the wrapper and one pointer fit.
  workingContextChars: (v) => parseInteger(v, 120, 100_000),
  workingContextTopK: (v) => parseInteger(v, 1, 100),
  workingContextSource: (v) => (['index', 'pack'].includes(String(v).trim()) ? String(v).trim() : undefined),
  lessons: parseBoolean,
  recallProtocol: parseBoolean,
  useGate: parseBoolean,
  token: anyString,
  upstreamLibrary: anyString,
  seedFromUpstream: parseBoolean,
  keepAlive: parseBoolean,
  dataDir: (v) => (nonEmptyString(v) ? path.resolve(v.trim()) : undefined),
  pythonExe: nonEmptyString,
};

export const KNOWN_KEYS = Object.freeze(Object.keys(parsers));

/**
 * @param {object} [config] the DSH row's `config` (may be null)
 * @param {NodeJS.ProcessEnv} [env]
 * @param {{packageRoot?: string, fileExists?: (p: string) => boolean}} [deps]
 * @returns {{options: object, sources: Record<string, 'config'|'env'|'default'>, warnings: string[]}}
 */
export function resolveOptions(config, env = process.env, deps = {}) {
  const row = config && typeof config === 'object' ? config : {};
  const packageRoot = deps.packageRoot ?? PACKAGE_ROOT;
  const fileExists = deps.fileExists ?? ((p) => fs.existsSync(p));
  const warnings = [];
  const sources = {};

  for (const key of Object.keys(row)) {
    if (!KNOWN_KEYS.includes(key)) warnings.push(`ignored unknown config key "${key}" (known keys: ${KNOWN_KEYS.join(', ')})`);
  }

  const pick = (key, fallback) => {
    const candidates = [
      [row[key], `config.${key}`, 'config'],
      [env[ENV_NAMES[key]], `env ${ENV_NAMES[key]}`, 'env'],
    ];
    for (const [raw, label, source] of candidates) {
      if (raw === undefined || raw === null || raw === '') continue;
      const value = parsers[key](raw);
      if (value !== undefined) {
        sources[key] = source;
        return value;
      }
      warnings.push(`ignored ${label}=${JSON.stringify(key === 'token' ? '***' : raw)}: not a valid ${key}; using the next source`);
    }
    sources[key] = 'default';
    return typeof fallback === 'function' ? fallback() : fallback;
  };

  const options = { host: DEFAULTS.host };
  for (const key of KNOWN_KEYS) {
    if (key === 'dataDir' || key === 'pythonExe') continue;
    options[key] = pick(key, DEFAULTS[key]);
  }
  options.dataDir = pick('dataDir', () => defaultDataDir(env));
  options.pythonExe = pick('pythonExe', () => defaultPython(packageRoot, options.dataDir, fileExists));
  options.mcpUrl = mcpUrlFor(options);
  return { options, sources, warnings };
}

export function mcpUrlFor({ host, port, app }) {
  return `http://${host}:${port}/mcp?app=${encodeURIComponent(app)}`;
}

/** Where `flymemory setup` creates the managed engine venv. */
export function managedVenvDir(dataDir) {
  return path.join(dataDir, 'venv');
}

export function venvPython(venvDir) {
  return process.platform === 'win32' ? path.join(venvDir, 'Scripts', 'python.exe') : path.join(venvDir, 'bin', 'python');
}

// Inside DSH, DSH_HOME is always set; the CLI may run without it.
function defaultDataDir(env) {
  if (env.DSH_HOME) return path.join(path.resolve(env.DSH_HOME), 'flymemory-data');
  return path.join(os.homedir(), '.dsh', 'flymemory-data');
}

// A checkout's own .venv first (development), then the managed venv that
// `flymemory setup` creates under the data dir, then whatever python is on PATH.
function defaultPython(packageRoot, dataDir, fileExists) {
  for (const candidate of [venvPython(path.join(packageRoot, '.venv')), venvPython(managedVenvDir(dataDir))]) {
    if (fileExists(candidate)) return candidate;
  }
  return process.platform === 'win32' ? 'python' : 'python3';
}

/** The options as they are safe to show: the token is never written out. */
export function redactedOptions(options) {
  return { ...options, token: options.token ? '***' : '' };
}

/**
 * Records what is really in effect, so `status` and `doctor` can report it
 * without guessing at DSH's row config. Never throws.
 */
export function writeState(options, sources, extra = {}) {
  const file = path.join(options.dataDir, STATE_FILE);
  const state = { writtenAt: new Date().toISOString(), pid: process.pid, options: redactedOptions(options), sources, ...extra };
  try {
    ensurePrivateDir(options.dataDir);
    replacePrivateFile(file, `${JSON.stringify(state, null, 2)}\n`);
    return { ok: true, file };
  } catch (error) {
    return { ok: false, file, error: error.message };
  }
}

export function readState(dataDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, STATE_FILE), 'utf8'));
  } catch {
    return null;
  }
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

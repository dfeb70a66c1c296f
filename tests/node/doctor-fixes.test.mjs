// Every fix line `doctor` can print is run exactly as printed, from another
// folder, against a copy of the package laid out as DSH installs it (no
// checkout .venv next to it), and the next doctor run shows it did its job.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { findPrerequisites, freePort, REPO_ROOT } from '../e2e/harness.mjs';
import { writeMute } from '../../lib/mute.js';

let root;
let pkg;
let python;
let dsh;
let baseEnv;

before(() => {
  ({ python, dsh } = findPrerequisites());
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'flymemory-doctor-fixes-'));
  pkg = path.join(root, 'installed', 'dsh-flymemory');
  fs.mkdirSync(path.join(pkg, 'python'), { recursive: true });
  for (const part of ['lib', 'bin', 'package.json', 'cordis.patch.yml', 'python/pyproject.toml', 'python/flymemory']) {
    fs.cpSync(path.join(REPO_ROOT, part), path.join(pkg, part), { recursive: true, filter: (src) => !src.includes('__pycache__') });
  }
  // Stand-ins on PATH: a base python whose venvs skip pip (the real install is the first-contact e2e's job)
  // and hand everything else to a python that has the engine; and `dsh`, but not its venv's python.
  const bin = path.join(root, 'bin');
  fs.mkdirSync(bin);
  const venvPython = `#!/bin/sh\nif [ "$1" = -m ] && [ "$2" = pip ]; then echo "pip stand-in: $*"; exit 0; fi\nexec ${JSON.stringify(python)} "$@"\n`;
  fs.writeFileSync(path.join(bin, 'python3.12'), `#!/bin/sh
if [ "$1" = -m ] && [ "$2" = venv ]; then
  mkdir -p "$3/bin" && cat > "$3/bin/python" <<'EOF'
${venvPython}EOF
  chmod +x "$3/bin/python"; exit 0
fi
exec ${JSON.stringify(python)} "$@"
`, { mode: 0o755 });
  fs.symlinkSync(dsh, path.join(bin, 'dsh'));
  const systemDirs = (process.env.PATH ?? '').split(path.delimiter).filter((d) => d && !d.includes('.venv') && !fs.existsSync(path.join(d, 'pnpm')));
  baseEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('FLYMEMORY_') && !k.startsWith('DSH_')));
  Object.assign(baseEnv, { PATH: [bin, path.join(root, 'npm-global', 'bin'), ...systemDirs].join(path.delimiter), npm_config_prefix: path.join(root, 'npm-global') });
});

after(() => {
  spawnSync(process.execPath, [path.join(pkg, 'bin', 'flymemory.mjs'), 'stop'], { env: baseEnv });
  fs.rmSync(root, { recursive: true, force: true });
});

async function scenario(name) {
  const dataDir = path.join(root, name);
  const env = { ...baseEnv, FLYMEMORY_DATA_DIR: dataDir, FLYMEMORY_MCP_PORT: String(await freePort()), DSH_HOME: path.join(root, `${name}-dsh`) };
  return { dataDir, env };
}

function doctor(env) {
  const run = spawnSync(process.execPath, [path.join(pkg, 'bin', 'flymemory.mjs'), 'doctor', '--json'], { env, encoding: 'utf8', timeout: 120_000, cwd: root });
  return JSON.parse(run.stdout).checks;
}

const check = (checks, name) => checks.find((c) => c.name === name);

/** Runs a fix line exactly as printed, in a shell, from a folder unrelated to the package. */
function runFix(line, env) {
  const run = spawnSync('sh', ['-c', line], { env, encoding: 'utf8', timeout: 300_000, cwd: os.tmpdir() });
  assert.equal(run.status, 0, `fix "${line}" failed:\n${run.stdout}\n${run.stderr}`);
  return run;
}

test('fresh machine: pnpm, plugin, engine install and engine start are each fixed by the printed line', { timeout: 600_000 }, async () => {
  const { dataDir, env } = await scenario('fresh');
  let checks = doctor(env);
  const fixes = checks.filter((c) => c.fix).map((c) => c.fix);
  assert.ok(fixes.every((f) => /^(node \/\S+\/bin\/flymemory\.mjs |npm install -g pnpm@|dsh plugin --profile tui add |tail -n 20 )/.test(f)), fixes.join('\n'));

  assert.equal(check(checks, 'pnpm').status, 'fail');
  runFix(check(checks, 'pnpm').fix, env);
  assert.equal(check(doctor(env), 'pnpm').status, 'ok', 'pnpm is on PATH now');

  runFix(check(checks, 'plugin').fix, env);
  const profile = JSON.parse(fs.readFileSync(path.join(env.DSH_HOME, 'profiles', 'tui', 'package.json'), 'utf8'));
  assert.match(profile.dependencies['dsh-flymemory'], /^file:/, 'the plugin is added to the tui profile');

  assert.equal(check(checks, 'python engine').status, 'fail');
  runFix(check(checks, 'python engine').fix, env);
  checks = doctor(env);
  assert.equal(check(checks, 'python engine').status, 'ok');
  assert.match(check(checks, 'python engine').detail, new RegExp(`${path.join(dataDir, 'venv').replace(/[/\\]/g, '.')}`));

  assert.equal(check(checks, 'engine').status, 'warn');
  runFix(check(checks, 'engine').fix, env);
  assert.equal(check(doctor(env), 'engine').status, 'ok', 'the engine answers now');
  runFix(`node ${path.join(pkg, 'bin', 'flymemory.mjs')} stop`, env);
});

test('muted, gave up after crashes, install running: each line does what it says, and an install is not a failure', { timeout: 300_000 }, async () => {
  const { dataDir, env } = await scenario('states');
  fs.mkdirSync(dataDir, { recursive: true });
  writeMute(dataDir, { ms: 3_600_000 });
  fs.writeFileSync(path.join(dataDir, 'state.json'), JSON.stringify({ pid: 1, writtenAt: 'then', engine: { status: 'crashed', gaveUpAt: 'then', last: 'exit 1' } }));
  fs.writeFileSync(path.join(dataDir, 'setup.lock'), JSON.stringify({ pid: process.pid, startedAt: 'a minute ago' }));
  fs.writeFileSync(path.join(dataDir, 'setup.log'), '[2/4] install the FlyMemory engine\n');
  const checks = doctor(env);

  assert.equal(check(checks, 'setup').status, 'warn');
  assert.match(runFix(check(checks, 'setup').fix, env).stdout, /install the FlyMemory engine/, 'tail shows the install progress');
  assert.ok(!checks.some((c) => c.status === 'fail' && /setup/.test(c.fix ?? '')), 'no "run setup" while one runs');
  assert.notEqual(check(checks, 'python engine').status, 'fail');
  assert.notEqual(check(checks, 'engine').status, 'fail');

  runFix(check(checks, 'mute').fix, env);
  assert.equal(check(doctor(env), 'mute'), undefined, 'unmuted');
  fs.rmSync(path.join(dataDir, 'setup.lock'));

  // The python check falls back to the checkout's engine python here: only the engine is missing.
  const crashed = check(doctor({ ...env, FLYMEMORY_PYTHON: python }), 'plugin');
  assert.equal(crashed.status, 'fail');
  runFix(crashed.fix, { ...env, FLYMEMORY_PYTHON: python });
  assert.equal(check(doctor({ ...env, FLYMEMORY_PYTHON: python }), 'engine').status, 'ok', 'start brought the engine back');
  runFix(`node ${path.join(pkg, 'bin', 'flymemory.mjs')} stop`, env);
});

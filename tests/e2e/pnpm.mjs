// DSH installs plugins with pnpm (`dsh plugin add` forwards to it). A test
// machine without pnpm gets a pinned one in the checkout, from the npm registry.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './harness.mjs';

export const PNPM_VERSION = '12.4.2';

/** A directory holding a working `pnpm`: the one on PATH, or one installed into .cache/pnpm. */
export function ensurePnpm() {
  const onPath = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (onPath.status === 0) {
    const which = spawnSync('sh', ['-c', 'command -v pnpm'], { encoding: 'utf8' });
    if (which.status === 0 && which.stdout.trim()) return path.dirname(which.stdout.trim());
  }
  const prefix = path.join(REPO_ROOT, '.cache', 'pnpm');
  const bin = path.join(prefix, 'node_modules', '.bin');
  if (!fs.existsSync(path.join(bin, 'pnpm'))) {
    fs.mkdirSync(prefix, { recursive: true });
    const install = spawnSync('npm', ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--loglevel=error', `pnpm@${PNPM_VERSION}`], { encoding: 'utf8', timeout: 300_000 });
    if (install.status !== 0) throw new Error(`could not install pnpm@${PNPM_VERSION} with npm: ${install.stderr}`);
  }
  const check = spawnSync(path.join(bin, 'pnpm'), ['--version'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`pnpm in ${bin} does not run: ${check.stderr}`);
  return bin;
}

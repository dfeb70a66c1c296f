// `flymemory setup`: a managed Python environment for the engine under the
// data dir, so a DSH user never has to install Python packages by hand.
// The default embedder needs only the engine's own dependencies; the
// sentence-transformers embedder adds torch (the CPU build unless asked).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { managedVenvDir, PACKAGE_ROOT, venvPython } from './options.js';
import { ensurePrivateDir } from './private-files.js';

export const TORCH_CPU_INDEX = 'https://download.pytorch.org/whl/cpu';
export const EMBEDDERS = Object.freeze(['default', 'sentence-transformers']);

/**
 * The steps, as commands, without running anything (shown by --dry-run).
 * @returns {Array<{title: string, command: string, args: string[]}>}
 */
export function setupPlan({ dataDir, basePython, embedder = 'default', gpu = false, packageRoot = PACKAGE_ROOT, venvExists = false }) {
  const venv = managedVenvDir(dataDir);
  const python = venvPython(venv);
  const engineSource = path.join(packageRoot, 'python');
  const steps = [];
  if (!venvExists) steps.push({ title: `create the virtual environment ${venv}`, command: basePython, args: ['-m', 'venv', venv] });
  steps.push({ title: 'update pip', command: python, args: ['-m', 'pip', 'install', '--upgrade', 'pip'] });
  steps.push({ title: `install the FlyMemory engine from ${engineSource}`, command: python, args: ['-m', 'pip', 'install', '--upgrade', engineSource] });
  if (embedder === 'sentence-transformers') {
    const torch = ['-m', 'pip', 'install', 'torch'];
    if (!gpu) torch.push('--index-url', TORCH_CPU_INDEX);
    steps.push({ title: `install torch (${gpu ? 'default build, with GPU support' : 'CPU build'})`, command: python, args: torch });
    steps.push({ title: 'install sentence-transformers', command: python, args: ['-m', 'pip', 'install', 'sentence-transformers>=3'] });
  }
  steps.push({ title: 'check that the engine imports', command: python, args: ['-c', 'import flymemory, sys; print("flymemory engine OK on Python " + sys.version.split()[0])'] });
  return steps;
}

/** A python new enough for the engine (>= 3.10), or null. */
export function findBasePython(candidates = process.platform === 'win32' ? ['py', 'python'] : ['python3.12', 'python3.11', 'python3.10', 'python3', 'python']) {
  for (const candidate of candidates) {
    const probe = spawnSync(candidate, ['-c', 'import sys; print("%d.%d" % sys.version_info[:2])'], { encoding: 'utf8', timeout: 15_000 });
    if (probe.status !== 0) continue;
    const [major, minor] = probe.stdout.trim().split('.').map(Number);
    if (major === 3 && minor >= 10) return { command: candidate, version: probe.stdout.trim() };
  }
  return null;
}

/**
 * Runs the plan, streaming each command's output so the user sees progress.
 * @returns {Promise<{ok: boolean, python: string, failedStep?: object, code?: number}>}
 */
export async function runSetup(plan, { out = process.stdout, dataDir }) {
  ensurePrivateDir(dataDir);
  for (const [index, step] of plan.entries()) {
    out.write(`[${index + 1}/${plan.length}] ${step.title}\n`);
    const code = await new Promise((resolve) => {
      const child = spawn(step.command, step.args, { stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (chunk) => out.write(indent(chunk)));
      child.stderr.on('data', (chunk) => out.write(indent(chunk)));
      child.on('error', (error) => { out.write(`    ${error.message}\n`); resolve(127); });
      child.on('close', (status) => resolve(status ?? 1));
    });
    if (code !== 0) return { ok: false, failedStep: step, code, python: venvPython(managedVenvDir(dataDir)) };
  }
  return { ok: true, python: venvPython(managedVenvDir(dataDir)) };
}

function indent(chunk) {
  return String(chunk).replace(/^(?=.)/gm, '    ');
}

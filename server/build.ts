import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** What the client build reads; a change to any of them makes dist/ stale. */
export const BUILD_INPUTS = ['src', 'shaders', 'locales', 'public', 'index.html', 'vite.config.ts'];

async function newestIn(path: string): Promise<number> {
  let info;
  try {
    info = await stat(path);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, await newestIn(join(path, entry)));
  }
  return newest;
}

/** True when dist/index.html is missing or older than the newest build input. */
export async function needsBuild(root: string, distDir: string): Promise<boolean> {
  let built: number;
  try {
    built = (await stat(join(distDir, 'index.html'))).mtimeMs;
  } catch {
    return true;
  }
  const inputs = await Promise.all(BUILD_INPUTS.map((input) => newestIn(join(root, input))));
  return Math.max(...inputs) > built;
}

/** `vite build --outDir <distDir>` in a child process, so the server does not keep Vite in memory. */
export async function runViteBuild(root: string, distDir: string, mode = 'production'): Promise<void> {
  const viteBin = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  if (!existsSync(viteBin)) throw new Error(`Cannot build the client: ${viteBin} is missing (run npm install)`);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [viteBin, 'build', '--mode', mode, '--outDir', distDir], {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/** Builds the client when its sources are newer than dist/ (or dist/ is missing). */
export async function buildWhenNeeded(
  root: string,
  distDir: string,
  log: (message: string) => void,
  mode = 'production',
): Promise<void> {
  if (!(await needsBuild(root, distDir))) return;
  if (!existsSync(join(root, 'index.html')) && !existsSync(join(root, 'src'))) {
    throw new Error(`${join(distDir, 'index.html')} is missing and there are no client sources to build it from`);
  }
  log('Building the client (vite build)...');
  await runViteBuild(root, distDir, mode);
}

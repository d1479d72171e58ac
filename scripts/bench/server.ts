import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Starts the embedded server (server/main.ts) and resolves with its address once it prints it: by default on the
 * bench build (the production build plus the read-only `window.__tour` probe, built when its sources changed);
 * `env` overrides that, as the server tests do for their own bundle and build.
 */
export function startServer(env: Record<string, string> = {}): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DIST_DIR: 'dist-bench',
      BUILD_MODE: 'bench',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/localhost:(\d+)\//.exec(output);
      if (match) resolve({ url: `http://127.0.0.1:${match[1]}`, process: child });
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

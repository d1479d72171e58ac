import { spawn } from 'node:child_process';
import { StringDecoder } from 'node:string_decoder';

/** A tool that exited non-zero, with the end of what it said on stderr. */
export class ToolError extends Error {
  constructor(
    readonly tool: string,
    readonly code: number | null,
    readonly stderr: string,
  ) {
    super(`${tool} exited with ${code}: ${stderr.trim().split('\n').slice(-3).join(' / ')}`);
  }
}

/** The most of a tool's stderr kept for a message: ffmpeg at `-loglevel error` says little, a broken file a lot. */
const STDERR_KEPT = 16_000;

/**
 * Runs `command` to its end, handing its stdout to `onData` as it comes. The signal stops it with SIGKILL (a job's
 * time limit, a cancel): the promise then rejects with the signal's reason, once the tool has exited.
 */
function runTool(command: string, args: string[], signal: AbortSignal, onData: (chunk: Buffer) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], signal, killSignal: 'SIGKILL' });
    let stderr = '';
    child.stdout.on('data', onData);
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEPT);
    });
    // An abort emits 'error' at once, while the killed tool may still be running: 'close' says it is gone.
    child.on('error', (error) => signal.aborted || reject(error));
    child.on('close', (code) => {
      if (signal.aborted) reject(signal.reason);
      else if (code === 0) resolve();
      else reject(new ToolError(command.split('/').pop() ?? command, code, stderr));
    });
  });
}

/** Runs `command` as `runTool` does and resolves with its stdout as text; `onLine` hears it line by line. */
export async function run(
  command: string,
  args: string[],
  signal: AbortSignal,
  onLine?: (line: string) => void,
): Promise<string> {
  const decoder = new StringDecoder('utf8');
  let text = '';
  let partial = '';
  const hear = (chunk: string) => {
    text += chunk;
    if (!onLine) return;
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    lines.forEach(onLine);
  };
  await runTool(command, args, signal, (chunk) => hear(decoder.write(chunk)));
  return text + decoder.end();
}

/** Runs `command` as `runTool` does and resolves with its stdout's bytes (ffmpeg's raw pictures). */
export async function runBytes(command: string, args: string[], signal: AbortSignal): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await runTool(command, args, signal, (chunk) => chunks.push(chunk));
  return Buffer.concat(chunks);
}

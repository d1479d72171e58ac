import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * What a showroom kiosk needs of Chromium: full screen with no way out, sound and video without a tap, no dialog
 * after a crash, no first-run or update prompts, no traffic of its own, no pinch or swipe that zooms or leaves
 * the page, and no renderer kept ready for the suggestion popup of an address bar it does not show (Chromium 156
 * loads one for every window: CPU and memory the showroom can use).
 */
export const KIOSK_FLAGS = [
  '--kiosk',
  '--start-fullscreen',
  '--autoplay-policy=no-user-gesture-required',
  '--noerrdialogs',
  '--disable-session-crashed-bubble',
  '--hide-crash-restore-bubble',
  '--disable-infobars',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-default-apps',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--check-for-update-interval=31536000',
  '--disable-pinch',
  '--overscroll-history-navigation=0',
  '--disable-features=Translate,TouchpadOverscrollHistoryNavigation,WebUIOmniboxPopup,WebUIOmniboxAimPopup',
  '--password-store=basic',
];

export interface SupervisorOptions {
  executable: string;
  url: string;
  /** Added to KIOSK_FLAGS (tests run headless). */
  extraArgs?: readonly string[];
  /** The DevTools port the watchdog asks on. */
  debugPort: number;
  /** How often the watchdog asks the browser and its page for an answer. */
  checkEveryMs?: number;
  /** How long an answer may take. Two checks in a row without one: the browser is killed and started again. */
  answerWithinMs?: number;
  /** How long a starting browser may take to answer for the first time. */
  startupMs?: number;
  log?: (line: string) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the page answers a DevTools evaluation within `ms`: the browser and the page's renderer both work. */
async function pageAnswers(debugPort: number, ms: number): Promise<boolean> {
  const signal = AbortSignal.timeout(ms);
  try {
    const targets = (await (await fetch(`http://127.0.0.1:${debugPort}/json/list`, { signal })).json()) as {
      type: string;
      webSocketDebuggerUrl?: string;
    }[];
    const page = targets.find((target) => target.type === 'page' && target.webSocketDebuggerUrl);
    if (!page) return false;
    return await new Promise<boolean>((resolve) => {
      const socket = new WebSocket(page.webSocketDebuggerUrl!);
      let settled = false;
      const done = (answered: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        socket.close();
        resolve(answered);
      };
      const timer = setTimeout(() => done(false), ms);
      socket.onopen = () =>
        socket.send(JSON.stringify({ id: 1, method: 'Runtime.evaluate', params: { expression: '1 + 1' } }));
      socket.onmessage = (event) => {
        if ((JSON.parse(String(event.data)) as { id?: number }).id === 1) done(true);
      };
      socket.onerror = () => done(false);
    });
  } catch {
    return false;
  }
}

/**
 * Keeps one Chromium showing `url` in kiosk mode: started again (after 1 s, up to 30 s while it keeps failing) when
 * it exits, and killed and started again when it hangs, that is when it or its page's renderer leaves two checks
 * in a row unanswered (once it has answered for the first time, or its startup time is over). Each start gets a fresh profile, so a crash leaves nothing behind to restore or ask about.
 */
export class BrowserSupervisor {
  private child: ChildProcess | null = null;
  private profile: string | null = null;
  private stopping = false;
  private watchdog: NodeJS.Timeout | null = null;
  private unanswered = 0;
  /** When the running browser started, or null once it has answered. */
  private startingSince: number | null = null;
  private backoffMs = 1000;
  /** Browser starts so far, the first included. */
  starts = 0;

  constructor(private readonly options: SupervisorOptions) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(): Promise<void> {
    const log = this.options.log ?? (() => undefined);
    if (this.profile) await rm(this.profile, { recursive: true, force: true });
    this.profile = await mkdtemp(join(tmpdir(), 'vf-kiosk-'));
    const args = [
      ...KIOSK_FLAGS,
      ...(this.options.extraArgs ?? []),
      `--user-data-dir=${this.profile}`,
      `--remote-debugging-port=${this.options.debugPort}`,
      this.options.url,
    ];
    const child = spawn(this.options.executable, args, { stdio: 'ignore' });
    this.child = child;
    this.starts += 1;
    this.unanswered = 0;
    const startedAt = Date.now();
    this.startingSince = startedAt;
    log(`browser started (pid ${child.pid})`);
    child.once('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      if (this.stopping) return;
      // A browser that ran a minute was healthy: the next failure starts from a short wait again.
      if (Date.now() - startedAt > 60_000) this.backoffMs = 1000;
      log(`browser exited (${signal ?? code}); starting it again in ${this.backoffMs / 1000} s`);
      const wait = this.backoffMs;
      this.backoffMs = Math.min(this.backoffMs * 2, 30_000);
      void sleep(wait).then(() => (this.stopping ? undefined : this.start()));
    });
    this.watchdog ??= setInterval(() => void this.check(), this.options.checkEveryMs ?? 10_000);
  }

  private async check(): Promise<void> {
    const child = this.child;
    if (!child || this.stopping) return;
    if (await pageAnswers(this.options.debugPort, this.options.answerWithinMs ?? 10_000)) {
      this.unanswered = 0;
      this.startingSince = null;
      return;
    }
    if (this.child !== child) return;
    // A browser still starting is given its time; one that never answers is killed after it.
    if (this.startingSince !== null && Date.now() - this.startingSince < (this.options.startupMs ?? 30_000)) return;
    this.unanswered += 1;
    if (this.unanswered >= 2) {
      this.options.log?.(`browser does not answer (pid ${child.pid}): killing it`);
      child.kill('SIGKILL');
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.watchdog) clearInterval(this.watchdog);
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      child.kill('SIGKILL');
    }
    if (this.profile) await rm(this.profile, { recursive: true, force: true });
  }
}

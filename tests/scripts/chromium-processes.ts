import { readdirSync, readFileSync } from 'node:fs';

interface Running {
  pid: number;
  parent: number;
  args: string[];
}

/** Command line of each process of this machine. Chromium rewrites its children's into one space-separated line. */
export function processes(): Running[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/).filter(Boolean);
        return [{ pid: Number(pid), parent, args }];
      } catch {
        return []; // ended meanwhile
      }
    });
}

/**
 * The renderer processes of the Chromium whose browser process is `browser`, and those of them that hold the address
 * bar's suggestion popup (a page of Chromium's own, loaded for every window before it is ever shown).
 */
export function renderersOf(browser: number): { all: Running[]; addressBarPopups: Running[] } {
  const running = processes();
  const byPid = new Map(running.map((p) => [p.pid, p]));
  const descends = (p: Running): boolean => {
    for (let at: Running | undefined = p; at; at = byPid.get(at.parent)) if (at.parent === browser) return true;
    return false;
  };
  const all = running.filter((p) => p.args.includes('--type=renderer') && descends(p));
  return { all, addressBarPopups: all.filter((p) => p.args.includes('--top-chrome-webui')) };
}

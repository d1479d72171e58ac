import { cp, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { hashSecret } from '../../server/passwords';

/** Copies of the demo bundle with something changed, the media linked (45 MB are never written). */

const DEMO = 'content/demo';

/** The demo in `dir` with server files of its own; its content copied (to edit) or linked. */
export async function copyDemo(dir: string, content: 'copy' | 'link'): Promise<string> {
  await cp(join(DEMO, 'server'), join(dir, 'server'), { recursive: true });
  if (content === 'copy') await cp(join(DEMO, 'api'), join(dir, 'api'), { recursive: true });
  else await symlink(resolve(DEMO, 'api'), join(dir, 'api'));
  await symlink(resolve(DEMO, 'uploads'), join(dir, 'uploads'));
  return dir;
}

/** The demo with `world` behind password `code` instead of a login: two password worlds. */
export async function withPasswordWorld(dir: string, world: string, code: string): Promise<string> {
  await copyDemo(dir, 'copy');
  for (const name of await readdir(join(dir, 'api', 'worlds'))) {
    const file = join(dir, 'api', 'worlds', name);
    const worlds = JSON.parse(await readFile(file, 'utf8')) as { slug: string }[];
    const flipped = worlds.map((entry) =>
      entry.slug === world ? { ...entry, only_logged_in_users: false, protect_with_password: true } : entry,
    );
    await writeFile(file, JSON.stringify(flipped));
  }
  const secrets = join(dir, 'server', 'world-secrets.json');
  const stored = JSON.parse(await readFile(secrets, 'utf8'));
  await writeFile(secrets, JSON.stringify({ ...stored, [world]: await hashSecret(code) }));
  return dir;
}

/** Rewrites `api/<endpoint>/<locale>.json` of the bundle in `dir`. */
export async function edit(dir: string, endpoint: string, locale: string, change: (items: unknown[]) => void) {
  const file = join(dir, 'api', endpoint, `${locale}.json`);
  const items = JSON.parse(await readFile(file, 'utf8')) as unknown[];
  change(items);
  await writeFile(file, JSON.stringify(items, null, 1));
}

/** Every `action_target` naming article `from` in `node`, renamed to `to`. */
export function retarget(node: unknown, from: number, to: number): void {
  if (typeof node !== 'object' || node === null) return;
  const target = (node as { action_target?: { id?: unknown } }).action_target;
  if (target?.id === from) target.id = to;
  for (const child of Object.values(node)) retarget(child, from, to);
}

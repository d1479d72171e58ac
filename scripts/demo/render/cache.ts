import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CACHE } from '../paths.ts';

const SCENE_DIR = path.resolve(import.meta.dirname, '../scene');

/**
 * Hash of every scene source: any change to the factory invalidates every cached render. Whitespace,
 * trailing commas and quote style are ignored, so reformatting does not force a re-render.
 */
export const SCENE_HASH = createHash('sha1')
  .update(
    readdirSync(SCENE_DIR)
      .sort()
      .map((f) =>
        readFileSync(path.join(SCENE_DIR, f), 'utf8')
          .replace(/\s+/g, '')
          .replace(/,(?=[\])}])/g, '')
          .replace(/"/g, "'"),
      )
      .join('\n'),
  )
  .digest('hex');

export function renderKey(...parts: unknown[]): string {
  return createHash('sha1').update(SCENE_HASH).update(JSON.stringify(parts)).digest('hex');
}

/**
 * With `enabled`, skips work whose inputs are unchanged since the last run (outputs exist and the
 * recorded key matches). Without it (the default of `demo:generate`), everything is rebuilt.
 */
export class RenderCache {
  constructor(private readonly enabled: boolean) {}

  private keyFile(name: string): string {
    return path.join(CACHE, 'keys', `${name}.key`);
  }

  async fresh(name: string, key: string, outputs: string[]): Promise<boolean> {
    if (!this.enabled || !outputs.every((o) => existsSync(o))) return false;
    try {
      return (await readFile(this.keyFile(name), 'utf8')) === key;
    } catch {
      return false;
    }
  }

  async record(name: string, key: string): Promise<void> {
    await mkdir(path.dirname(this.keyFile(name)), { recursive: true });
    await writeFile(this.keyFile(name), key);
  }
}

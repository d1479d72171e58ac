import { readFile, stat } from 'node:fs/promises';

interface Entry {
  mtimeMs: number;
  size: number;
  value: unknown;
}

const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && MISSING.has(String((error as { code?: unknown }).code));

/**
 * Reads JSON files once and keeps them in memory; a file is read again only when its mtime or size
 * changes. A file that stops parsing (say, half written by an exporter) keeps its last good value.
 */
export class JsonFileCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly warn: (message: string) => void = () => {}) {}

  /** The parsed file, or undefined when it does not exist (or is a directory). */
  async read(file: string): Promise<unknown> {
    let info;
    try {
      info = await stat(file);
    } catch (error) {
      if (isMissing(error)) {
        this.entries.delete(file);
        return undefined;
      }
      throw error;
    }
    if (!info.isFile()) return undefined;
    const cached = this.entries.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.value;
    try {
      const value: unknown = JSON.parse(await readFile(file, 'utf8'));
      this.entries.set(file, { mtimeMs: info.mtimeMs, size: info.size, value });
      return value;
    } catch (error) {
      if (isMissing(error)) return undefined;
      if (!cached) throw error;
      this.warn(`${file}: ${(error as Error).message}; keeping the last good version`);
      // Remember the broken version so it is not parsed again on every request; a rewrite changes mtime.
      this.entries.set(file, { mtimeMs: info.mtimeMs, size: info.size, value: cached.value });
      return cached.value;
    }
  }
}

import { createHash } from 'node:crypto';
import { copyFile, link as hardLink, mkdir, rename, rm, stat, symlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ClientSettings } from '../src/content/client-settings.ts';
import {
  downloadUpload,
  eachLimited,
  exists,
  exportClient,
  bundleWorlds,
  fetchWorldSecrets,
  jsonText,
  listDir,
  mediaPaths,
  readBundleContent,
  readJson,
  uploadName,
  writeWhole,
} from './bundle-export';
import { fetchUserStates, type UserState } from './users';
import { worldsWithoutSecret } from './world-rights';

export interface CmsMirrorOptions {
  /** Strapi's origin, e.g. `http://cms:1337`. */
  cmsUrl: string;
  /** A full-access Strapi API token: everything, login-only and password worlds included, and the world secrets. */
  token: string;
  /** `content` (a link to the newest good snapshot), `snapshots/`, `media/`. One per process or shared: both work. */
  dir: string;
  /** The client's settings (the endpoints and their populate queries), read before every sync. */
  settings: () => Promise<ClientSettings>;
  /**
   * Between full reads while Strapi answers (default 5 minutes: Strapi's webhook announces edits at once, this is
   * the safety net); after a failed one, at most 5 s.
   */
  intervalMs?: number;
  /**
   * At most one full read started per this many ms when the webhook asks (default 5 s): however many calls come, and
   * however often, Strapi is read at most once at a time and a whole once per interval. A change the webhook names
   * the endpoints of is read first, on its own, at once (`requestSync`).
   */
  minIntervalMs?: number;
  /** Between looks at Strapi's `/_health` (default 10 s): a CMS gone is noticed, and one back is read at once. */
  probeMs?: number;
  /** Per request to Strapi. */
  timeoutMs?: number;
  /**
   * Strapi's drafts instead of what is published (an editor's preview, server/preview.ts), in a folder of their own.
   * Their media share the published mirror's `mediaDir` and are fetched when asked for, never ahead; this mirror
   * prunes none (that one removes a file no published content named for a day: asked for again, it is fetched again).
   */
  drafts?: { mediaDir: string };
  log?: { info: (message: string) => void; warn: (message: string) => void; error: (message: string) => void };
}

interface SnapshotMeta {
  fingerprint: string;
  syncedAt: number;
  /** Every upload the snapshot names (`/uploads/<file>`). */
  media: string[];
}

const isMeta = (value: unknown): value is SnapshotMeta =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SnapshotMeta).fingerprint === 'string' &&
  typeof (value as SnapshotMeta).syncedAt === 'number' &&
  Array.isArray((value as SnapshotMeta).media);

/** A snapshot's file: the hash of its text, and the uploads it names. */
interface FileEntry {
  hash: string;
  media: string[];
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Whether the snapshot file `file` holds an answer of `endpointPath` (`/api/worlds`: `api/worlds/de.json`). */
const fileOf = (file: string, endpointPath: string) => {
  const name = endpointPath.replace(/^\/api\//, '');
  return file === `api/${name}.json` || file.startsWith(`api/${name}/`);
};

/** Announced changes are read this long after the first of a burst (a save touches several entries). */
const BURST_MS = 300;

/** Old snapshots and unused media stay this long: a request may still be reading them. */
const KEEP_MS = 10 * 60_000;
const UNUSED_MEDIA_MS = 24 * 60 * 60_000;

/**
 * Strapi, kept on disk in the offline bundle's layout (`CMS_URL`): every endpoint of the client's settings in every
 * locale and the world secrets are read from Strapi with a full-access token every `intervalMs` and when Strapi's
 * webhook says something changed; a complete read that differs from the last becomes a new snapshot, switched to
 * atomically (`content` is a symbolic link). A change whose endpoints the webhook names (cms/'s `showroom.content`)
 * is read first on its own: those endpoints, the world secrets and the users, the rest of the snapshot kept as it
 * is (hard links); a whole read under way stops for it, and a whole read follows (other answers may hold a copy of
 * what changed). So a published edit is served within seconds however large the tour. The server answers every
 * content request from the current snapshot through the same protection code as the bundle, so a visitor sees
 * exactly what the bundle rules allow, and the last good content when Strapi is down, slow or answers 5xx
 * (`fallback`, told to the client). Media are fetched from Strapi on first use or ahead (after each new snapshot)
 * into `media/` and served from there with Range.
 */
export class CmsMirror {
  readonly cmsUrl: string;
  readonly contentDir: string;
  readonly mediaDir: string;
  /** A snapshot is there to serve. */
  ready = false;
  /** The last sync failed: what is served is the last good copy. */
  fallback = false;
  syncedAt: number | null = null;
  /** When the users of the current snapshot were read from Strapi (ms): a user it lacks was made after. */
  usersKnownAt: number | null = null;
  /** When the last full read started (ms), for `minIntervalMs`. */
  private startedAt = 0;
  /** When the last read began that took in every change announced before (ms; 0: none yet). */
  private coveredAt = 0;
  /** A change was announced without its endpoints, and no full read has begun since. */
  private uncovered = false;
  private fingerprint: string | null = null;
  /** The current snapshot's files, known since the last read (null after `open`: the next read is a full one). */
  private index: Map<string, FileEntry> | null = null;
  private known = new Set<string>();
  /** Endpoints named by announced changes, to be read before anything else. */
  private pending: Set<string> | null = null;
  /** A full read is asked for. */
  private fullWanted = false;
  /** The reads under way, one after the other, until nothing is asked for. */
  private running: Promise<boolean> | null = null;
  private reading: { full: boolean; abort: AbortController } | null = null;
  private timer: NodeJS.Timeout | null = null;
  private probeTimer: NodeJS.Timeout | null = null;
  private hookTimer: NodeJS.Timeout | null = null;
  private burstTimer: NodeJS.Timeout | null = null;
  private stopped = true;
  private readonly downloads = new Map<string, Promise<boolean>>();
  private readonly log: NonNullable<CmsMirrorOptions['log']>;

  constructor(private readonly options: CmsMirrorOptions) {
    this.cmsUrl = options.cmsUrl.replace(/\/+$/, '');
    this.contentDir = join(options.dir, 'content');
    this.mediaDir = options.drafts?.mediaDir ?? join(options.dir, 'media');
    this.log = options.log ?? { info: () => undefined, warn: () => undefined, error: () => undefined };
  }

  /** Takes up the snapshot a previous run left: served at once, in fallback until Strapi answers. */
  async open(): Promise<void> {
    const meta = await readJson(join(this.contentDir, 'snapshot.json'));
    if (!isMeta(meta)) return;
    this.fingerprint = meta.fingerprint;
    this.known = new Set(meta.media);
    this.syncedAt = meta.syncedAt;
    this.usersKnownAt = meta.syncedAt;
    this.ready = true;
  }

  /** Syncs now, then every `intervalMs` (sooner after a failure), and looks at Strapi's health in between. */
  start(): void {
    this.stopped = false;
    void this.tick();
    this.probeTimer = setInterval(() => void this.probe(), this.options.probeMs ?? 10_000);
    this.probeTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of [this.timer, this.hookTimer, this.burstTimer, this.probeTimer]) if (timer) clearTimeout(timer);
    this.reading?.abort.abort();
    await this.running;
    await Promise.all(this.downloads.values());
  }

  /** A sync is reading Strapi now, or one the webhook asked for is due (`minIntervalMs` may hold it seconds). */
  get syncing(): boolean {
    return this.running !== null || this.hookTimer !== null || this.burstTimer !== null;
  }

  /**
   * Strapi's webhook: something changed, in the endpoints `paths` when it says which (possibly none: a user's state).
   * Changes come in bursts: their endpoints are read a moment after the first, before anything else (a full read
   * under way stops for them and starts again after); then, and for a change that names none, a full read, at least
   * `minIntervalMs` after the last one started. Calls meanwhile are one.
   */
  requestSync(paths?: readonly string[]): void {
    if (this.stopped) return;
    if (paths) {
      this.pending = new Set([...(this.pending ?? []), ...paths]);
      // Stopped only where a read of some endpoints can follow: after a full read, not before the first.
      if (this.reading?.full && this.index) this.reading.abort.abort();
      this.burstTimer ??= setTimeout(() => {
        this.burstTimer = null;
        void this.drain();
      }, BURST_MS).unref();
    } else this.uncovered = true;
    if (this.hookTimer) return;
    const wait = Math.max(BURST_MS, this.startedAt + (this.options.minIntervalMs ?? 5000) - Date.now());
    this.hookTimer = setTimeout(() => {
      this.hookTimer = null;
      void this.sync();
    }, wait).unref();
  }

  /**
   * Resolves once every change announced before `since` (ms) is in what is served: the reads under way or due are
   * done (announced endpoints at once), else a full read is.
   */
  async caughtUp(since: number): Promise<void> {
    if (this.burstTimer) clearTimeout(this.burstTimer);
    this.burstTimer = null;
    await this.drain();
    if (!this.ready || this.coveredAt < since) await this.sync();
  }

  /** Strapi's users as they are now (`GET /api/user-states`, server/users.ts). */
  userStates(): Promise<UserState[]> {
    return fetchUserStates(this.client(100));
  }

  /** Strapi's REST API with the full-access token, each request within `timeoutMs`, all of them ended by `signal`. */
  private client(pageSize: number, signal?: AbortSignal) {
    const timeoutMs = this.options.timeoutMs ?? 10_000;
    return exportClient({
      from: this.cmsUrl,
      token: this.options.token,
      pageSize,
      timeoutMs,
      drafts: this.options.drafts !== undefined,
      signal,
    });
  }

  /**
   * Reads Strapi whole and switches to it when it changed; true when the read succeeded. A call during a read runs one
   * more after it (the change it announces may have come too late for the running one); resolves when all are done.
   */
  sync(): Promise<boolean> {
    this.fullWanted = true;
    return this.drain();
  }

  private drain(): Promise<boolean> {
    this.running ??= this.readWhatIsAsked().finally(() => (this.running = null));
    return this.running;
  }

  /** Announced endpoints first, then a full read when one is asked for, until a read fails or nothing is asked. */
  private async readWhatIsAsked(): Promise<boolean> {
    let ok = true;
    while (!this.stopped && (this.pending || this.fullWanted)) {
      // Without the current snapshot's files (just opened), only a full read can make the next one.
      const paths = this.index ? this.pending : null;
      this.pending = null;
      if (!paths) this.fullWanted = false;
      const outcome = await this.attempt(paths);
      if (outcome === 'aborted') {
        this.fullWanted = true;
        continue;
      }
      ok = outcome === 'read';
      if (!ok) {
        if (paths) this.pending = new Set([...paths, ...(this.pending ?? [])]);
        break;
      }
    }
    return ok;
  }

  /** One read (`paths`: those endpoints only; null: all), its failure noted as the fallback. */
  private async attempt(paths: ReadonlySet<string> | null): Promise<'read' | 'failed' | 'aborted'> {
    const startedAt = Date.now();
    const abort = new AbortController();
    this.reading = { full: paths === null, abort };
    const uncovered = this.uncovered;
    const covers = paths === null || !uncovered;
    if (paths === null) {
      this.startedAt = startedAt;
      this.uncovered = false;
    }
    try {
      await this.read(paths, abort.signal, startedAt);
      if (this.fallback) this.log.info('CMS reachable again: serving its current content');
      this.fallback = false;
      if (covers) this.coveredAt = startedAt;
      return 'read';
    } catch (error: unknown) {
      this.uncovered ||= uncovered;
      if (abort.signal.aborted) return 'aborted';
      if (!this.fallback) this.log.warn(`CMS sync failed, serving the last good content: ${String(error)}`);
      this.fallback = true;
      return 'failed';
    } finally {
      this.reading = null;
    }
  }

  /**
   * Makes sure an upload the current snapshot names is in `media/`: 'cached' when it is (now), 'unknown' when no
   * content names it (nothing is fetched for it), 'unavailable' when Strapi cannot give it.
   */
  async media(path: string): Promise<'cached' | 'unknown' | 'unavailable'> {
    const name = uploadName(path);
    if (name === null || !this.known.has(path)) return 'unknown';
    if (await exists(join(this.mediaDir, name))) return 'cached';
    let download = this.downloads.get(name);
    if (!download) {
      download = downloadUpload(`${this.cmsUrl}${path}`, join(this.mediaDir, name))
        .then(
          () => true,
          (error: unknown) => {
            this.log.warn(`media ${path}: ${String(error)}`);
            return false;
          },
        )
        .finally(() => this.downloads.delete(name));
      this.downloads.set(name, download);
    }
    return (await download) ? 'cached' : 'unavailable';
  }

  /** Strapi's `/_health` (204): unanswered, the content served is the last good copy; answered again, read at once. */
  private async probe(): Promise<void> {
    if (this.running || this.stopped) return;
    const alive = await fetch(`${this.cmsUrl}/_health`, { signal: AbortSignal.timeout(5000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (this.stopped) return;
    if (alive && this.fallback) void this.sync();
    if (!alive && !this.fallback) {
      this.log.warn('CMS not answering its health check: serving the last good content');
      this.fallback = true;
    }
  }

  private async tick(): Promise<void> {
    await this.sync();
    if (this.stopped) return;
    const interval = this.options.intervalMs ?? 300_000;
    this.timer = setTimeout(() => void this.tick(), this.fallback ? Math.min(interval, 5000) : interval);
    this.timer.unref();
  }

  /**
   * Reads `paths` (null: every endpoint), the world secrets and the users; the snapshot made of them and, for a read of
   * some endpoints, the current snapshot's other files is switched to when it differs.
   */
  private async read(paths: ReadonlySet<string> | null, signal: AbortSignal, startedAt: number): Promise<void> {
    const settings = await this.options.settings();
    const client = this.client(settings.pageSize, signal);
    const endpoints = paths ? settings.endpoints.filter((endpoint) => paths.has(endpoint.path)) : settings.endpoints;
    const content = await readBundleContent(client, { ...settings, endpoints });
    const read = new Map(content.files)
      .set('server/world-secrets.json', await fetchWorldSecrets(client))
      .set('server/user-states.json', await fetchUserStates(client));
    const kept = [...(paths ? (this.index ?? []) : [])].filter(
      ([file]) => !read.has(file) && !endpoints.some((endpoint) => fileOf(file, endpoint.path)),
    );
    // Without them a password world would be open to anyone, and a login could not be checked: no snapshot.
    const worlds = [...read];
    for (const [file] of kept)
      if (fileOf(file, '/api/worlds')) worlds.push([file, await readJson(join(this.contentDir, file))]);
    const secrets = read.get('server/world-secrets.json') as Record<string, unknown>;
    const withoutSecret = worldsWithoutSecret(bundleWorlds(new Map(worlds)), new Set(Object.keys(secrets)));
    if (withoutSecret.length > 0) {
      const message = `world(s) ${withoutSecret.join(', ')} protected by a password that Strapi holds no hash of`;
      this.log.error(`CMS content not taken: ${message}`);
      throw new Error(message);
    }
    const texts = new Map([...read].map(([file, data]) => [file, jsonText(data)]));
    const index = new Map(kept);
    for (const [file, data] of read) index.set(file, { hash: sha256(texts.get(file)!), media: [...mediaPaths(data)] });
    const fingerprint = sha256(
      [...index]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([file, { hash }]) => `${file} ${hash}\n`)
        .join(''),
    );
    signal.throwIfAborted();
    if (fingerprint !== this.fingerprint) await this.switchTo(texts, kept, index, fingerprint);
    this.index = index;
    this.syncedAt = Date.now();
    this.usersKnownAt = startedAt;
    if (!this.options.drafts) void this.prefetch();
  }

  /** A new snapshot of `texts` and the current snapshot's files `kept`, made current. */
  private async switchTo(
    texts: ReadonlyMap<string, string>,
    kept: readonly (readonly [string, FileEntry])[],
    index: ReadonlyMap<string, FileEntry>,
    fingerprint: string,
  ) {
    const name = `${Date.now()}-${process.pid}`;
    const snapshot = join(this.options.dir, 'snapshots', name);
    for (const [file, text] of texts) await writeWhole(join(snapshot, file), text);
    for (const [file] of kept) {
      const to = join(snapshot, file);
      await mkdir(dirname(to), { recursive: true });
      await hardLink(join(this.contentDir, file), to).catch(() => copyFile(join(this.contentDir, file), to));
    }
    const media = new Set([...index.values()].flatMap((entry) => entry.media));
    const meta: SnapshotMeta = { fingerprint, syncedAt: Date.now(), media: [...media] };
    await writeWhole(join(snapshot, 'snapshot.json'), jsonText(meta));
    // rename() of a link over the old one: a reader resolves either the old snapshot or the new one.
    const link = `${this.contentDir}.link-${process.pid}`;
    await rm(link, { force: true });
    await symlink(join('snapshots', name), link);
    await rename(link, this.contentDir);
    this.fingerprint = fingerprint;
    this.known = media;
    this.ready = true;
    this.log.info(
      `CMS content updated (${index.size} files, ${media.size} media${kept.length ? `, ${texts.size} read` : ''})`,
    );
    await this.prune(name);
  }

  /** Snapshots other than the current one, and media no content named for a day, once nothing can be reading them. */
  private async prune(current: string): Promise<void> {
    const snapshots = join(this.options.dir, 'snapshots');
    for (const name of await listDir(snapshots)) {
      const madeAt = Number(name.split('-')[0]);
      if (name !== current && Number.isFinite(madeAt) && Date.now() - madeAt > KEEP_MS) {
        await rm(join(snapshots, name), { recursive: true, force: true });
      }
    }
    if (this.options.drafts) return;
    const named = new Set([...this.known].map(uploadName));
    for (const name of await listDir(this.mediaDir)) {
      if (named.has(name)) continue;
      const file = join(this.mediaDir, name);
      const info = await stat(file).catch(() => null);
      if (info && Date.now() - info.mtimeMs > UNUSED_MEDIA_MS) await rm(file, { force: true });
    }
  }

  /** Every named upload not yet on disk, two at a time: the kiosk then has them all before Strapi goes away. */
  private async prefetch(): Promise<void> {
    await mkdir(this.mediaDir, { recursive: true });
    const missing: string[] = [];
    for (const path of this.known) {
      const name = uploadName(path);
      if (name !== null && !(await exists(join(this.mediaDir, name)))) missing.push(path);
    }
    await eachLimited(missing, 2, async (path) => {
      if (!this.stopped) await this.media(path);
    });
  }
}

import { createHash } from 'node:crypto';
import { mkdir, rename, rm, stat, symlink } from 'node:fs/promises';
import { join } from 'node:path';
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
  readBundleContent,
  readJson,
  uploadName,
  writeBundleFiles,
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
   * however often, Strapi is read at most once at a time and once per interval.
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

/** Old snapshots and unused media stay this long: a request may still be reading them. */
const KEEP_MS = 10 * 60_000;
const UNUSED_MEDIA_MS = 24 * 60 * 60_000;

/**
 * Strapi, kept on disk in the offline bundle's layout (`CMS_URL`): every endpoint of the client's settings in every
 * locale and the world secrets are read from Strapi with a full-access token every `intervalMs` and when Strapi's
 * webhook says something changed; a complete read that differs from the last becomes a new snapshot, switched to
 * atomically (`content` is a symbolic link). The server answers every content request from the current snapshot
 * through the same protection code as the bundle, so a visitor sees exactly what the bundle rules allow, and the
 * last good content when Strapi is down, slow or answers 5xx (`fallback`, told to the client). Media are fetched
 * from Strapi on first use or ahead (after each new snapshot) into `media/` and served from there with Range.
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
  private fingerprint: string | null = null;
  private known = new Set<string>();
  private running: Promise<boolean> | null = null;
  private rerun = false;
  private timer: NodeJS.Timeout | null = null;
  private probeTimer: NodeJS.Timeout | null = null;
  private hookTimer: NodeJS.Timeout | null = null;
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
    for (const timer of [this.timer, this.hookTimer, this.probeTimer]) if (timer) clearTimeout(timer);
    await this.running?.catch(() => undefined);
    await Promise.all(this.downloads.values());
  }

  /** A sync is reading Strapi now, or one the webhook asked for is due (`minIntervalMs` may hold it seconds). */
  get syncing(): boolean {
    return this.running !== null || this.hookTimer !== null;
  }

  /**
   * Strapi's webhook: something changed. Changes come in bursts (a save touches several entries): wait a moment, and
   * at least `minIntervalMs` after the last read started; calls meanwhile are one.
   */
  requestSync(): void {
    if (this.hookTimer || this.stopped) return;
    const wait = Math.max(300, this.startedAt + (this.options.minIntervalMs ?? 5000) - Date.now());
    this.hookTimer = setTimeout(() => {
      this.hookTimer = null;
      void this.sync();
    }, wait);
    this.hookTimer.unref();
  }

  /** Resolves once the read under way, if any, has ended. */
  async settled(): Promise<void> {
    await this.running;
  }

  /** When the last full read started (ms; 0: none yet): a change made before it is in what is served after it. */
  get readStartedAt(): number {
    return this.startedAt;
  }

  /** Strapi's users as they are now (`GET /api/user-states`, server/users.ts). */
  userStates(): Promise<UserState[]> {
    return fetchUserStates(this.client(100));
  }

  /** Strapi's REST API with the full-access token, each request within `timeoutMs`. */
  private client(pageSize: number) {
    const timeoutMs = this.options.timeoutMs ?? 10_000;
    return exportClient({
      from: this.cmsUrl,
      token: this.options.token,
      pageSize,
      timeoutMs,
      drafts: this.options.drafts !== undefined,
    });
  }

  /**
   * Reads Strapi whole and switches to it when it changed; true when it did. One at a time: a call during a sync
   * runs one more after it (the change it announces may have come too late for the running one).
   */
  sync(): Promise<boolean> {
    if (this.running) {
      this.rerun = true;
      return this.running;
    }
    const run = this.read()
      .then((changed) => {
        if (this.fallback) this.log.info('CMS reachable again: serving its current content');
        this.fallback = false;
        return changed;
      })
      .catch((error: unknown) => {
        if (!this.fallback) this.log.warn(`CMS sync failed, serving the last good content: ${String(error)}`);
        this.fallback = true;
        return false;
      })
      .finally(() => {
        this.running = null;
        if (this.rerun && !this.stopped) {
          this.rerun = false;
          void this.sync();
        }
      });
    this.running = run;
    return run;
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

  private async read(): Promise<boolean> {
    const startedAt = (this.startedAt = Date.now());
    const settings = await this.options.settings();
    const client = this.client(settings.pageSize);
    const content = await readBundleContent(client, settings);
    // Without them a password world would be open to anyone, and a login could not be checked: no snapshot.
    const secrets = await fetchWorldSecrets(client);
    const withoutSecret = worldsWithoutSecret(bundleWorlds(content.files), new Set(Object.keys(secrets)));
    if (withoutSecret.length > 0) {
      const message = `world(s) ${withoutSecret.join(', ')} protected by a password that Strapi holds no hash of`;
      this.log.error(`CMS content not taken: ${message}`);
      throw new Error(message);
    }
    const files = new Map(content.files)
      .set('server/world-secrets.json', secrets)
      .set('server/user-states.json', await fetchUserStates(client));
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([...files].sort(([a], [b]) => (a < b ? -1 : 1))))
      .digest('hex');
    if (fingerprint !== this.fingerprint) await this.switchTo(files, content.media, fingerprint);
    this.syncedAt = Date.now();
    this.usersKnownAt = startedAt;
    if (!this.options.drafts) void this.prefetch();
    return true;
  }

  private async switchTo(files: ReadonlyMap<string, unknown>, media: Set<string>, fingerprint: string) {
    const name = `${Date.now()}-${process.pid}`;
    const snapshot = join(this.options.dir, 'snapshots', name);
    await writeBundleFiles(snapshot, files);
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
    this.log.info(`CMS content updated (${files.size} files, ${media.size} media)`);
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

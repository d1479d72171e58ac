import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify } from 'jose';
import { CmsMirror, type CmsMirrorOptions } from './cms-mirror';
import { ContentAccess } from './content-access';
import { StrapiError } from './errors';
import type { JsonFileCache } from './json-cache';
import { ContentBundle } from './strapi-bundle';
import type { Rights } from './world-rights';

/** The header the client sends its preview key in; media, which cannot send one, carry `?preview=`. */
export const PREVIEW_HEADER = 'x-preview';
/** The audience of the keys "Open in showroom" signs (cms/src/utils/preview.js). */
const AUDIENCE = 'vf-preview';
/** What a preview may see: every world. */
export const EDITOR_RIGHTS: Rights = { loggedIn: true, worlds: [], editor: true };

const expired = () => new StrapiError(401, 'UnauthorizedError', 'The preview has expired: open it again from the CMS');

/**
 * An editor's preview of drafts (issue 32, point 6). "Open in showroom" on a draft in the CMS opens the showroom with
 * `?preview=<key>`, an HS256 JWT for an hour signed with the secret both share (CMS_PREVIEW_SECRET); the client sends
 * it with every content request. A request with a valid key is answered from Strapi's drafts, mirrored apart from
 * what is published (a second CmsMirror reading `status=draft`), with every world open and nothing kept by any
 * cache; without one, from what is published, as always. A key that is not valid (forged, expired, or no secret on
 * this server) is refused: what is served could only be taken for the draft.
 *
 * The drafts are read when the first preview asks (a whole read of Strapi: seconds, more under load), then kept
 * beside what is published and read again whenever the webhook says something changed (the changed endpoints first,
 * CmsMirror.requestSync): a preview waits only for a read under way or due (a change came after the last read
 * began). Without the webhook (no CMS_WEBHOOK_SECRET)
 * nothing says when a draft changed: each newer key (opened after the editor's last save) waits for a read of its
 * own.
 */
export class DraftPreview {
  readonly bundle: ContentBundle;
  readonly access: ContentAccess;
  /** When the webhook last said something changed (ms); null: no webhook. */
  private changedAt: number | null;
  private started = false;

  constructor(
    private readonly secret: Uint8Array,
    readonly mirror: CmsMirror,
    webhook: boolean,
    cache: JsonFileCache,
    defaultLocale: string,
    logError: (message: string) => void,
  ) {
    this.bundle = new ContentBundle(mirror.contentDir, cache, defaultLocale);
    this.access = new ContentAccess(this.bundle, cache, mirror.contentDir, logError);
    this.changedAt = webhook ? 0 : null;
  }

  /** When a valid key was issued (ms), else null. */
  private async issuedAt(key: string): Promise<number | null> {
    try {
      const { payload } = await jwtVerify(key, this.secret, { algorithms: ['HS256'], audience: AUDIENCE });
      return typeof payload.exp === 'number' && typeof payload.iat === 'number' ? payload.iat * 1000 : null;
    } catch {
      return null;
    }
  }

  /**
   * The drafts for `key`, read since the last change the webhook told of, or without the webhook since the key was
   * issued (its `iat` is in seconds: a read that began within that second may predate the save). Throws 401 for a
   * key that is not valid, 503 when the drafts cannot be read.
   */
  async open(key: string): Promise<this> {
    const issuedAt = await this.issuedAt(key);
    if (issuedAt === null) throw expired();
    if (!this.started) {
      this.started = true;
      this.mirror.start();
    }
    await this.mirror.caughtUp(this.changedAt ?? issuedAt + 1000);
    if (!this.mirror.ready) throw new StrapiError(503, 'ServiceUnavailableError', 'The drafts are not available');
    return this;
  }

  /** Something changed in Strapi (the webhook), in the endpoints `paths` when it says which: read again, once previewed. */
  changed(paths?: readonly string[]): void {
    this.changedAt = Date.now();
    if (this.started) this.mirror.requestSync(paths);
  }
}

/** The preview key of a request: its header, else (media) its `preview` query parameter. */
export function previewKey(request: FastifyRequest): string | null {
  const header = request.headers[PREVIEW_HEADER];
  if (typeof header === 'string' && header) return header;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.preview === 'string' && query.preview ? query.preview : null;
}

/**
 * The preview a request asks for, ready, or null when it asks for none. A request that asks for one where the
 * server has none (no CMS, no secret) is refused like one with a bad key. The answer is the editor's alone.
 */
export async function requestPreview(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<DraftPreview | null> {
  const key = previewKey(request);
  if (key === null) return null;
  if (!app.preview) {
    request.log.warn('preview asked for, but this server has no CMS_PREVIEW_SECRET: refused');
    throw expired();
  }
  reply.header('Cache-Control', 'no-store');
  reply.header('X-Robots-Tag', 'noindex');
  return app.preview.open(key);
}

/**
 * The drafts' mirror beside the published one (`options`: that one's, `dir` its own folder), sharing its media; null
 * without a secret to check keys with.
 */
export function draftPreview(
  app: FastifyInstance,
  secrets: { preview: string | undefined; webhook: string | undefined },
  options: CmsMirrorOptions & { mediaDir: string },
  cache: JsonFileCache,
  defaultLocale: string,
): DraftPreview | null {
  if (!secrets.preview) return null;
  const { mediaDir, ...mirrorOptions } = options;
  const mirror = new CmsMirror({ ...mirrorOptions, drafts: { mediaDir } });
  app.addHook('onClose', () => mirror.stop());
  const secret = new TextEncoder().encode(secrets.preview);
  return new DraftPreview(secret, mirror, Boolean(secrets.webhook), cache, defaultLocale, (message) =>
    app.log.error(message),
  );
}

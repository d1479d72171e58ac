import type { CmsMirror } from './cms-mirror';
import type { ContentAccess } from './content-access';
import type { JsonFileCache } from './json-cache';
import type { DraftPreview } from './preview';
import type { Revocations } from './revocations';
import type { ContentBundle } from './strapi-bundle';
import type { Tokens } from './tokens';
import type { Users } from './users';

/** Where the server reads from. */
export interface ShowroomDirs {
  /** The bundle, or the CMS mirror's current snapshot. */
  content: string;
  /** The uploads served under /box-api/uploads: the bundle's, or the CMS mirror's media cache. */
  media: string;
  /** The built client. */
  dist: string;
}

/**
 * What the route plugins share, decorated on the Fastify instance by buildServer (server/app.ts) and reached as
 * `app.<name>` in a plugin or `request.server.<name>` in a handler.
 */
declare module 'fastify' {
  interface FastifyInstance {
    dirs: ShowroomDirs;
    jsonCache: JsonFileCache;
    /** The content as Strapi would answer it. */
    bundle: ContentBundle;
    /** What each set of rights may see of the bundle. */
    access: ContentAccess;
    /** Strapi behind the server (`CMS_URL`); null: the bundle alone. */
    cms: CmsMirror | null;
    /** Editors' previews of Strapi's drafts (`CMS_PREVIEW_SECRET`); null: none. */
    preview: DraftPreview | null;
    tokens: Tokens;
    users: Users;
    revocations: Revocations;
    /** The build's app-settings.json as an object; null when it is missing or malformed. */
    clientSettings: () => Promise<Record<string, unknown> | null>;
  }
}

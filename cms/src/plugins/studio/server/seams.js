'use strict';

const { execFile } = require('node:child_process');
const fs = require('node:fs/promises');
const os = require('node:os');
const path = require('node:path');

/**
 * The seam check for editors (issue 33, point 4; the tour check of issue 32, point 4), admin routes under /studio:
 * - `POST /seams` `{ pairs }`: the seams the editor's map lists (src/domain/seams.ts, in the admin), compared by the
 *   media pipeline's command line (`scripts/media.ts seams --pairs`) in a child process at low priority, one check at
 *   a time, over the files in Strapi's public folder; each mismatch with a picture of its two sides;
 * - `GET /seams/pictures/:name`: such a picture, from the last check;
 * - `POST /seams/adopt` `{ transition, location, key }`: "take the clip's last frame as the location's still": the
 *   last frame of the transition's clip (its 1080p or 720p rendition where the pipeline made one, else the file), at
 *   its full size, uploaded as a new picture and set as the image of the location's background `key` (the one a
 *   landscape screen shows), in its draft: the background is every locale's; the editor publishes.
 */

const LOCATION = 'api::content-location.content-location';
const TRANSITION = 'api::content-transition.content-transition';
const policies = (...actions) => [
  'admin::isAuthenticatedAdmin',
  { name: 'admin::hasPermissions', config: { actions } },
];
const read = (uid) => ['plugin::content-manager.explorer.read', uid];

const routes = [
  {
    method: 'POST',
    path: '/seams',
    handler: 'seams.check',
    config: { policies: policies(read(LOCATION), read(TRANSITION)) },
  },
  {
    method: 'GET',
    path: '/seams/pictures/:name',
    handler: 'seams.picture',
    config: { policies: policies(read(LOCATION), read(TRANSITION)) },
  },
  {
    method: 'POST',
    path: '/seams/adopt',
    handler: 'seams.adopt',
    config: {
      policies: policies(
        read(TRANSITION),
        ['plugin::content-manager.explorer.update', LOCATION],
        ['plugin::upload.assets.create'],
      ),
    },
  },
];

/** The repository's root (cms/src/plugins/studio/server is five folders down): the media pipeline lives there. */
const REPO = path.resolve(__dirname, '../../../../..');
/** A check of a large tour's thousands of seams decodes each picture once: minutes at most. */
const CHECK_TIMEOUT_MS = 10 * 60_000;
const PICTURE = /^[\w.-]+\.jpg$/;

/** Runs `scripts/media.ts <args>` under `nice`; resolves with its exit code, stdout and stderr. */
function media(args, timeout) {
  return new Promise((resolve) => {
    execFile(
      'nice',
      ['-n', '19', process.execPath, '--import', 'tsx', 'scripts/media.ts', ...args],
      { cwd: REPO, timeout, maxBuffer: 256 * 1024 * 1024, killSignal: 'SIGTERM' },
      (error, stdout, stderr) => resolve({ code: error ? (error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The last line media.ts wrote on stderr: its message. */
const lastLine = (text) => text.trim().split('\n').at(-1) ?? '';

/** A seam as the admin sent it: only its own fields, so the child reads nothing else. */
function seamOf(pair) {
  const side = (value) =>
    value && typeof value.url === 'string' && ['first', 'last'].includes(value.at)
      ? { url: value.url, at: value.at }
      : null;
  if (!pair || typeof pair.transition !== 'string' || !['start', 'end', 'chain'].includes(pair.kind)) return null;
  const clip = side(pair.clip);
  const other = side(pair.other);
  if (!clip || !other) return null;
  const location = typeof pair.location === 'string' ? pair.location : '';
  return { transition: pair.transition, kind: pair.kind, location, next: pair.next, clip, other };
}

const controller = ({ strapi }) => {
  /** The folder of the last check's pictures; a check runs alone. */
  let pictures = null;
  let running = false;

  return {
    async check(ctx) {
      const pairs = Array.isArray(ctx.request.body?.pairs) ? ctx.request.body.pairs.map(seamOf) : null;
      if (!pairs || pairs.includes(null)) return ctx.badRequest('{ pairs }: the seams of src/domain/seams.ts');
      if (running) return ctx.throw(409, 'a seam check is running');
      running = true;
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-seams-'));
      try {
        const list = path.join(dir, 'pairs.json');
        await fs.writeFile(list, JSON.stringify(pairs));
        const out = path.join(dir, 'pictures');
        const publicDir = strapi.dirs.static.public;
        const args = ['seams', '--bundle', publicDir, '--pairs', list, '--out', out, '--json'];
        const { code, stdout, stderr } = await media(args, CHECK_TIMEOUT_MS);
        if (code !== 0 && code !== 1) {
          strapi.log.error(`[studio] seam check failed (${code}): ${stderr}`);
          return ctx.throw(422, lastLine(stderr) || `the seam check stopped (${code})`);
        }
        const { threshold, seams } = JSON.parse(stdout);
        if (pictures) await fs.rm(pictures, { recursive: true, force: true });
        pictures = dir;
        ctx.body = {
          data: {
            threshold,
            seams: seams.map((seam) => ({ ...seam, picture: seam.picture ? path.basename(seam.picture) : null })),
          },
        };
      } catch (error) {
        if (pictures !== dir) await fs.rm(dir, { recursive: true, force: true });
        throw error;
      } finally {
        running = false;
      }
    },

    async picture(ctx) {
      const { name } = ctx.params;
      if (!pictures || !PICTURE.test(name)) return ctx.notFound();
      try {
        ctx.body = await fs.readFile(path.join(pictures, 'pictures', name));
        ctx.type = 'image/jpeg';
      } catch {
        return ctx.notFound();
      }
    },

    async adopt(ctx) {
      const { transition, location, key } = ctx.request.body ?? {};
      if (![transition, location, key].every((value) => typeof value === 'string' && value))
        return ctx.badRequest(
          '{ transition, location, key }: a transition and a location by payloadId, a background key',
        );
      const clip = await strapi.documents(TRANSITION).findFirst({
        filters: { payloadId: transition },
        populate: { background: { populate: { video: true } } },
      });
      const video = clip?.background?.video;
      if (!video?.url?.startsWith('/uploads/')) return ctx.badRequest(`${transition} has no clip of its own`);
      const room = await strapi.documents(LOCATION).findFirst({
        filters: { payloadId: location },
        populate: { background: { populate: { image: true, video: true, options: true } } },
      });
      const backgrounds = room?.background ?? [];
      if (!backgrounds.some((entry) => entry.key === key))
        return ctx.badRequest(`${location} has no background ${key}`);

      const played = video.formats?.video_1080 ?? video.formats?.video_720 ?? video;
      const source = path.join(strapi.dirs.static.public, played.url);
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-still-'));
      try {
        const name = `still-${location}-from-${transition}.jpg`;
        const file = path.join(dir, name);
        const made = await media(['frame', source, '--at', 'last', '--out', file], 60_000);
        if (made.code !== 0) {
          strapi.log.error(`[studio] no last frame of ${transition}: ${made.stderr}`);
          return ctx.throw(422, lastLine(made.stderr) || 'no frame');
        }
        const { size } = await fs.stat(file);
        const [image] = await strapi
          .plugin('upload')
          .service('upload')
          .upload({
            data: { fileInfo: { name, alternativeText: room.title ?? location } },
            files: { filepath: file, originalFilename: name, mimetype: 'image/jpeg', size },
          });
        const mediaId = (value) => value?.id ?? null;
        const background = backgrounds.map(({ id, key: entryKey, type, video: clipOf, image: still, options }) => ({
          id,
          key: entryKey,
          type,
          video: mediaId(clipOf),
          image: entryKey === key ? image.id : mediaId(still),
          options,
        }));
        await strapi
          .documents(LOCATION)
          .update({ documentId: room.documentId, locale: room.locale, data: { background } });
        strapi.log.info(
          `[studio] ${location}'s still ${key} is now the last frame of ${transition} (file ${image.id})`,
        );
        ctx.body = { data: { image: { id: image.id, url: image.url } } };
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    },
  };
};

module.exports = { controller, routes };

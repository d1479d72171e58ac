'use strict';

const { spawn } = require('node:child_process');
const { createReadStream, createWriteStream } = require('node:fs');
const { mkdtemp, rm, stat } = require('node:fs/promises');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { Readable } = require('node:stream');
const { pipeline } = require('node:stream/promises');

/**
 * The media pipeline in Strapi (issue 33, point 2). Every video uploaded (or replaced) through the upload plugin gets a
 * job, a row of `plugin::studio.media-job` keyed by the file's id: `queued`, `processing` (with `progress` in percent),
 * `ready` or `failed` (`reason`, the report's code, and its English `message`). The rows are the queue: one job runs
 * at a time, the oldest queued first, in a child process `nice -n 19 node --import tsx scripts/media.ts process ...`
 * (ffmpeg inherits the niceness; the script's own time limit, MEDIA_TIMEOUT_SECONDS, kills ffmpeg, and a watchdog a
 * minute later kills the script). A job that was queued or processing when Strapi stopped runs again at the next start.
 *
 * The kind is decided when the job starts, from where the file is linked: a transition's clip (`transition.background`)
 * is a `transition`, a location's background video (`location.background`) a `background`, anything else `media`
 * (the widest of them wins). Saving a location or transition that links a video whose finished (or running) job was of
 * a narrower kind runs it again as the wider one.
 *
 * A ready job's outputs are uploaded through the upload provider and recorded in the file's `formats`, shaped like
 * Strapi's image formats (`video_2160`, `video_1080`, `video_720`, `poster`, `first_frame`, `last_frame`); Strapi
 * deletes them with the file. Until then (and after a failure) `formats` has none of these keys and the original, which
 * is never changed, is served.
 */

const FILE = 'plugin::upload.file';
const JOB = 'plugin::studio.media-job';
const LOCATION = 'api::content-location.content-location';
const TRANSITION = 'api::content-transition.content-transition';

const ROLES = ['video_2160', 'video_1080', 'video_720', 'poster', 'first_frame', 'last_frame'];
const KIND_RANK = { media: 0, background: 1, transition: 2 };
/** The component that links a video, and the kind that link asks for. */
const KIND_OF_COMPONENT = { 'transition.background': 'transition', 'location.background': 'background' };
const ROOT = path.resolve(__dirname, '..', '..', '..', '..', '..');
const SCRIPT = path.join(ROOT, 'scripts', 'media.ts');
/** The script's own limit (scripts/media.ts), for the watchdog. */
const DEFAULT_TIMEOUT_SECONDS = 7200;

const isVideo = (file) => typeof file?.mime === 'string' && file.mime.startsWith('video/');

/** Kilobytes with two decimals, as Strapi's upload plugin counts a file's `size`. */
const kilobytes = (bytes) => Math.round((bytes / 1000) * 100) / 100;

/** The widest kind among the components that link a file (`media` when none asks for more). */
function kindOf(componentTypes) {
  let kind = 'media';
  for (const type of componentTypes) {
    const wanted = KIND_OF_COMPONENT[type];
    if (wanted && KIND_RANK[wanted] > KIND_RANK[kind]) kind = wanted;
  }
  return kind;
}

/** `formats` without the pipeline's keys: null when nothing is left (what Strapi stores for a video). */
function withoutRenditions(formats) {
  if (!formats || typeof formats !== 'object') return null;
  const kept = Object.fromEntries(Object.entries(formats).filter(([key]) => !ROLES.includes(key)));
  return Object.keys(kept).length > 0 ? kept : null;
}

/**
 * A format entry for one output of the report (media/report.ts `MediaOutput`) of `file`, before the provider has
 * stored it (the provider sets `url`).
 */
function formatEntry(file, output) {
  const ext = path.extname(output.file).toLowerCase();
  const image = ext === '.jpg';
  return {
    name: `${output.role}_${path.basename(file.name, path.extname(file.name))}${ext}`,
    hash: `${output.role}_${file.hash}`,
    ext,
    mime: image ? 'image/jpeg' : 'video/mp4',
    width: output.width,
    height: output.height,
    size: kilobytes(output.bytes),
    sizeInBytes: output.bytes,
    url: null,
    path: null,
  };
}

/** The last `progress N%` of a chunk of the script's stderr, or null. */
function lastProgress(text) {
  const all = [...text.matchAll(/^progress (\d{1,3})%$/gm)];
  return all.length > 0 ? Math.min(100, Number(all[all.length - 1][1])) : null;
}

/** The report the script printed (media/report.ts), or null when it printed none (a crash, bad arguments). */
function parseReport(stdout) {
  try {
    const report = JSON.parse(stdout);
    return report && (report.status === 'ready' || report.status === 'failed') ? report : null;
  } catch {
    return null;
  }
}

/** The video files a location's or transition's saved data links (ids; the admin sends ids or `{ id }`). */
function linkedVideoIds(data) {
  const background = data?.background;
  const entries = Array.isArray(background) ? background : background ? [background] : [];
  return entries
    .map((entry) => entry?.video)
    .map((video) => (Number.isInteger(video) ? video : Number.isInteger(video?.id) ? video.id : null))
    .filter((id) => id !== null);
}

function createMediaJobs(strapi) {
  const jobs = () => strapi.db.query(JOB);
  const log = strapi.log;
  /** The job running now: `{ file, child, cancelled }`. */
  let running = null;
  let stopped = false;

  async function enqueue(fileId) {
    const now = new Date();
    const data = { status: 'queued', progress: 0, reason: null, message: null, warnings: null, queuedAt: now };
    const existing = await jobs().findOne({ where: { file: fileId } });
    if (existing) await jobs().update({ where: { id: existing.id }, data });
    else await jobs().create({ data: { file: fileId, ...data } });
    cancel(fileId);
    pump();
  }

  /** Stops the running job of `fileId` (its result is dropped). */
  function cancel(fileId) {
    if (running?.file !== fileId) return;
    running.cancelled = true;
    running.child?.kill('SIGTERM');
  }

  async function forget(fileId) {
    cancel(fileId);
    await jobs().deleteMany({ where: { file: fileId } });
  }

  /** The components linking `fileId` (the upload plugin's morph table). */
  async function componentTypes(fileId) {
    const { joinTable } = strapi.db.metadata.get(FILE).attributes.related;
    const rows = await strapi.db
      .connection(joinTable.name)
      .where(joinTable.joinColumn.name, fileId)
      .select(joinTable.morphColumn.typeColumn.name);
    return rows.map((row) => row[joinTable.morphColumn.typeColumn.name]);
  }

  /** A video newly linked where a wider kind is wanted: its finished or running job runs again. */
  async function relink(fileId) {
    const job = await jobs().findOne({ where: { file: fileId } });
    if (!job || (job.status !== 'ready' && job.status !== 'processing')) return;
    const kind = kindOf(await componentTypes(fileId));
    if (KIND_RANK[kind] > KIND_RANK[job.kind ?? 'media']) await enqueue(fileId);
  }

  function pump() {
    if (running || stopped) return;
    running = { file: null, child: null, cancelled: false };
    next()
      .catch((error) => log.error(`[media jobs] ${error.stack ?? error}`))
      .finally(() => {
        const more = running.file !== null;
        running = null;
        if (more) pump();
      });
  }

  /** Runs the oldest queued job, if any. */
  async function next() {
    const [job] = await jobs().findMany({
      where: { status: 'queued' },
      orderBy: [{ queuedAt: 'asc' }, { id: 'asc' }],
      limit: 1,
    });
    if (!job) return;
    running.file = job.file;
    const file = await strapi.db.query(FILE).findOne({ where: { id: job.file } });
    if (!file || !isVideo(file)) {
      await jobs().delete({ where: { id: job.id } });
      return;
    }
    const kind = kindOf(await componentTypes(file.id));
    const startedAt = new Date();
    await jobs().update({ where: { id: job.id }, data: { status: 'processing', kind, progress: 0, startedAt } });
    const work = await mkdtemp(path.join(tmpdir(), 'studio-media-'));
    try {
      const source = await localCopy(file, work).catch((error) => {
        log.warn(`[media jobs] file ${file.id} (${file.name}): ${error.message}`);
        return null;
      });
      if (!source) {
        await finish(job.id, {
          status: 'failed',
          reason: 'not_found',
          message: `the original ${file.url} cannot be read`,
        });
        return;
      }
      const out = path.join(work, 'out');
      const { report, stderr } = await runScript(source, out, kind, job.id);
      if (running.cancelled || stopped) return;
      // A replace or a delete while it ran makes the result stale: the row was queued again or is gone.
      const current = await jobs().findOne({ where: { id: job.id } });
      if (current?.status !== 'processing' || new Date(current.startedAt).getTime() !== startedAt.getTime()) return;
      if (report?.status === 'ready') {
        const formats = await store(file, report, out);
        const fresh = await strapi.db.query(FILE).findOne({ where: { id: file.id } });
        if (!fresh) return;
        await strapi.db.query(FILE).update({
          where: { id: file.id },
          data: { formats: { ...withoutRenditions(fresh.formats), ...formats } },
        });
        await finish(job.id, { status: 'ready', progress: 100, warnings: report.warnings });
      } else {
        const reason = report?.reason ?? 'transcode_failed';
        const message = report?.message ?? (stderr.trim().split('\n').slice(-5).join('\n') || 'the job stopped');
        log.warn(`[media jobs] file ${file.id} (${file.name}): ${reason}: ${message}`);
        await finish(job.id, { status: 'failed', reason, message, warnings: report?.warnings ?? null });
      }
    } catch (error) {
      // Strapi's side failed (the provider, the database): the row says so rather than stay `processing`.
      await finish(job.id, { status: 'failed', reason: 'transcode_failed', message: String(error.message ?? error) });
      throw error;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  const finish = (id, data) => jobs().update({ where: { id }, data: { ...data, finishedAt: new Date() } });

  /** The original as a local file: the local provider's own, else downloaded into `work`. */
  async function localCopy(file, work) {
    if (file.url.startsWith('/')) {
      const local = path.join(strapi.dirs.static.public, file.url);
      await stat(local);
      return local;
    }
    const copy = path.join(work, `source${file.ext}`);
    const response = await fetch(file.url);
    if (!response.ok || !response.body) throw new Error(`download of ${file.url}: ${response.status}`);
    await pipeline(Readable.fromWeb(response.body), createWriteStream(copy));
    return copy;
  }

  /** One run of scripts/media.ts; its progress goes to the job's row. */
  function runScript(source, out, kind, jobId) {
    const args = [
      '-n',
      '19',
      process.execPath,
      '--import',
      'tsx',
      SCRIPT,
      'process',
      source,
      '--out',
      out,
      '--kind',
      kind,
    ];
    const child = spawn('nice', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    running.child = child;
    const timeout = Number(process.env.MEDIA_TIMEOUT_SECONDS) || DEFAULT_TIMEOUT_SECONDS;
    const watchdog = setTimeout(() => child.kill('SIGKILL'), (timeout + 60) * 1000);
    let stdout = '';
    let stderr = '';
    let shown = 0;
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-20_000);
      const progress = lastProgress(String(chunk));
      if (progress !== null && progress >= shown + 5) {
        shown = progress;
        jobs()
          .update({ where: { id: jobId }, data: { progress } })
          .catch(() => {});
      }
    });
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(watchdog);
        resolve({ report: parseReport(stdout), stderr });
      };
      child.on('error', (error) => {
        stderr += `\n${error.message}`;
        done();
      });
      child.on('close', done);
    });
  }

  /** The report's outputs through the upload provider: the `formats` entries. */
  async function store(file, report, out) {
    const provider = strapi.plugin('upload').service('provider');
    const formats = {};
    for (const output of report.outputs) {
      const entry = formatEntry(file, output);
      const upload = { ...entry, getStream: () => createReadStream(path.join(out, output.file)) };
      await provider.upload(upload);
      formats[output.role] = { ...entry, url: upload.url };
    }
    return formats;
  }

  return {
    enqueue,
    forget,
    relink,
    /** Jobs queued or running when Strapi stopped run again. */
    async resume() {
      await jobs().updateMany({ where: { status: 'processing' }, data: { status: 'queued', progress: 0 } });
      pump();
    },
    /** Stops the running job (Strapi is shutting down: the row stays `processing` and runs again at start). */
    stop() {
      stopped = true;
      running?.child?.kill('SIGTERM');
    },
  };
}

/**
 * Starts the queue: the upload plugin's files are watched (a video created, a file's bytes replaced, a file deleted)
 * and jobs interrupted by the last stop run again. Called after the demo import (its clips are already fit and are
 * served as they are).
 */
async function startMediaJobs(strapi) {
  const media = createMediaJobs(strapi);
  const failed = (error) => strapi.log.error(`[media jobs] ${error.stack ?? error}`);
  strapi.db.lifecycles.subscribe({
    models: [FILE],
    afterCreate(event) {
      if (isVideo(event.result)) media.enqueue(event.result.id).catch(failed);
    },
    afterUpdate(event) {
      // A replace writes new bytes (`sizeInBytes`); the pipeline's own update writes only `formats`.
      if (!event.result || event.params?.data?.sizeInBytes === undefined) return;
      (isVideo(event.result) ? media.enqueue(event.result.id) : media.forget(event.result.id)).catch(failed);
    },
    afterDelete(event) {
      const id = event.result?.id ?? event.params?.where?.id;
      if (Number.isInteger(id)) media.forget(id).catch(failed);
    },
  });
  await media.resume();
  return media;
}

/**
 * A document middleware (registered in `register`, before the queue starts): a saved location or transition that
 * links a video may widen its job's kind (`relink`). `media()` is the running queue, null before it starts.
 */
function widenOnSave(media) {
  return async (context, next) => {
    const result = await next();
    const queue = media();
    if (
      queue &&
      (context.uid === LOCATION || context.uid === TRANSITION) &&
      ['create', 'update'].includes(context.action)
    ) {
      for (const id of linkedVideoIds(context.params?.data)) {
        await queue.relink(id).catch((error) => strapi.log.error(`[media jobs] ${error.stack ?? error}`));
      }
    }
    return result;
  };
}

const routes = [
  {
    method: 'GET',
    path: '/media-jobs',
    handler: 'mediaJobs.list',
    config: {
      policies: [
        'admin::isAuthenticatedAdmin',
        { name: 'admin::hasPermissions', config: { actions: ['plugin::upload.read'] } },
      ],
    },
  },
];

const controller = ({ strapi }) => ({
  /**
   * `GET /studio/media-jobs[?files=1,2]`: every job (or those of the files asked for), newest first, with its file's
   * name, mime, url and the pipeline's formats: `{ results: [{ file: { id, name, ... }, status, progress, reason,
   * message, warnings, kind, queuedAt, startedAt, finishedAt }] }`.
   */
  async list(ctx) {
    const asked =
      typeof ctx.query.files === 'string'
        ? ctx.query.files.split(',').map(Number).filter(Number.isInteger).slice(0, 100)
        : null;
    const rows = await strapi.db.query(JOB).findMany({
      where: asked ? { file: { $in: asked } } : {},
      orderBy: [{ queuedAt: 'desc' }, { id: 'desc' }],
      limit: 200,
    });
    const files = await strapi.db.query(FILE).findMany({ where: { id: { $in: rows.map((row) => row.file) } } });
    const byId = new Map(files.map((file) => [file.id, file]));
    ctx.body = {
      results: rows
        .filter((row) => byId.has(row.file))
        .map(({ id: _id, file, ...job }) => {
          const { id, documentId, name, mime, url, formats } = byId.get(file);
          const made = Object.fromEntries(Object.entries(formats ?? {}).filter(([key]) => ROLES.includes(key)));
          return { ...job, file: { id, documentId, name, mime, url, formats: made } };
        }),
    };
  },
});

module.exports = {
  startMediaJobs,
  widenOnSave,
  routes,
  controller,
  ROLES,
  formatEntry,
  kindOf,
  lastProgress,
  linkedVideoIds,
  parseReport,
  withoutRenditions,
};

import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { uploadFormats } from '../../media/formats.ts';
import { processMedia } from '../../media/process.ts';

interface ClipUpload {
  name: string;
  hash: string;
  url: string;
  formats: Record<string, unknown> | null;
}

interface TransitionJson {
  payloadId: string;
  background: { video: ClipUpload | null };
}

/**
 * The clips the demo puts through the pipeline: the move from the start to the lobby (its next arrow) and back,
 * 1080p clips, so each gets a 1080p and a 720p rendition and a phone and a wall choose apart on the first move most
 * visitors make. The budget holds no more: with their pictures these two add 4.3 MB; the other two 1080p clips
 * (entrance and hall, busier pictures) would add 8.3 MB more, and a 720p clip gets one rendition of its own size,
 * 0.9 MB with its pictures, 36 MB for the 40 of them: content/demo has to stay within 60 MB.
 */
export const PROCESSED_CLIPS: ReadonlySet<string> = new Set([
  'factory-entrance--factory-lobby',
  'factory-lobby--factory-entrance',
]);

/**
 * The clips of a bundle's transitions put through the media pipeline as Strapi does on upload (issue 33): the
 * clip of each transition `select` names, unless it has `formats` already, is processed once, its outputs stored
 * as `uploads/<hash><ext>` and recorded in its `formats` (media/formats.ts) in every locale's
 * `api/content-transitions`. Returns the files written.
 */
export async function addRenditions(bundle: string, select: ReadonlySet<string>): Promise<string[]> {
  const dir = path.join(bundle, 'api', 'content-transitions');
  const files = (await readdir(dir)).filter((file) => file.endsWith('.json'));
  const read = async (file: string) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as TransitionJson[];
  const formatsOf = new Map<string, Record<string, unknown>>();
  const written: string[] = [];
  const jobs = await mkdtemp(path.join(tmpdir(), 'vf-demo-renditions-'));
  try {
    for (const file of files) {
      for (const { payloadId, background } of await read(file)) {
        const clip = background.video;
        if (!clip || clip.formats || formatsOf.has(clip.hash) || !select.has(payloadId)) continue;
        const out = path.join(jobs, clip.hash);
        const report = await processMedia(path.join(bundle, clip.url), { outDir: out, kind: 'transition' });
        if (report.status !== 'ready') throw new Error(`${clip.name}: ${report.reason}: ${report.message}`);
        const formats: Record<string, unknown> = {};
        for (const { role, file: output, format } of uploadFormats(report, clip)) {
          const name = `${format.hash}${format.ext}`;
          await copyFile(path.join(out, output), path.join(bundle, 'uploads', name));
          formats[role] = format;
          written.push(name);
        }
        formatsOf.set(clip.hash, formats);
      }
    }
  } finally {
    await rm(jobs, { recursive: true, force: true });
  }
  for (const file of files) {
    const transitions = await read(file);
    for (const { background } of transitions) {
      const formats = background.video && formatsOf.get(background.video.hash);
      if (formats) background.video!.formats = formats;
    }
    await writeFile(path.join(dir, file), `${JSON.stringify(transitions, null, 2)}\n`);
  }
  return written;
}

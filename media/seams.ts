import { rm, writeFile } from 'node:fs/promises';
import { ssim } from 'ssim.js';
import { type FrameAt, SEAM_PICTURE_WIDTH, type SeamPair, type SeamSide } from '../src/domain/seams.ts';
import { runBytes } from './run.ts';

/**
 * Seams (issue 33, point 4): where a transition's clip meets a picture a visitor sees just before or after it. Both
 * pictures are scaled to this size and compared by SSIM: enough for a picture's structure (a camera a few degrees
 * off, another room), small enough to compare the thousands of seams of a large tour in seconds.
 */
export const SEAM_PICTURE = { width: SEAM_PICTURE_WIDTH, height: (SEAM_PICTURE_WIDTH * 9) / 16 } as const;

/**
 * Below this mean SSIM a seam is a mismatch. Measured on the demo: its clips meet their stills and each other at
 * 0.978 or more (encoded at CRF 21, compared with JPEG stills); a clip's first frame against another room's still
 * scores 0.11 to 0.20, a still against itself zoomed in by 2 % (a camera a little off) 0.36 to 0.61.
 */
export const SEAM_THRESHOLD = 0.8;

/** A picture as ssim.js reads it: RGBA, row by row. */
export interface SeamPicture {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * The first or last frame of a clip, or a still, at `SEAM_PICTURE`'s size (or another), as ffmpeg decodes it (colour
 * converted from the file's own range and matrix). The last frame: ffmpeg decodes the clip's last second and the
 * last picture of its output is kept.
 */
export async function readFrame(
  ffmpeg: string,
  file: string,
  at: FrameAt,
  signal: AbortSignal,
  { width, height }: { width: number; height: number } = SEAM_PICTURE,
): Promise<SeamPicture> {
  const bytes = await runBytes(
    ffmpeg,
    [
      ...['-v', 'error', '-nostdin'],
      ...(at === 'last' ? ['-sseof', '-1'] : []),
      ...['-i', file, '-an', '-vf', `scale=${width}:${height}:flags=area,format=rgba`],
      ...(at === 'first' ? ['-frames:v', '1'] : []),
      ...['-f', 'rawvideo', 'pipe:1'],
    ],
    signal,
  );
  const size = width * height * 4;
  if (bytes.length < size) throw new Error(`${file}: no picture decoded`);
  return { data: new Uint8ClampedArray(bytes.subarray(bytes.length - size)), width, height };
}

/** How alike two pictures of `SEAM_PICTURE`'s size are: mean SSIM, 1 for the same picture. */
export function similarity(a: SeamPicture, b: SeamPicture): number {
  return ssim(a, b).mssim;
}

/** A compared seam: its pair and how alike its two pictures are. */
export interface SeamResult extends SeamPair {
  similarity: number;
  matches: boolean;
}

/** Where a seam's clip meets the other picture, in words (the command lines' lines). */
export const describeSeam = (seam: SeamPair) =>
  seam.kind === 'chain'
    ? `its end against the start of ${seam.next}`
    : `its ${seam.kind} against the still of ${seam.location}`;

export interface SeamCheckOptions {
  ffmpeg: string;
  /** The local file of an upload's URL (a bundle's folder, a download from the CMS). */
  fileOf: (url: string) => Promise<string>;
  signal: AbortSignal;
  threshold?: number;
}

/**
 * Compares every pair: each picture is decoded once however many seams it is part of. Resolves with every seam,
 * mismatches (similarity under the threshold) first, least alike first.
 */
export async function checkSeams(pairs: readonly SeamPair[], options: SeamCheckOptions): Promise<SeamResult[]> {
  const threshold = options.threshold ?? SEAM_THRESHOLD;
  const pictures = new Map<string, Promise<SeamPicture>>();
  const pictureOf = ({ url, at }: SeamSide) => {
    const key = `${at} ${url}`;
    let picture = pictures.get(key);
    if (!picture) {
      picture = options.fileOf(url).then((file) => readFrame(options.ffmpeg, file, at, options.signal));
      pictures.set(key, picture);
    }
    return picture;
  };
  const results: SeamResult[] = [];
  for (const pair of pairs) {
    const score = similarity(await pictureOf(pair.clip), await pictureOf(pair.other));
    results.push({ ...pair, similarity: score, matches: score >= threshold });
  }
  return results.sort((a, b) => Number(a.matches) - Number(b.matches) || a.similarity - b.similarity);
}

/**
 * The two pictures of a seam side by side, each 640x360, as a JPEG at `out`: what an editor looks at to see how a
 * clip misses its still.
 */
export async function writeSideBySide(
  ffmpeg: string,
  files: readonly [{ file: string; at: FrameAt }, { file: string; at: FrameAt }],
  out: string,
  signal: AbortSignal,
): Promise<void> {
  const size = { width: 640, height: 360 };
  const [left, right] = await Promise.all(files.map(({ file, at }) => readFrame(ffmpeg, file, at, signal, size)));
  const row = size.width * 4;
  const both = Buffer.alloc(row * 2 * size.height);
  for (let y = 0; y < size.height; y++) {
    both.set(left!.data.subarray(y * row, (y + 1) * row), y * row * 2);
    both.set(right!.data.subarray(y * row, (y + 1) * row), y * row * 2 + row);
  }
  const raw = `${out}.rgba`;
  await writeFile(raw, both);
  try {
    const input = ['-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${size.width * 2}x${size.height}`, '-i', raw];
    await runBytes(ffmpeg, ['-v', 'error', '-nostdin', '-y', ...input, '-frames:v', '1', '-q:v', '3', out], signal);
  } finally {
    await rm(raw, { force: true });
  }
}

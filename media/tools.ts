import { createRequire } from 'node:module';
import path from 'node:path';
import { run } from './run.ts';

/** The ffmpeg and ffprobe a job runs, and whether this ffmpeg can tone-map HDR (zscale and tonemap filters). */
export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
  toneMapping: boolean;
}

/** A binary shipped in an npm package beside its package.json (the packages have no module to import). */
function packagedBinary(pkg: string, name: string): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), name);
}

/**
 * The registry's static builds (docs/architecture.md, "Media pipeline", says why these): ffmpeg from
 * @ffmpeg-installer/linux-x64, ffprobe from @ffprobe-installer/linux-x64. The demo's generator encodes with them too.
 */
export function toolPaths(): { ffmpeg: string; ffprobe: string } {
  return {
    ffmpeg: packagedBinary('@ffmpeg-installer/linux-x64', 'ffmpeg'),
    ffprobe: packagedBinary('@ffprobe-installer/linux-x64', 'ffprobe'),
  };
}

/** The pipeline's tools ({@link toolPaths}); asks ffmpeg for its filters once. */
export async function findTools(): Promise<MediaTools> {
  const { ffmpeg, ffprobe } = toolPaths();
  const filters = await run(ffmpeg, ['-hide_banner', '-filters'], AbortSignal.timeout(10_000));
  const has = (filter: string) => new RegExp(`^ \\S+ ${filter} `, 'm').test(filters);
  return { ffmpeg, ffprobe, toneMapping: has('zscale') && has('tonemap') };
}

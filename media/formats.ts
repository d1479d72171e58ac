import path from 'node:path';
import type { OutputRole, ReadyReport } from './report.ts';

/** An output of the pipeline as an entry of the upload's `formats`, shaped like Strapi's image formats. */
export interface UploadFormat {
  name: string;
  hash: string;
  ext: '.mp4' | '.jpg';
  mime: 'video/mp4' | 'image/jpeg';
  width: number;
  height: number;
  /** Kilobytes, as Strapi gives them. */
  size: number;
  sizeInBytes: number;
  url: string;
  path: null;
}

/**
 * The `formats` entries of an upload (`name`, `hash` as Strapi stored it) from the pipeline's report: each output
 * under its role (`video_720`, `poster` ...) with the output's file in the job's folder, to be stored as
 * `uploads/<hash><ext>` (docs/content-model.md, Shared shapes). The showroom reads the videos as renditions.
 */
export function uploadFormats(
  report: ReadyReport,
  upload: { name: string; hash: string },
): { role: OutputRole; file: string; format: UploadFormat }[] {
  const stem = path.parse(upload.name).name;
  return report.outputs.map((output) => {
    const video = output.role.startsWith('video_');
    const ext = video ? '.mp4' : '.jpg';
    const hash = `${output.role}_${upload.hash}`;
    return {
      role: output.role,
      file: output.file,
      format: {
        name: `${output.role}_${stem}${ext}`,
        hash,
        ext,
        mime: video ? 'video/mp4' : 'image/jpeg',
        width: output.width,
        height: output.height,
        size: Math.round(output.bytes / 10.24) / 100,
        sizeInBytes: output.bytes,
        url: `/uploads/${hash}${ext}`,
        path: null,
      },
    };
  });
}

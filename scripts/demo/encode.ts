import { spawn } from 'node:child_process';
import { toolPaths } from '../../media/tools.ts';

/** Runs ffmpeg with the given arguments (quiet, at most two threads), rejecting on a non-zero exit. */
export function ffmpeg(args: string[], stdin?: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn(toolPaths().ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
      stdio: [stdin ? 'pipe' : 'ignore', 'ignore', 'pipe'],
    });
    let err = '';
    p.stderr?.on('data', (d: Buffer) => (err += d.toString()));
    p.on('error', reject);
    p.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg ${args.join(' ')}: ${err}`))));
    if (stdin && p.stdin) p.stdin.end(stdin);
  });
}

export interface JpegOptions {
  width: number;
  height: number;
  /** ffmpeg -q:v (2 best .. 31 worst); 5 is about libjpeg quality 80. */
  q: number;
  /** Crop of the source before scaling: [w, h, x, y]. */
  crop?: [number, number, number, number];
}

/** Downscales a master image to a JPEG (4:2:0, Lanczos). */
export function writeJpeg(input: string, output: string, o: JpegOptions): Promise<void> {
  const filters = [
    ...(o.crop ? [`crop=${o.crop.join(':')}`] : []),
    `scale=${o.width}:${o.height}:flags=lanczos`,
    'format=yuvj420p',
  ];
  return ffmpeg(['-i', input, '-vf', filters.join(','), '-q:v', String(o.q), '-frames:v', '1', output]);
}

/**
 * H.264 settings shared by every clip: yuv420p BT.709 limited range (what browsers assume, so the clip
 * matches the JPEG stills), a keyframe every 15 frames (0.5 s at 30 fps) for quick seeking, faststart.
 */
function h264Args(crf: number): string[] {
  return [
    '-vf',
    'scale=in_range=full:out_range=tv:in_color_matrix=bt601:out_color_matrix=bt709,format=yuv420p',
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    String(crf),
    '-g',
    '15',
    '-keyint_min',
    '15',
    '-sc_threshold',
    '0',
    '-colorspace',
    'bt709',
    '-color_primaries',
    'bt709',
    '-color_trc',
    'bt709',
    '-color_range',
    'tv',
    '-movflags',
    '+faststart',
    '-threads',
    '2',
    '-an',
  ];
}

export interface ClipEncoder {
  frame(jpeg: Buffer): Promise<void>;
  end(): Promise<void>;
}

/** Streams JPEG frames into an H.264 MP4 at `fps`. */
export function clipEncoder(output: string, fps: number, crf: number): ClipEncoder {
  const p = spawn(
    toolPaths().ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'image2pipe',
      '-framerate',
      String(fps),
      '-c:v',
      'mjpeg',
      '-i',
      'pipe:0',
      ...h264Args(crf),
      output,
    ],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let err = '';
  p.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const done = new Promise<void>((resolve, reject) => {
    p.on('error', reject);
    p.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg clip ${output}: ${err}`))));
  });
  return {
    frame: (jpeg) =>
      new Promise((resolve, reject) => {
        if (!p.stdin) return reject(new Error('ffmpeg stdin closed'));
        p.stdin.write(jpeg, (e) => (e ? reject(e) : resolve()));
      }),
    end: async () => {
      p.stdin?.end();
      await done;
    },
  };
}

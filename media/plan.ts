// What a job makes of a probed source, decided without running anything: the renditions and their sizes, the
// frame rate, the filter graph and the encoder's settings.
import type { Probe } from './probe.ts';
import type { MediaKind, MediaWarning, OutputRole } from './report.ts';

export interface Size {
  width: number;
  height: number;
}

interface Tier {
  lines: number;
  role: OutputRole;
  /** x264's constant rate factor, and the peak rate (bits per second) that keeps a start fast on a slow link. */
  crf: number;
  maxrate: number;
}

/** Largest first. 720p is made from every source; the larger ones only from sources that reach them. */
const TIERS: Tier[] = [
  { lines: 2160, role: 'video_2160', crf: 22, maxrate: 16_000_000 },
  { lines: 1080, role: 'video_1080', crf: 21, maxrate: 6_000_000 },
  { lines: 720, role: 'video_720', crf: 21, maxrate: 3_000_000 },
];

/** The box of a tier (16:9 at `lines`), turned to the source's orientation. */
function box(source: Size, lines: number): Size {
  const long = Math.round((lines * 16) / 9);
  return source.width >= source.height ? { width: long, height: lines } : { width: lines, height: long };
}

const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));

/** The source scaled down to fit the tier's box, never up; even sides (4:2:0 needs them). */
export function fitTier(source: Size, lines: number): Size {
  const limit = box(source, lines);
  const scale = Math.min(1, limit.width / source.width, limit.height / source.height);
  return { width: even(source.width * scale), height: even(source.height * scale) };
}

export interface Rendition extends Size {
  role: OutputRole;
  file: string;
  crf: number;
  maxrate: number;
}

/**
 * The renditions of a source: 720p always (a smaller source keeps its size), 1080p and 2160p when the source is at
 * least that large in one of its sides (a 3840x1600 scope film gets 2160p: 3840 wide).
 */
export function renditions(source: Size): Rendition[] {
  return TIERS.filter(({ lines }) => {
    const limit = box(source, lines);
    return lines === 720 || source.width >= limit.width || source.height >= limit.height;
  }).map(({ lines, role, crf, maxrate }) => ({ ...fitTier(source, lines), role, file: `${role}.mp4`, crf, maxrate }));
}

/** Rates a variable-rate clip is made constant at: the film, PAL and NTSC families. */
const STANDARD_RATES: [string, number][] = [
  ['24000/1001', 24000 / 1001],
  ['24', 24],
  ['25', 25],
  ['30000/1001', 30000 / 1001],
  ['30', 30],
  ['50', 50],
  ['60000/1001', 60000 / 1001],
  ['60', 60],
];

export interface FrameRate {
  /** For ffmpeg's fps filter. */
  expr: string;
  value: number;
}

/**
 * The constant rate of the renditions: a constant source keeps its rate, halved while above 60 (what screens show);
 * a variable one gets the standard rate nearest its average.
 */
export function frameRate(fps: number, vfr: boolean): FrameRate {
  let rate = fps > 0 ? fps : 30;
  while (rate > 60) rate /= 2;
  const [expr, value] = STANDARD_RATES.reduce((a, b) => (Math.abs(b[1] - rate) < Math.abs(a[1] - rate) ? b : a));
  if (vfr || Math.abs(value - rate) < rate / 1000) return { expr, value };
  return { expr: String(Math.round(rate * 1000) / 1000), value: rate };
}

/** The video's colour is BT.709, limited range: what browsers assume and what the stills (JPEG) are matched to. */
const BT709 = ['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv'];

/**
 * HDR (PQ or HLG, BT.2020) to SDR BT.709 with zimg: to linear light, the primaries to BT.709, Hable's curve, back
 * to BT.709's transfer. The input's tags are given, as files often leave some out.
 */
function toneMap(probe: Probe): string {
  const { transfer } = probe.facts;
  const { matrix, primaries, range } = probe.colour;
  const input = `tin=${transfer}:min=${matrix ?? 'bt2020nc'}:pin=${primaries ?? 'bt2020'}:rin=${range === 'pc' ? 'pc' : 'tv'}`;
  return (
    `zscale=${input}:t=linear:npl=100,format=gbrpf32le,zscale=p=bt709,tonemap=tonemap=hable:desat=0,` +
    'zscale=t=bt709:m=bt709:r=tv,format=yuv420p'
  );
}

/** ffprobe's names of YUV matrices, as the scale filter spells them. */
const SCALE_MATRICES: Record<string, string> = {
  bt709: 'bt709',
  smpte170m: 'smpte170m',
  bt470bg: 'bt470',
  bt2020nc: 'bt2020',
  bt2020c: 'bt2020',
  fcc: 'fcc',
  smpte240m: 'smpte240m',
};

/**
 * The scale filter's reading of the source's colour. Stated, since swscale takes an untagged picture for BT.601:
 * an untagged HD clip is BT.709 (as players take it), an SD one BT.601; phones often record full range.
 */
function scaleInput(probe: Probe): string {
  const { matrix, range } = probe.colour;
  const known = matrix ? SCALE_MATRICES[matrix] : undefined;
  const assumed = Math.min(probe.facts.width, probe.facts.height) >= 720 ? 'bt709' : 'smpte170m';
  return `in_color_matrix=${known ?? assumed}:in_range=${range === 'pc' ? 'full' : 'tv'}`;
}

export interface TranscodePlan {
  renditions: Rendition[];
  rate: FrameRate;
  /** For `-filter_complex`: the source's video in, `[<role>]` out for each rendition. */
  graph: string;
  keepAudio: boolean;
  warnings: MediaWarning[];
}

/** Plans a source's renditions. `toneMapping`: whether this ffmpeg has zscale and tonemap. */
export function planTranscode(probe: Probe, kind: MediaKind, toneMapping: boolean): TranscodePlan {
  const { facts } = probe;
  const made = renditions(facts);
  const rate = frameRate(facts.vfr && probe.frameInterval > 0 ? 1 / probe.frameInterval : facts.fps, facts.vfr);
  const warnings: MediaWarning[] = [];
  const warn = (code: MediaWarning['code'], message: string) => warnings.push({ code, message });

  if (facts.vfr)
    warn(
      'vfr_made_constant',
      `Variable frame rate (${facts.fps.toFixed(3)} fps on average) made constant at ${rate.value.toFixed(3)} fps.`,
    );
  else if (rate.value < facts.fps - 0.5)
    warn('frame_rate_reduced', `Frame rate reduced from ${facts.fps.toFixed(3)} to ${rate.value.toFixed(3)} fps.`);
  if (facts.rotation)
    warn('rotation_applied', `Turned ${facts.rotation}° clockwise, as the file asks, to stand upright.`);

  // ffmpeg turns the picture by the file's rotation before this graph (its autorotate).
  const steps = [`fps=${rate.expr}`];
  if (facts.hdr && toneMapping) {
    steps.push(toneMap(probe));
    warn('hdr_tone_mapped', `HDR (${facts.transfer}, ${facts.bitDepth}-bit) tone-mapped to 8-bit SDR (BT.709).`);
  } else if (facts.hdr) {
    warn(
      'hdr_not_tone_mapped',
      `HDR (${facts.transfer}) converted to 8-bit SDR without tone-mapping (this ffmpeg has no zscale/tonemap): ` +
        'colours will look flat.',
    );
  } else if (facts.bitDepth > 8) {
    warn('bit_depth_reduced', `${facts.bitDepth}-bit colour reduced to 8-bit.`);
  }
  const keepAudio = kind === 'media' && facts.audio !== null;
  if (facts.audio && !keepAudio) warn('audio_dropped', `The sound is left out: a ${kind} plays muted.`);

  const input = facts.hdr && toneMapping ? 'in_color_matrix=bt709:in_range=tv' : scaleInput(probe);
  const scales = made.map(
    (r, i) =>
      `[s${i}]scale=${r.width}:${r.height}:flags=lanczos+accurate_rnd+full_chroma_int:${input}:out_color_matrix=bt709:out_range=tv,setsar=1,` +
      `format=yuv420p[${r.role}]`,
  );
  const split = `split=${made.length}${made.map((_, i) => `[s${i}]`).join('')}`;
  const graph = [`[0:v:0]${steps.join(',')},${split}`, ...scales].join(';');
  return { renditions: made, rate, graph, keepAudio, warnings };
}

/** The output options of one rendition: H.264 High, yuv420p, a keyframe at 0 and every second, moov first. */
export function encodeArgs(plan: TranscodePlan, rendition: Rendition, path: string): string[] {
  const gop = String(Math.max(1, Math.floor(plan.rate.value)));
  return [
    ...['-map', `[${rendition.role}]`, '-c:v', 'libx264', '-preset', 'medium', '-profile:v', 'high'],
    ...['-pix_fmt', 'yuv420p', '-crf', String(rendition.crf)],
    ...['-maxrate', String(rendition.maxrate), '-bufsize', String(rendition.maxrate * 2)],
    ...['-g', gop, '-keyint_min', gop, '-sc_threshold', '0', ...BT709],
    ...(plan.keepAudio ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', '128k', '-ac', '2'] : ['-an']),
    // No metadata of the source: a phone's location stays out, and so does its rotation, now applied.
    ...['-map_metadata', '-1', '-map_chapters', '-1', '-movflags', '+faststart', '-threads', '2', '-y', path],
  ];
}

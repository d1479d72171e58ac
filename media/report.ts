// The JSON report of one media job (issue 33): what `npm run media -- process` prints on stdout and what Strapi
// reads. Codes are short and stable, for a UI to translate; messages are English, for logs and the command line.

export const MEDIA_KINDS = ['background', 'transition', 'media'] as const;
/** What the clip is for: backgrounds and transitions lose their audio, transitions get their first and last frame. */
export type MediaKind = (typeof MEDIA_KINDS)[number];

export type OutputRole = 'video_2160' | 'video_1080' | 'video_720' | 'poster' | 'first_frame' | 'last_frame';

export type FailureReason =
  | 'not_found'
  | 'empty'
  | 'not_media'
  | 'truncated'
  | 'audio_only'
  | 'too_long'
  | 'too_large'
  | 'timeout'
  | 'cancelled'
  | 'transcode_failed';

export type WarningCode =
  | 'vfr_made_constant'
  | 'frame_rate_reduced'
  | 'rotation_applied'
  | 'hdr_tone_mapped'
  | 'hdr_not_tone_mapped'
  | 'bit_depth_reduced'
  | 'audio_dropped';

export interface MediaWarning {
  code: WarningCode;
  message: string;
}

/** What ffprobe read from the uploaded file. Width and height are as displayed: rotation and pixel aspect applied. */
export interface SourceFacts {
  bytes: number;
  container: string;
  codec: string;
  profile: string | null;
  width: number;
  height: number;
  /** Frames per second, on average. */
  fps: number;
  /** Variable frame rate: the frames' intervals differ. */
  vfr: boolean;
  /** Seconds. */
  duration: number;
  /** Degrees clockwise the picture is turned for display (0, 90, 180, 270). */
  rotation: number;
  pixelFormat: string;
  bitDepth: number;
  /** The transfer function (`bt709`, `smpte2084` for HDR10, `arib-std-b67` for HLG), when the file says. */
  transfer: string | null;
  hdr: boolean;
  audio: { codec: string; channels: number; sampleRate: number } | null;
}

export interface MediaOutput {
  role: OutputRole;
  /** File name inside the output folder. */
  file: string;
  width: number;
  height: number;
  bytes: number;
  /** Bits per second, for videos; null for images. */
  bitrate: number | null;
}

interface ReportBase {
  file: string;
  kind: MediaKind;
  /** Null when the file could not be read. */
  source: SourceFacts | null;
  warnings: MediaWarning[];
  seconds: number;
}

export interface ReadyReport extends ReportBase {
  status: 'ready';
  source: SourceFacts;
  outputs: MediaOutput[];
}

export interface FailedReport extends ReportBase {
  status: 'failed';
  reason: FailureReason;
  message: string;
  outputs: [];
}

export type MediaReport = ReadyReport | FailedReport;

/** A job that cannot go on, with the reason the report gives. */
export class MediaFailure extends Error {
  constructor(
    readonly reason: FailureReason,
    message: string,
  ) {
    super(message);
  }
}

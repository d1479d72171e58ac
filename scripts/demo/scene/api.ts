/** The contract between the generator (Node) and the scene page: `window.__demo`. */
export type Vec3 = [number, number, number];

/**
 * Period of every animated part of the scene, in seconds: a background clip rendered over exactly
 * this long loops without a seam.
 */
export const LOOP_SECONDS = 4;

export interface CameraPose {
  pos: Vec3;
  target: Vec3;
  /** Vertical field of view in degrees for a 16:9 frame. */
  fov: number;
}

export interface Flight {
  from: CameraPose;
  to: CameraPose;
  /** Points the camera passes through (doors, aisles), in order. */
  via: Vec3[];
}

export interface FrameRequest {
  width: number;
  height: number;
  /** Scene time in seconds; animated parts are periodic in LOOP_SECONDS. */
  time: number;
  format: 'png' | 'jpeg';
  quality: number;
}

export interface Projection {
  name: string;
  x: number;
  y: number;
  /** In front of the camera and inside the picture. */
  visible: boolean;
  distance: number;
}

export interface StudioShot {
  subject: 'cnc' | 'robot' | 'cmm' | 'printer' | 'agv';
  /** Turntable angle in radians. */
  angle: number;
  elevation: number;
}

export interface DemoApi {
  still(pose: CameraPose, frame: FrameRequest): string;
  flight(flight: Flight, u: number, frame: FrameRequest): string;
  project(pose: CameraPose, aspect: number, names: string[]): Projection[];
  studio(shot: StudioShot, frame: FrameRequest): string;
  configure(opts: {
    prepass?: boolean;
    pointLights?: boolean;
    env?: 'all' | 'none' | 'selective';
    shadows?: boolean;
    frontToBack?: boolean;
  }): void;
  bench(pose: CameraPose, frame: FrameRequest, n: number): number;
  anchorNames(): string[];
  /** Triangles per material, largest first (development aid). */
  heaviest(): [string, number][];
  stats(): { drawCalls: number; triangles: number; geometries: number; textures: number };
}

declare global {
  interface Window {
    __demo: DemoApi;
  }
}

import type { CameraPose, StudioShot } from '../scene/api.ts';

/** Detail photographs taken inside the factory scene (galleries, article images). */
export const DETAIL_SHOTS: Record<string, { pose: CameraPose; alt: string }> = {
  'detail-agv': {
    pose: { pos: [-6.2, 1.3, -4.0], target: [-2, 0.6, -7], fov: 45 },
    alt: 'Automated guided vehicle with parts cart',
  },
  'detail-laser': {
    pose: { pos: [-2.2, 2.6, 6.4], target: [-8.5, 1.1, 1.4], fov: 50 },
    alt: 'Laser cutting machine with pallet changer',
  },
  'detail-conveyor': {
    pose: { pos: [-12.5, 1.7, 6.8], target: [-6, 0.95, 9.3], fov: 42 },
    alt: 'Belt conveyor with cartons at the assembly line',
  },
  'detail-cnc-panel': {
    pose: { pos: [-20.0, 1.85, -10.7], target: [-21.4, 1.55, -12.7], fov: 45 },
    alt: 'Operator panel of a VF-650 machining centre',
  },
  'detail-robot': {
    pose: { pos: [-25.0, 2.1, 6.6], target: [-23, 1.5, 10.4], fov: 48 },
    alt: 'Articulated robot at the conveyor',
  },
  'detail-racks': {
    pose: { pos: [32.5, 1.6, -7.4], target: [40, 4.2, -11.8], fov: 50 },
    alt: 'Pallet racking in the high-bay warehouse',
  },
  'detail-forklift': {
    pose: { pos: [43, 1.6, -1.2], target: [39, 1.0, -4.5], fov: 45 },
    alt: 'Forklift carrying a pallet',
  },
  'detail-dock': {
    pose: { pos: [53.5, 1.9, -0.6], target: [60, 1.7, -4], fov: 48 },
    alt: 'Open dock door with a trailer',
  },
  'detail-printers': {
    pose: { pos: [19.2, 1.5, 26.6], target: [22.5, 1.1, 24.5], fov: 45 },
    alt: 'Industrial 3D printers in the lab',
  },
  'detail-cobot': {
    pose: { pos: [9.6, 1.5, 28.2], target: [7.9, 1.2, 30], fov: 45 },
    alt: 'Collaborative robot on the demo table',
  },
  'detail-control': {
    pose: { pos: [13.2, 1.6, -12.4], target: [17.5, 1.4, -17.5], fov: 50 },
    alt: 'Operator desks in the control room',
  },
  'detail-repair': {
    pose: { pos: [-25.6, 1.8, 31.2], target: [-29.5, 1.2, 35], fov: 48 },
    alt: 'Machining centre opened for overhaul',
  },
};

/** Product photographs from the studio (turntable backdrop). */
export const PRODUCT_SHOTS: Record<string, { shot: StudioShot; alt: string }> = {
  'product-cnc-front': {
    shot: { subject: 'cnc', angle: 0, elevation: 0.1 },
    alt: 'VF-500 machining centre, front view',
  },
  'product-cnc-34': {
    shot: { subject: 'cnc', angle: -0.65, elevation: 0.2 },
    alt: 'VF-500 machining centre, three-quarter view',
  },
  'product-robot': { shot: { subject: 'robot', angle: 0.6, elevation: 0.15 }, alt: 'RX-6 six-axis robot' },
  'product-cmm': { shot: { subject: 'cmm', angle: -0.5, elevation: 0.2 }, alt: 'CMM-3 coordinate measuring machine' },
  'product-printer': {
    shot: { subject: 'printer', angle: -0.55, elevation: 0.15 },
    alt: 'AM-400 industrial 3D printer',
  },
  'product-agv': { shot: { subject: 'agv', angle: 0.7, elevation: 0.3 }, alt: 'AGV-1 automated guided vehicle' },
};

/** Short product turntable videos (one full turn, looping). */
export const TURNTABLES: Record<string, { subject: StudioShot['subject']; alt: string }> = {
  'turntable-cnc': { subject: 'cnc', alt: 'VF-500 machining centre, 360° turntable' },
  'turntable-robot': { subject: 'robot', alt: 'RX-6 robot in motion, 360° turntable' },
};

/** The video-platform clip: an https link to a well-known platform, not a file in uploads. */
export const PLATFORM_CLIP = {
  name: 'Big Buck Bunny (Blender Foundation) on YouTube',
  url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  provider: 'youtube',
  cover: 'product-cnc-34',
};

/** Galleries opened by open-media hotspots: image names, turntable names or 'platform'. */
export const MEDIA_SETS: Record<string, string[]> = {
  'media-film': ['turntable-cnc', 'platform', 'product-cnc-34', 'detail-conveyor'],
  'media-hall': ['detail-agv', 'detail-laser', 'detail-conveyor', 'detail-cnc-panel'],
  'media-cnc': ['product-cnc-front', 'product-cnc-34', 'detail-cnc-panel', 'turntable-cnc'],
  'media-robot': ['turntable-robot', 'product-robot', 'detail-robot'],
  'media-logistics': ['detail-racks', 'detail-forklift', 'detail-dock', 'product-agv'],
  'media-lab': ['detail-printers', 'product-printer', 'detail-cobot'],
};

/** PDF product sheets and manuals (made with pdf-lib). */
export const DOCUMENTS: Record<
  string,
  { title: string; subtitle: string; images: string[]; kind: 'datasheet' | 'manual' }
> = {
  'datasheet-vf-800': {
    title: 'VF-800 5-axis machining centre',
    subtitle: 'Product data sheet',
    images: ['product-cnc-34', 'product-cnc-front', 'detail-cnc-panel'],
    kind: 'datasheet',
  },
  'datasheet-vf-650': {
    title: 'VF-650 5-axis machining centre',
    subtitle: 'Product data sheet',
    images: ['product-cnc-front', 'detail-cnc-panel'],
    kind: 'datasheet',
  },
  'datasheet-rx-6': {
    title: 'RX-6 articulated robot',
    subtitle: 'Product data sheet',
    images: ['product-robot', 'detail-robot'],
    kind: 'datasheet',
  },
  'maintenance-plan': {
    title: 'Maintenance plan VF series',
    subtitle: 'Service manual',
    images: ['detail-repair', 'product-cnc-front'],
    kind: 'manual',
  },
};

export const DOCUMENT_SETS: Record<string, string[]> = {
  'docs-vf': ['datasheet-vf-800', 'datasheet-vf-650'],
  'docs-vf650': ['datasheet-vf-650'],
  'docs-maintenance': ['maintenance-plan', 'datasheet-vf-650'],
};

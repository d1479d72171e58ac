import type { LocationPlan } from '../plan/types.ts';
import type { ImageSetSpec } from './image-set.ts';

export const MASTER_WIDTH = 3840;
export const MASTER_HEIGHT = 2160;
export const FPS = 30;

/** The published stills of a location: 16:9 (every width), 4:3 centre crop, optional high-res 16:9. */
export function locationImageSpecs(loc: LocationPlan): { key: string; spec: ImageSetSpec }[] {
  const specs = [
    {
      key: 'default_background_16x9',
      spec: { name: `location-${loc.payloadId}-16x9`, aspect: 16 / 9, originalWidth: 3840, q: 5 },
    },
    {
      key: 'default_background_4x3',
      // The 4:3 picture is the centre of the 16:9 render, so hotspots and clips line up in portrait too.
      spec: {
        name: `location-${loc.payloadId}-4x3`,
        aspect: 4 / 3,
        originalWidth: 1920,
        q: 6,
        crop: [2880, 2160, 480, 0] as [number, number, number, number],
      },
    },
  ];
  if (loc.highRes) {
    specs.push({
      key: 'high_resolution_16x9',
      spec: {
        name: `location-${loc.payloadId}-16x9-hq`,
        aspect: 16 / 9,
        originalWidth: 3840,
        q: 3,
        only: ['xxlarge', 'xlarge'],
      } as never,
    });
  }
  return specs;
}

export function loopVideoName(loc: LocationPlan): string {
  return `location-${loc.payloadId}-loop`;
}

export function transitionName(from: string, to: string): string {
  return `transition-${from}-to-${to}`;
}

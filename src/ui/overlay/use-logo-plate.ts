import { useEffect, useState } from 'react';
import { chooseLogoPlate, type LogoPlate } from '../../domain/logo-plate.ts';

/** Side of the square the logo is drawn into to read its colours: enough pixels to judge, few to read back. */
const SAMPLE = 96;

/** Draws the logo into a small canvas and reads its pixels; null when that is impossible (no CORS, no canvas). */
function logoPixels(url: string): Promise<Uint8ClampedArray | null> {
  return new Promise((resolve) => {
    const image = new Image();
    // A logo from another host taints the canvas without CORS: ask for it; refused, the plate stays light.
    image.crossOrigin = 'anonymous';
    image.onload = () => {
      try {
        const canvas = document.createElement('canvas');
        canvas.width = SAMPLE;
        canvas.height = SAMPLE;
        const context = canvas.getContext('2d', { willReadFrequently: true });
        if (!context) return resolve(null);
        context.drawImage(image, 0, 0, SAMPLE, SAMPLE);
        resolve(context.getImageData(0, 0, SAMPLE, SAMPLE).data);
      } catch {
        resolve(null);
      }
    };
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

/**
 * The plate a dashboard's logo reads on (domain/logo-plate.ts), judged from its own pixels once it has loaded
 * (null until then: the logo waits unseen rather than flash on the wrong plate); light when they cannot be read.
 */
export function useLogoPlate(url: string | null): LogoPlate | null {
  const [plate, setPlate] = useState<{ url: string; plate: LogoPlate } | null>(null);
  useEffect(() => {
    if (!url) return;
    let current = true;
    void logoPixels(url).then((pixels) => {
      if (current) setPlate({ url, plate: pixels ? chooseLogoPlate(pixels) : 'light' });
    });
    return () => {
      current = false;
    };
  }, [url]);
  return plate && plate.url === url ? plate.plate : null;
}

import { useEffect, useRef } from 'react';

/**
 * A video element that starts playing when it mounts. `autoPlay` alone is silently dropped where the browser
 * refuses autoplay; a refused `play()` is left to the element's own controls or its caller's fallback.
 */
export function usePlayOnMount() {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    video.current?.play().catch(() => undefined);
  }, []);
  return video;
}

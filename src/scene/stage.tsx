import { memo } from 'react';
import { Canvas } from '@react-three/fiber';
import { useTranslation } from 'react-i18next';
import { useContent } from '../stores/content-store.ts';
import { useLayout } from '../stores/layout-store.ts';
import { usePresenter } from '../stores/presenter-store.ts';
import { StageScene } from './stage-scene.tsx';

/**
 * The canvas, rendered once: the label around it follows the location passed on the way, and re-rendering the
 * canvas would re-render the whole scene (R3F renders its children again with every render of `Canvas`).
 * Opaque, without depth or stencil buffers: the background quad covers every pixel, and each buffer less is
 * work less per frame where WebGL runs on the CPU.
 */
const StageCanvas = memo(function StageCanvas() {
  return (
    <Canvas
      frameloop="demand"
      orthographic
      flat
      dpr={[1, 2]}
      camera={{ position: [0, 0, 10], zoom: 1 }}
      gl={{
        antialias: false,
        alpha: false,
        depth: false,
        stencil: false,
        preserveDrawingBuffer: import.meta.env.MODE === 'test',
        powerPreference: 'high-performance',
      }}
    >
      <StageScene />
    </Canvas>
  );
});

/** One canvas behind every overlay; it renders only when something changed (frameloop demand). */
export function Stage() {
  const { t } = useTranslation();
  const height = useLayout((state) => state.backgroundHeight);
  const current = usePresenter((state) => state.current);
  const title = useContent((state) => (current ? state.index?.locations.get(current)?.title : undefined));
  return (
    <div
      className="stage"
      style={{ height }}
      role="img"
      aria-label={t('scene__label', { location: title ?? '' })}
      data-testid="stage"
    >
      <StageCanvas />
    </div>
  );
}

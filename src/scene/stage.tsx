import { Canvas } from '@react-three/fiber';
import { useTranslation } from 'react-i18next';
import { useContent } from '../stores/content-store.ts';
import { useLayout } from '../stores/layout-store.ts';
import { usePresenter } from '../stores/presenter-store.ts';
import { StageScene } from './stage-scene.tsx';

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
      <Canvas
        frameloop="demand"
        orthographic
        flat
        dpr={[1, 2]}
        camera={{ position: [0, 0, 10], zoom: 1 }}
        gl={{
          antialias: false,
          preserveDrawingBuffer: import.meta.env.MODE === 'test',
          powerPreference: 'high-performance',
        }}
      >
        <StageScene />
      </Canvas>
    </div>
  );
}

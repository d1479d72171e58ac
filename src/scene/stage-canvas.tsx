import { Component, memo, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createRoot, extend, type RenderProps } from '@react-three/fiber';
import { Mesh, PlaneGeometry } from 'three';
import { StageScene } from './stage-scene.tsx';
import styles from './stage-canvas.module.css';

/**
 * The three.js classes the scene writes as JSX (`<mesh>`, `<planeGeometry>`), and no others. R3F's `<Canvas>`
 * registers the whole of three (`extend(THREE)`), which keeps every class in the first route's bundle (about
 * 55 KB gzip more); a root of our own registers these only, so the rest of three tree-shakes (R3F docs, Canvas:
 * "Custom Canvas" and "Tree-shaking"). A JSX element missing here fails with R3F's "is not part of the THREE
 * namespace" error: add its class.
 */
extend({ Mesh, PlaneGeometry });

/**
 * Opaque, without depth or stencil buffers: the background quad covers every pixel, and each buffer less is work
 * less per frame where WebGL runs on the CPU. No R3F pointer events: hotspots are DOM buttons.
 */
const CONFIG: RenderProps<HTMLCanvasElement> = {
  frameloop: 'demand',
  orthographic: true,
  flat: true,
  dpr: [1, 2],
  camera: { position: [0, 0, 10], zoom: 1 },
  gl: {
    antialias: false,
    alpha: false,
    depth: false,
    stencil: false,
    preserveDrawingBuffer: import.meta.env.MODE === 'test',
    powerPreference: 'high-performance',
  },
};

/** Hands an error of the scene to the page, whose error boundary shows it (as R3F's `<Canvas>` does). */
class SceneErrors extends Component<{ children: ReactNode; onError: (error: unknown) => void }> {
  static getDerivedStateFromError() {
    return null;
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.props.children;
  }
}

/**
 * The canvas with the stage scene: an R3F root of its own, into which the scene is rendered once, so the page
 * around it re-renders without the scene. Sized to its box: a resize reconfigures the root, which the scene reads
 * through `useThree`.
 */
export const StageCanvas = memo(function StageCanvas() {
  const boxRef = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<{ error: unknown } | null>(null);
  if (error) throw error.error;

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    // A canvas per mount: a root's unmount releases its canvas's WebGL context, so a canvas reused by the next
    // mount (StrictMode mounts twice) would lose its new context.
    const canvas = document.createElement('canvas');
    box.append(canvas);
    const root = createRoot(canvas);
    const fail = (failure: unknown) => setError({ error: failure });
    let rendered = false;
    const fit = () => {
      const { width, height, top, left } = box.getBoundingClientRect();
      if (width <= 0 || height <= 0) return;
      root.configure({ ...CONFIG, size: { width, height, top, left } }).then(() => {
        if (rendered) return;
        rendered = true;
        root.render(
          <SceneErrors onError={fail}>
            <StageScene />
          </SceneErrors>,
        );
      }, fail);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    return () => {
      observer.disconnect();
      root.unmount();
      canvas.remove();
    };
  }, []);

  return <div ref={boxRef} className={styles.box} />;
});

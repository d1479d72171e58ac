import { OverlayPanel } from '../ui/overlay/overlay-panel.tsx';
import { useContentActions } from './use-content-actions.ts';

/** The opened content (articles, dashboards, frames, media), with what their buttons and pictures do. */
export function OverlayMount() {
  const actions = useContentActions();
  return <OverlayPanel actions={actions} />;
}

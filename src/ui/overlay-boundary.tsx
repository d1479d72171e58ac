import { Component, type ReactNode } from 'react';
import { useNotifications } from '../stores/notification-store.ts';

interface Props {
  /** Names the overlay in the log. */
  name: string;
  /** Closes what failed (its store's state); the boundary lives inside the overlay's gate and goes with it. */
  onFailure: () => void;
  children: ReactNode;
}

/**
 * The app's own error boundary around an overlay (modal content, sidebars, lightbox, dialogs): a render error or
 * a chunk that did not load is logged and told in a notice, the overlay is closed, and the tour goes on with the
 * stage untouched, instead of the route's error screen replacing everything.
 */
export class OverlayBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`The ${this.props.name} failed`, error);
    useNotifications.getState().notify({ message: 'overlay__failed', status: 'danger' });
    // Its gate unmounts this boundary once closed: the next opening renders afresh.
    this.props.onFailure();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startConnectivityController } from '../../src/app/connectivity-controller';
import { useApp } from '../../src/stores/app-store';
import { useContent } from '../../src/stores/content-store';

let stop: () => void;
const load = vi.fn(() => Promise.resolve());

beforeEach(() => {
  load.mockClear();
  useApp.setState({ online: true });
  useContent.setState({ locale: 'en', failure: null, load });
  stop = startConnectivityController();
});
afterEach(() => stop());

describe('connectivity (SPEC §8)', () => {
  it('refreshes the loaded content in place when the connection comes back, not before', () => {
    useApp.getState().set({ online: false });
    expect(load).not.toHaveBeenCalled();
    useApp.getState().set({ online: true });
    expect(load).toHaveBeenCalledExactlyOnceWith('en', { refresh: true });
    // Other flags changing while online load nothing.
    useApp.getState().set({ focus: false });
    expect(load).toHaveBeenCalledOnce();
  });

  it('tries a failed load again when the connection comes back, as its retry would', () => {
    useContent.setState({ failure: { locale: 'de', reason: 'error__no_internet' } });
    useApp.getState().set({ online: false });
    useApp.getState().set({ online: true });
    expect(load).toHaveBeenCalledExactlyOnceWith('de');
  });
});

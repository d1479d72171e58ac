import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startConnectivityController } from '../../src/app/connectivity-controller';
import { useApp } from '../../src/stores/app-store';
import { useContent } from '../../src/stores/content-store';

let stop: () => void;
const load = vi.fn(() => Promise.resolve());

beforeEach(() => {
  load.mockClear();
  useApp.setState({ online: true });
  useContent.setState({ locale: 'en', load });
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
});

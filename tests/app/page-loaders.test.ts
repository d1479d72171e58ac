import { describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { pageLoader } from '../../src/app/page-loaders.ts';

const Page: ComponentType = () => null;

describe('pageLoader', () => {
  it('tells its subscribers when the chunk has come in, so a page rendered before that shows it', async () => {
    const loader = pageLoader(async () => Page);
    const listener = vi.fn();
    const unsubscribe = loader.subscribe(listener);
    expect(loader.loaded()).toBeNull();
    await loader.load();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(loader.loaded()).toBe(Page);
    unsubscribe();
  });

  it('loads the chunk once however often it is asked', async () => {
    const load = vi.fn(async () => Page);
    const loader = pageLoader(load);
    await Promise.all([loader.load(), loader.load()]);
    await loader.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load, and a subscriber that left is not called', async () => {
    const load = vi.fn<() => Promise<ComponentType>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValueOnce(Page);
    const loader = pageLoader(load);
    const gone = vi.fn();
    loader.subscribe(gone)();
    await expect(loader.load()).rejects.toThrow('offline');
    expect(loader.loaded()).toBeNull();
    await expect(loader.load()).resolves.toBe(Page);
    expect(gone).not.toHaveBeenCalled();
  });
});

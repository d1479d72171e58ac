import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS, shouldReloadForChunk } from '../../src/domain/chunk-reload.ts';

const now = 1_800_000_000_000;

describe('chunk-load failure reload guard (SPEC §4)', () => {
  it('reloads on a first failure', () => {
    expect(shouldReloadForChunk(null, now)).toBe(true);
  });

  it('does not reload again within 60 s of the last reload, and does from 60 s on', () => {
    expect(shouldReloadForChunk(now - 1, now)).toBe(false);
    expect(shouldReloadForChunk(now - CHUNK_RELOAD_INTERVAL_MS + 1, now)).toBe(false);
    expect(shouldReloadForChunk(now - CHUNK_RELOAD_INTERVAL_MS, now)).toBe(true);
    expect(shouldReloadForChunk(now - 10 * CHUNK_RELOAD_INTERVAL_MS, now)).toBe(true);
    expect(CHUNK_RELOAD_INTERVAL_MS).toBe(60_000);
  });

  it('counts an unreadable or future time as no reload (a clock set back must not block recovery for good)', () => {
    expect(shouldReloadForChunk(Number.NaN, now)).toBe(true);
    expect(shouldReloadForChunk(now + 5 * CHUNK_RELOAD_INTERVAL_MS, now)).toBe(true);
  });
});

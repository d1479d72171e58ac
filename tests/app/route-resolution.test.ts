import { describe, expect, it } from 'vitest';
import { resolveRoute } from '../../src/domain/route-resolution';
import { pickHomeWorld } from '../../src/domain/content-index';
import { contentIndex, world } from './content-fixture';

describe('route resolution', () => {
  const index = contentIndex();

  it('resolves a world alone to its start location, asking for the canonical address', () => {
    const result = resolveRoute(index, 'factory', ['']);
    expect(result).toMatchObject({ kind: 'location', location: { payloadId: 'factory-start' }, canonical: false });
  });

  it('resolves a location slug within its world', () => {
    expect(resolveRoute(index, 'factory', ['hall-a'])).toMatchObject({
      kind: 'location',
      location: { payloadId: 'factory-hall-a' },
      canonical: true,
    });
  });

  it('accepts the location prefixed by its own group slug, and only that group', () => {
    expect(resolveRoute(index, 'factory', ['production', 'hall-a'])).toMatchObject({
      location: { payloadId: 'factory-hall-a' },
      canonical: false,
    });
    expect(resolveRoute(index, 'factory', ['logistics', 'hall-a'])).toEqual({ kind: 'not-found', what: 'location' });
  });

  it('does not find locations of another world, unknown worlds or deeper paths', () => {
    expect(resolveRoute(index, 'factory', ['workshop'])).toEqual({ kind: 'not-found', what: 'location' });
    expect(resolveRoute(index, 'nowhere', [])).toEqual({ kind: 'not-found', what: 'world' });
    expect(resolveRoute(index, 'factory', ['production', 'hall-a', 'x'])).toEqual({
      kind: 'not-found',
      what: 'location',
    });
  });

  it('reports a world whose start location is missing', () => {
    const broken = contentIndex({ worlds: [world('factory', { isDefault: true, startLocationId: 'gone' })] });
    expect(resolveRoute(broken, 'factory', [])).toMatchObject({ kind: 'no-start' });
  });

  it('picks the home world by host alias, else the configured default', () => {
    expect(pickHomeWorld(index, 'LAB.example')?.slug).toBe('lab');
    expect(pickHomeWorld(index, 'showroom.example')?.slug).toBe('factory');
    const noDefault = contentIndex({ settings: { defaultWorld: null }, worlds: [world('factory')] });
    expect(pickHomeWorld(noDefault, 'x')).toBeNull();
  });
});

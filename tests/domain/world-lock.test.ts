import { describe, expect, it } from 'vitest';
import { indexContent } from '../../src/domain/content-index';
import { isWithheld, worldLock, worldOfTarget } from '../../src/domain/world-lock';
import { contentIndex } from '../app/content-fixture';

/** The fixture as a guest gets it from the server: the login-only and password worlds without locations. */
function guestIndex() {
  const { bundle } = contentIndex();
  return indexContent({ ...bundle, locations: bundle.locations.filter((l) => l.worldSlug === 'factory') });
}

describe('world locks', () => {
  it('ask a guest to sign in for a login-only world, sent or not', () => {
    const full = contentIndex();
    expect(worldLock(guestIndex(), full.worlds.get('service')!, false)).toBe('login');
    expect(worldLock(full, full.worlds.get('service')!, false)).toBe('login');
    expect(worldLock(full, full.worlds.get('service')!, true)).toBeNull();
  });

  it('ask for the code of a password world only while the server withholds it', () => {
    const guest = guestIndex();
    expect(isWithheld(guest, guest.worlds.get('lab')!)).toBe(true);
    expect(worldLock(guest, guest.worlds.get('lab')!, true)).toBe('code');
    const full = contentIndex();
    expect(worldLock(full, full.worlds.get('lab')!, false)).toBeNull();
    expect(worldLock(full, full.worlds.get('factory')!, false)).toBeNull();
  });

  it("find a target's world by its location, or as the start of a withheld world", () => {
    const guest = guestIndex();
    expect(worldOfTarget(guest, 'factory-hall-a')?.slug).toBe('factory');
    expect(worldOfTarget(guest, 'lab-start')?.slug).toBe('lab');
    expect(worldOfTarget(guest, 'service-start')?.slug).toBe('service');
    expect(worldOfTarget(guest, 'nowhere')).toBeNull();
  });
});

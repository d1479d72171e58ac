import { describe, expect, it } from 'vitest';
import {
  holderPath,
  moveItem,
  pickerKind,
  readStack,
  stackValue,
  stepTarget,
  TARGET_FIELD,
  valueAt,
  withAction,
  withTarget,
} from '../../cms/src/plugins/studio/admin/src/targets/targets.ts';

// Issue 32, point 2: the studio's target pickers decide by these rules which list a target is picked from and where
// the pick is stored; a menu item's action_stack is read into rows and written back as the same JSON.

describe('pickerKind', () => {
  it('follows a hotspot’s type, custom variants included', () => {
    expect(pickerKind('hotspots.open-article', undefined)).toBe('article');
    expect(pickerKind('hotspots.custom-navigation', 'open-article')).toBe('location');
    expect(pickerKind('hotspots.menu', null)).toBe('menu');
    expect(pickerKind('hotspots.custom-open-dashboard', null)).toBe('dashboard');
    expect(pickerKind('hotspots.open-link', null)).toBe('link');
  });

  it('follows a button’s or menu item’s action, and needs nothing for an unknown or target-less action', () => {
    expect(pickerKind(undefined, 'navigate')).toBe('location');
    expect(pickerKind(undefined, 'open-menu')).toBe('menu');
    expect(pickerKind(undefined, 'open-video')).toBe('link');
    expect(pickerKind(undefined, 'go-back')).toBeNull();
    expect(pickerKind(undefined, 'open-artikel')).toBeNull();
    expect(pickerKind(undefined, undefined)).toBeNull();
  });

  it('stores each kind where the wire format keeps it', () => {
    expect(TARGET_FIELD).toEqual({
      article: 'target_document',
      dashboard: 'target_document',
      location: 'payloadId',
      menu: 'menu_key',
      link: 'url',
    });
  });
});

describe('form paths', () => {
  it('finds the holder of a target field and reads it', () => {
    expect(holderPath('hotspots.2.action_target.payloadId')).toBe('hotspots.2');
    expect(holderPath('action_target.url')).toBe('');
    const values = { items: [{ action: 'navigate' }, { action: 'open-menu' }] };
    expect(valueAt(values, 'items.1')).toEqual({ action: 'open-menu' });
    expect(valueAt(values, '')).toBe(values);
    expect(valueAt(values, 'items.5.action')).toBeUndefined();
  });
});

describe('readStack', () => {
  it('reads nothing as no steps and a list (or JSON text of one) as its steps', () => {
    expect(readStack(null)).toEqual({ steps: [] });
    expect(readStack(undefined)).toEqual({ steps: [] });
    const steps = [{ action: 'navigate', action_target: { payloadId: 'factory-cnc' } }];
    expect(readStack(steps)).toEqual({ steps });
    expect(readStack(JSON.stringify(steps))).toEqual({ steps });
  });

  it('keeps what is no list of steps as JSON text to mend, saying what is wrong', () => {
    expect(readStack({ action: 'open-artikel' })).toEqual({
      problem: 'not-a-list',
      text: JSON.stringify({ action: 'open-artikel' }, null, 2),
    });
    expect(readStack(['navigate'])).toMatchObject({ problem: 'not-a-list' });
    expect(readStack('[{ "action": ')).toEqual({ problem: 'not-json', text: '[{ "action": ' });
  });
});

describe('steps', () => {
  const toCnc = { action: 'navigate', action_target: { payloadId: 'factory-cnc' } };

  it('reads a step’s target where its action keeps it', () => {
    expect(stepTarget(toCnc)).toBe('factory-cnc');
    expect(stepTarget({ action: 'open-article', action_target: { target_document: 'abc' } })).toBe('abc');
    expect(stepTarget({ action: 'open-article', action_target: { payloadId: 'factory-cnc' } })).toBeNull();
    expect(stepTarget({ action: 'open-artikel', action_target: { target_document: 'abc' } })).toBeNull();
  });

  it('keeps the target when the action names targets the same way, and drops it otherwise', () => {
    const link = { action: 'open-link', action_target: { url: 'https://example.com', new_tab: true } };
    expect(withAction(link, 'open-video')).toEqual({ ...link, action: 'open-video' });
    expect(withAction(toCnc, 'open-article')).toEqual({ action: 'open-article', action_target: null });
    expect(withAction({ action: 'open-artikel', action_target: { target_document: 'x' } }, 'open-article')).toEqual({
      action: 'open-article',
      action_target: null,
    });
  });

  it('sets a target in the action’s field only, keeping a link’s flags', () => {
    expect(withTarget({ action: 'navigate', action_target: null }, 'factory-hall')).toEqual({
      action: 'navigate',
      action_target: { payloadId: 'factory-hall' },
    });
    expect(withTarget({ action: 'open-link', action_target: { url: 'a', new_tab: true } }, 'b')).toEqual({
      action: 'open-link',
      action_target: { url: 'b', new_tab: true },
    });
    expect(withTarget(toCnc, null)).toEqual({ action: 'navigate', action_target: null });
    expect(withTarget({ action: 'go-back' }, 'x')).toEqual({ action: 'go-back' });
  });

  it('moves a row within the list and stores no rows as null', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
    expect(stackValue([])).toBeNull();
    expect(stackValue([toCnc])).toEqual([toCnc]);
  });
});

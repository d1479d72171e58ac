import { describe, expect, it } from 'vitest';
import { emptyQueue, queueReducer, type QueueAction, type QueueState } from '../../src/domain/queue.ts';

type Q = QueueState<string, string>;
const run = (state: Q, ...actions: QueueAction<string, string>[]): Q => actions.reduce(queueReducer, state);
const empty = emptyQueue<string, string>();

describe('queueReducer (SPEC §4 queue)', () => {
  it('enqueue appends items and sets the next payload to the head', () => {
    const s = run(empty, { type: 'enqueue', items: ['a', 'b'] }, { type: 'enqueue', items: ['c'] });
    expect(s.items).toEqual(['a', 'b', 'c']);
    expect(s.next).toBe('a');
    expect(s.current).toBeNull();
  });

  it('enqueue of nothing changes nothing', () => {
    expect(queueReducer(empty, { type: 'enqueue', items: [] })).toBe(empty);
  });

  it('dequeue takes the head as current and the new head as next', () => {
    let s = run(empty, { type: 'enqueue', items: ['a', 'b'] }, { type: 'dequeue' });
    expect(s).toMatchObject({ items: ['b'], current: 'a', next: 'b' });
    s = run(s, { type: 'dequeue' });
    expect(s).toMatchObject({ items: [], current: 'b', next: null });
    s = run(s, { type: 'dequeue' });
    expect(s).toMatchObject({ items: [], current: null, next: null });
  });

  it('setting a location as current records it as the current location', () => {
    const s = run(empty, { type: 'set-current', item: 'seg', location: 'hall-a' });
    expect(s).toMatchObject({ current: 'seg', currentLocation: 'hall-a' });
    expect(run(s, { type: 'set-current', item: null, location: null }).currentLocation).toBe('hall-a');
  });

  it('reset clears the queue, the next payload and the interrupted background, and keeps the location', () => {
    const s = run(
      empty,
      { type: 'set-current', item: 'x', location: 'hall-a' },
      { type: 'enqueue', items: ['a', 'b'] },
      { type: 'interrupt-background', background: 'intro.mp4' },
      { type: 'reset' },
    );
    expect(s).toEqual({ items: [], current: 'x', next: null, currentLocation: 'hall-a', interruptedBackground: null });
  });

  it('never mutates the previous state', () => {
    const before = run(empty, { type: 'enqueue', items: ['a'] });
    const snapshot = structuredClone(before);
    run(before, { type: 'dequeue' }, { type: 'reset' });
    expect(before).toEqual(snapshot);
  });
});

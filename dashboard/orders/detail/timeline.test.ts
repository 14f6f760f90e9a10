import { describe, expect, it } from 'vitest';
import { actorLabel, newestFirst, relativeTime } from './timeline';

describe('the order timeline', () => {
  it('names who did it: the merchant, the customer or the system', () => {
    expect(actorLabel({ actorType: 'merchant', actorName: 'Dana' })).toBe('Dana');
    expect(actorLabel({ actorType: 'shopper', actorName: 'Jane Buyer' })).toBe('Customer');
    expect(actorLabel({ actorType: 'system', actorName: '' })).toBe('System');
  });

  it('lists events newest first, same-instant events in reverse server order', () => {
    const events = [
      { id: 'placed', createdAt: '2026-11-20T10:00:00.000Z' },
      { id: 'email', createdAt: '2026-11-20T10:00:00.000Z' },
      { id: 'shipped', createdAt: '2026-11-22T08:00:00.000Z' },
    ];
    expect(newestFirst(events).map((e) => e.id)).toEqual(['shipped', 'email', 'placed']);
  });

  it('says when relative to now', () => {
    const now = new Date('2026-11-24T12:00:00.000Z');
    expect(relativeTime('2026-11-24T11:59:30.000Z', now, 'en')).toBe('just now');
    expect(relativeTime('2026-11-24T11:55:00.000Z', now, 'en')).toBe('5 minutes ago');
    expect(relativeTime('2026-11-24T09:00:00.000Z', now, 'en')).toBe('3 hours ago');
    expect(relativeTime('2026-11-23T12:00:00.000Z', now, 'en')).toBe('yesterday');
    expect(relativeTime('2026-11-10T12:00:00.000Z', now, 'en')).toBe('2 weeks ago');
  });
});

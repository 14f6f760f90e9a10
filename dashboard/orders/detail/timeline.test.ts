import { describe, expect, it } from 'vitest';
import { actorLabel, groupEmails, newestFirst, relativeTime } from './timeline';

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

  it('puts each email under the step that sent it, newest step first', () => {
    const at = (min: number) => `2026-11-20T10:${String(min).padStart(2, '0')}:00.000Z`;
    const events = [
      { id: 'placed', kind: 'placed', createdAt: at(0) },
      { id: 'mail-buyer', kind: 'email', createdAt: at(0) },
      { id: 'mail-merchant', kind: 'email', createdAt: at(0) },
      { id: 'shipped', kind: 'shipped', createdAt: at(5) },
      { id: 'mail-shipped', kind: 'email', createdAt: at(5) },
      { id: 'note', kind: 'note', createdAt: at(9) },
    ];
    const steps = groupEmails(events).map((s) => [s.event.id, s.emails.map((e) => e.id)]);
    expect(steps).toEqual([
      ['note', []],
      ['shipped', ['mail-shipped']],
      ['placed', ['mail-buyer', 'mail-merchant']],
    ]);
    // An email with no step before it stands alone.
    expect(groupEmails([{ id: 'm', kind: 'email', createdAt: at(1) }])).toEqual([
      { event: { id: 'm', kind: 'email', createdAt: at(1) }, emails: [] },
    ]);
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

import { describe, expect, it } from 'vitest';
import { isRecoveryToken, recoveryUrls, RESTORE_LINK_DAYS } from './recovery-links';

const checkout = {
  id: '6f1c2a9e-0a51-4c52-9d0b-2f7f5a0b1c3d',
  recoveryKey: 'a3f0c1d2-5b6e-4f70-8a9b-0c1d2e3f4a5b',
};
const links = { publicUrl: 'https://builder.example', productHost: 'builder.example' };
const store = { subdomain: 'lamps', customDomain: null };
const DAY = 86_400_000;

describe('recovery links', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  const { restoreUrl, stopUrl } = recoveryUrls(store, checkout, links, now);
  const restore = new URL(restoreUrl);
  const stop = new URL(stopUrl);

  it("point at the store's own host, naming the checkout", () => {
    expect(restore.origin).toBe('https://lamps.builder.example');
    expect(restore.pathname).toBe('/checkout');
    expect(restore.searchParams.get('restore')).toBe(checkout.id);
    expect(stop.pathname).toBe('/checkout/stop-reminders');
    expect(stop.searchParams.get('c')).toBe(checkout.id);
  });

  it('hold tokens only for their own purpose and checkout', () => {
    const restoreToken = restore.searchParams.get('t')!;
    const stopToken = stop.searchParams.get('t')!;
    expect(isRecoveryToken(restoreToken, 'restore', checkout, now)).toBe(true);
    expect(isRecoveryToken(stopToken, 'stop-reminders', checkout, now)).toBe(true);
    expect(isRecoveryToken(restoreToken, 'stop-reminders', checkout, now)).toBe(false);
    const other = { ...checkout, recoveryKey: 'b3f0c1d2-5b6e-4f70-8a9b-0c1d2e3f4a5b' };
    expect(isRecoveryToken(restoreToken, 'restore', other, now)).toBe(false);
    const flipped = `${restoreToken.slice(0, -1)}${restoreToken.endsWith('A') ? 'B' : 'A'}`;
    expect(isRecoveryToken(flipped, 'restore', checkout, now)).toBe(false);
  });

  it('let a restore link expire, never the unsubscribe link', () => {
    const later = new Date(now.getTime() + (RESTORE_LINK_DAYS + 1) * DAY);
    expect(isRecoveryToken(restore.searchParams.get('t')!, 'restore', checkout, later)).toBe(false);
    expect(isRecoveryToken(stop.searchParams.get('t')!, 'stop-reminders', checkout, later)).toBe(
      true,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { decideAdminGuard } from './decide-admin-guard';

describe('decideAdminGuard', () => {
  it('lets an admin through', () => {
    expect(decideAdminGuard({ ok: true })).toEqual({ kind: 'allow' });
  });

  it("sends a merchant to the server's redirectTo", () => {
    expect(decideAdminGuard({ ok: false, redirectTo: '/dashboard' })).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });

  it('sends anyone to /login when the server gives no redirectTo', () => {
    expect(decideAdminGuard({ ok: false })).toEqual({ kind: 'redirect', to: '/login' });
  });
});

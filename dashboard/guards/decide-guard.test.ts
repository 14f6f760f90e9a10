import { describe, expect, it } from 'vitest';
import { subscriptionStatuses } from '../../shared';
import type { CheckAuthResponse, SubscriptionStatus } from '../../shared';
import { decideGuard, subscriptionRedirectFor } from './decide-guard';
import type { AuthCheckResult, GuardDecision, GuardOptions } from './decide-guard';
import { guardPresets } from './guard-presets';
import type { GuardedPath } from './guard-presets';

const storeId = '5f0c6a3e-1111-4d2b-9a5e-0c1d2e3f4a5b';

function makeAuth(overrides: Partial<CheckAuthResponse> = {}): AuthCheckResult {
  return {
    ok: true,
    auth: {
      userId: '0b7e8f5c-2222-4c3d-8e9f-a0b1c2d3e4f5',
      email: 'ada@example.com',
      name: 'Ada',
      isAdmin: false,
      selectedStoreId: null,
      subscriptionStatus: 'ACTIVE',
      trialEndsAt: null,
      emailVerified: true,
      ...overrides,
    },
  };
}

const allow: GuardDecision = { kind: 'allow' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

describe('decideGuard', () => {
  describe('unauthorized', () => {
    it("sends an unauthorized user to the server's redirectTo", () => {
      expect(
        decideGuard({ auth: { ok: false, redirectTo: '/login?next=x' }, storeId: null }),
      ).toEqual(redirect('/login?next=x'));
    });

    it('sends an unauthorized user to /login when the server gives no redirectTo', () => {
      expect(decideGuard({ auth: { ok: false }, storeId: null })).toEqual(redirect('/login'));
    });

    it('sends an unauthorized user to /login when redirectTo is empty', () => {
      expect(decideGuard({ auth: { ok: false, redirectTo: '' }, storeId: storeId })).toEqual(
        redirect('/login'),
      );
    });

    it('redirects an unauthorized user even on routes that skip the other steps', () => {
      for (const options of Object.values(guardPresets)) {
        expect(decideGuard({ auth: { ok: false }, storeId, options })).toEqual(redirect('/login'));
      }
    });
  });

  describe('subscription status', () => {
    const cases: [SubscriptionStatus, GuardDecision][] = [
      ['NONE', redirect('/billing')],
      ['UNPAID', redirect('/billing')],
      ['TRIAL', allow],
      ['TRIAL_EXPIRED', redirect('/billing')],
      ['ACTIVE', allow],
      ['PENDING_APPROVAL', allow],
      ['APPROVAL_REJECTED', redirect('/payment-proof')],
      ['RE_SUBMITTED', redirect('/payment-proof')],
    ];

    it('covers every subscription status of the contract', () => {
      expect(cases.map(([status]) => status).sort()).toEqual([...subscriptionStatuses].sort());
    });

    for (const [status, expected] of cases) {
      const verb = expected.kind === 'allow' ? 'lets' : 'sends';
      const where = expected.kind === 'allow' ? 'through' : `to ${expected.to}`;
      it(`${verb} ${status} ${where}`, () => {
        expect(decideGuard({ auth: makeAuth({ subscriptionStatus: status }), storeId })).toEqual(
          expected,
        );
      });
    }

    it('lets an unknown future status through', () => {
      const auth = makeAuth({ subscriptionStatus: 'SOMETHING_NEW' as SubscriptionStatus });
      expect(decideGuard({ auth, storeId })).toEqual(allow);
    });

    it('maps statuses to their targets in subscriptionRedirectFor', () => {
      expect(subscriptionRedirectFor('APPROVAL_REJECTED')).toBe('/payment-proof');
      expect(subscriptionRedirectFor('TRIAL_EXPIRED')).toBe('/billing');
      expect(subscriptionRedirectFor('PENDING_APPROVAL')).toBeNull();
    });
  });

  describe('store selection', () => {
    it('allows when the store is selected in state', () => {
      expect(decideGuard({ auth: makeAuth(), storeId })).toEqual(allow);
    });

    it('allows when only the auth response has a selected store', () => {
      expect(decideGuard({ auth: makeAuth({ selectedStoreId: storeId }), storeId: null })).toEqual(
        allow,
      );
    });

    it('sends the user to /choose-store when neither state nor the auth response has a store', () => {
      expect(decideGuard({ auth: makeAuth(), storeId: null })).toEqual(redirect('/choose-store'));
    });

    it('treats an empty store id in state as no store', () => {
      expect(decideGuard({ auth: makeAuth(), storeId: '' })).toEqual(redirect('/choose-store'));
    });

    it('does not require a store when requireStore is false', () => {
      expect(
        decideGuard({ auth: makeAuth(), storeId: null, options: { requireStore: false } }),
      ).toEqual(allow);
    });
  });

  describe('guard order', () => {
    it('checks authorization before subscription and store', () => {
      // A failed check has no status or store to look at: the login redirect must win.
      expect(decideGuard({ auth: { ok: false, redirectTo: '/login' }, storeId: null })).toEqual(
        redirect('/login'),
      );
    });

    it('checks the subscription before the store selection', () => {
      expect(
        decideGuard({ auth: makeAuth({ subscriptionStatus: 'UNPAID' }), storeId: null }),
      ).toEqual(redirect('/billing'));
      expect(
        decideGuard({ auth: makeAuth({ subscriptionStatus: 'RE_SUBMITTED' }), storeId: null }),
      ).toEqual(redirect('/payment-proof'));
    });

    it('checks the store selection last, once the subscription passes', () => {
      expect(
        decideGuard({ auth: makeAuth({ subscriptionStatus: 'TRIAL' }), storeId: null }),
      ).toEqual(redirect('/choose-store'));
    });

    it('still applies a subscription redirect the route does not skip', () => {
      const options: GuardOptions = {
        skipSubscriptionRedirects: ['/billing'],
        requireStore: false,
      };
      expect(
        decideGuard({
          auth: makeAuth({ subscriptionStatus: 'APPROVAL_REJECTED' }),
          storeId: null,
          options,
        }),
      ).toEqual(redirect('/payment-proof'));
    });

    it('applies the store step after a skipped subscription redirect', () => {
      const options: GuardOptions = { skipSubscriptionRedirects: ['/billing'] };
      expect(
        decideGuard({ auth: makeAuth({ subscriptionStatus: 'UNPAID' }), storeId: null, options }),
      ).toEqual(redirect('/choose-store'));
    });
  });

  describe('route presets (no redirect loops)', () => {
    const paths = Object.keys(guardPresets) as GuardedPath[];
    const storeChoices = [
      { label: 'with a store in state', storeId, selectedStoreId: null },
      { label: 'with a store in the auth response', storeId: null, selectedStoreId: storeId },
      { label: 'without a store', storeId: null, selectedStoreId: null },
    ];

    it('lets UNPAID, NONE and TRIAL_EXPIRED users without a store see /billing', () => {
      for (const status of ['NONE', 'UNPAID', 'TRIAL_EXPIRED'] as const) {
        const auth = makeAuth({ subscriptionStatus: status });
        expect(decideGuard({ auth, storeId: null, options: guardPresets['/billing'] })).toEqual(
          allow,
        );
      }
    });

    it('lets APPROVAL_REJECTED and RE_SUBMITTED users without a store see /payment-proof', () => {
      for (const status of ['APPROVAL_REJECTED', 'RE_SUBMITTED'] as const) {
        const auth = makeAuth({ subscriptionStatus: status });
        expect(
          decideGuard({ auth, storeId: null, options: guardPresets['/payment-proof'] }),
        ).toEqual(allow);
      }
    });

    it('lets /billing-old through for billing statuses when a store is selected', () => {
      const auth = makeAuth({ subscriptionStatus: 'UNPAID' });
      expect(decideGuard({ auth, storeId, options: guardPresets['/billing-old'] })).toEqual(allow);
    });

    it('lets a trial user without a store see /choose-store and /verify-email', () => {
      const auth = makeAuth({ subscriptionStatus: 'TRIAL' });
      for (const path of ['/choose-store', '/verify-email'] as const) {
        expect(decideGuard({ auth, storeId: null, options: guardPresets[path] })).toEqual(allow);
      }
    });

    it('never redirects a route to itself, for every status and store choice', () => {
      for (const path of paths) {
        for (const status of subscriptionStatuses) {
          for (const choice of storeChoices) {
            const decision = decideGuard({
              auth: makeAuth({
                subscriptionStatus: status,
                selectedStoreId: choice.selectedStoreId,
              }),
              storeId: choice.storeId,
              options: guardPresets[path],
            });
            if (decision.kind === 'redirect')
              expect(decision.to, `${path} ${status}`).not.toBe(path);
          }
        }
      }
    });

    it('ends every chain of redirects on an allowed route within two hops', () => {
      for (const start of paths) {
        for (const status of subscriptionStatuses) {
          for (const choice of storeChoices) {
            const auth = makeAuth({
              subscriptionStatus: status,
              selectedStoreId: choice.selectedStoreId,
            });
            const visited: string[] = [start];
            let path: string = start;
            for (;;) {
              const decision = decideGuard({
                auth,
                storeId: choice.storeId,
                options: guardPresets[path as GuardedPath],
              });
              if (decision.kind === 'allow') break;
              expect(visited, `${start} ${status} ${choice.label}`).not.toContain(decision.to);
              // Every redirect target of steps 2 and 3 is itself a guarded route with a preset.
              expect(paths, decision.to).toContain(decision.to);
              visited.push(decision.to);
              path = decision.to;
            }
            expect(visited.length, visited.join(' -> ')).toBeLessThanOrEqual(3);
          }
        }
      }
    });
  });
});

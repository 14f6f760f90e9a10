/**
 * Generated suite, Sessions (issue 24): each account-changing action of
 * tests/generated/account-changes.ts against each outstanding link and session, on both
 * databases. No action or purpose is named here: the tables are.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountChangeCases,
  confirmLink,
  outstandingLinks,
  prepareOutstandingAccount,
  type OutstandingAccount,
} from '../generated/account-changes';
import { TestClient, dbKind, skipReason, useTestApp, expectRefused } from './helpers/test-app';

describe.skipIf(skipReason())(
  `every account change voids every outstanding link and other session (${dbKind})`,
  () => {
    const t = useTestApp();

    it('each action of the table is a declared route', () => {
      const declared = new Set(t.app.routeTable.map((r) => `${r.method} ${r.url}`));
      for (const [change, row] of Object.entries(accountChangeCases)) {
        expect(declared.has(row.route), `${change}: ${row.route}`).toBe(true);
      }
    });

    describe.each(Object.entries(accountChangeCases))('%s', (_change, row) => {
      let account: OutstandingAccount;
      /** The acting browser's cookie as it was before the action (a cleared cookie proves nothing). */
      let actingBefore: TestClient;
      beforeAll(async () => {
        account = await prepareOutstandingAccount(t);
        actingBefore = new TestClient(t.app);
        actingBefore.cookies = new Map(account.acting.cookies);
        const res = await row.run(account);
        expect(res.statusCode, res.body).toBe(200);
      });

      // Sessions first: a link that still worked (a reset) would end them and hide the answer.
      it('the other session gets 401', async () => {
        expect((await account.other.get('/api/auth/check-auth')).statusCode).toBe(401);
      });

      it(`the acting session ${row.actingSession}`, async () => {
        const res = await actingBefore.get('/api/auth/check-auth');
        expect(res.statusCode).toBe(row.actingSession === 'survives' ? 200 : 401);
      });

      it.each(Object.keys(outstandingLinks))(
        'the outstanding %s link no longer confirms (410 naming token)',
        async (purpose) => {
          const token = account.links[purpose as keyof typeof outstandingLinks];
          const res = await confirmLink(t, token);
          expectRefused(res, 410, ['token']);
        },
      );
    });
  },
);

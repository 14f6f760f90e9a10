/**
 * Issue 24, defect 1: a pending email change must not outlive a password reset, and the notice
 * to the old address carries a one-click "this wasn't me" link that cancels it. End to end
 * through the API on both databases; links are read from the outbox.
 */
import { expect, it } from 'vitest';
import { ACCOUNT_EMAILS, emailsTo, newestLinkTo, tokenIn } from './helpers/account-links';
import {
  TestClient,
  signUpMerchant,
  useTestApp,
  fieldsOf,
  expectRefused,
  describeOnDatabase,
} from './helpers/test-app';

const INSPECT = '/api/auth/account-link/inspect';
const CONFIRM = '/api/auth/account-link/confirm';

const messageOf = (res: { json: () => unknown }) =>
  (res.json() as { details?: { message: string }[] }).details?.[0]?.message ?? '';

describeOnDatabase('email change takeover', () => {
  let n = 0;
  const t = useTestApp();

  /** Someone who once had the victim's password asks to move the account to their address. */
  async function attackerAsksForEmailChange() {
    const victim = await signUpMerchant(t.app);
    const attacker = new TestClient(t.app);
    const login = await attacker.post('/api/auth/login', {
      email: victim.email,
      password: victim.password,
    });
    expect(login.statusCode).toBe(200);
    const attackerEmail = `attacker-${++n}-${Date.now()}@example.com`;
    const asked = await attacker.post('/api/auth/profile/email-change', {
      newEmail: attackerEmail,
      currentPassword: victim.password,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const changeToken = await newestLinkTo(t, attackerEmail, ACCOUNT_EMAILS.emailChange);
    return { victim, attacker, attackerEmail, changeToken };
  }

  it("[regression] a password reset voids the attacker's pending email change", async () => {
    const { victim, attacker, attackerEmail, changeToken } = await attackerAsksForEmailChange();

    // The victim resets the password, as the notice advises, from the forgot-password link.
    const forgot = await new TestClient(t.app).post('/api/auth/forgot-password', {
      email: victim.email,
    });
    expect(forgot.statusCode).toBe(200);
    const resetToken = await newestLinkTo(t, victim.email, ACCOUNT_EMAILS.passwordReset);
    const reset = await new TestClient(t.app).post(CONFIRM, {
      token: resetToken,
      newPassword: 'victim-new-pass-1',
    });
    expect(reset.statusCode, reset.body).toBe(200);

    // The attacker's link no longer confirms, and the account keeps the victim's address.
    const follow = await new TestClient(t.app).post(CONFIRM, { token: changeToken });
    expectRefused(follow, 410, ['token']);
    expect((await new TestClient(t.app).post(INSPECT, { token: changeToken })).statusCode).toBe(
      410,
    );
    expect((await attacker.get('/api/auth/check-auth')).statusCode).toBe(401);
    const victimAgain = new TestClient(t.app);
    const login = await victimAgain.post('/api/auth/login', {
      email: victim.email,
      password: 'victim-new-pass-1',
    });
    expect(login.statusCode).toBe(200);
    expect((await victimAgain.get('/api/auth/profile')).json()).toMatchObject({
      email: victim.email,
      pendingEmail: null,
    });
    // A reset asked for the attacker's address reaches no account.
    await new TestClient(t.app).post('/api/auth/forgot-password', { email: attackerEmail });
    expect(await emailsTo(t, attackerEmail, ACCOUNT_EMAILS.passwordReset)).toHaveLength(0);
  });

  it('the notice to the old address cancels the change in one click: every session ends, a second use is 410', async () => {
    const { victim, attacker, attackerEmail, changeToken } = await attackerAsksForEmailChange();
    const [notice] = await emailsTo(t, victim.email, ACCOUNT_EMAILS.emailChangeNotice);
    expect(notice?.textBody).toContain(attackerEmail);
    expect(notice?.textBody).toMatch(/wasn't me|was not you/i);
    expect(notice?.htmlBody).toContain('/verify-link?token=');
    const cancelToken = tokenIn(notice?.textBody);

    // Opening the link shows what it will do and changes nothing.
    const info = await new TestClient(t.app).post(INSPECT, { token: cancelToken });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toMatchObject({ purpose: 'email-change-cancel', newEmail: attackerEmail });
    expect((await victim.client.get('/api/auth/profile')).json()).toMatchObject({
      pendingEmail: { email: attackerEmail },
    });

    const done = await new TestClient(t.app).post(CONFIRM, { token: cancelToken });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ purpose: 'email-change-cancel', email: victim.email });

    // The change is gone, every session ended (the attacker's too).
    const follow = await new TestClient(t.app).post(CONFIRM, { token: changeToken });
    expectRefused(follow, 410, ['token']);
    expect((await attacker.get('/api/auth/check-auth')).statusCode).toBe(401);
    expect((await victim.client.get('/api/auth/check-auth')).statusCode).toBe(401);

    const again = await new TestClient(t.app).post(CONFIRM, { token: cancelToken });
    expectRefused(again, 410, ['token']);
  });

  it('a cancel link after the change was confirmed says plainly that the address was already changed (410)', async () => {
    const { victim, changeToken } = await attackerAsksForEmailChange();
    const cancelToken = await newestLinkTo(t, victim.email, ACCOUNT_EMAILS.emailChangeNotice);
    const confirmed = await new TestClient(t.app).post(CONFIRM, { token: changeToken });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    for (const url of [INSPECT, CONFIRM]) {
      const res = await new TestClient(t.app).post(url, { token: cancelToken });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(410);
      expect(fieldsOf(res)).toEqual(['token']);
      expect(res.json<{ error: string }>().error).toMatch(/already changed/i);
      expect(messageOf(res)).toMatch(/already changed/i);
      expect(messageOf(res)).toMatch(/contact/i);
    }
  });
});

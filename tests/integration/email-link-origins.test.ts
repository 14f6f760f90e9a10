/**
 * Links in emails come from configuration only (issue 24, defect 10): whatever Host a request
 * carries (another port of the product host, an attacker's name), every link in every email
 * it queues names `PUBLIC_URL` (the dashboard) or a store's own host under it. Covers the
 * signup verification, the password reset, the email change (link and notice), the order
 * confirmation and the refused-proof update (its order link), a newsletter signup's confirm and
 * unsubscribe links, and a subscription invoice.
 */
import { expect, it } from 'vitest';
import { emailOutbox } from '../../server/db/schema';
import type { Plan } from '../../shared';
import { makePng } from './helpers/media-upload';
import {
  makeProduct,
  orderDetail,
  orderStore,
  placeOrder,
  transition,
  uploadProof,
} from './helpers/orders';
import {
  TestClient,
  signUpMerchant,
  type TestApp,
  useTestApp,
  describeOnDatabase,
} from './helpers/test-app';

const PUBLIC_URL = 'https://shop-builder.example';

/** Every absolute URL in every queued email (text and HTML). */
async function emailedUrls(t: TestApp): Promise<string[]> {
  const rows = await t.database.db.select().from(emailOutbox);
  return rows.flatMap((row) =>
    [...`${row.textBody}\n${row.htmlBody ?? ''}`.matchAll(/https?:\/\/[^\s"'<>]+/g)].map(
      (m) => m[0],
    ),
  );
}

describeOnDatabase('links in emails', () => {
  const t = useTestApp({
    PRODUCT_HOST: 'shop-builder.example',
    PUBLIC_URL,
    PLATFORM_BANK_NAME: 'Origin Test Bank',
    PLATFORM_BANK_IBAN: 'DE00 1111 2222 3333',
    PLATFORM_BANK_BIC: 'PLTBDEXX',
  });

  it('[regression] name the configured origin whatever Host the request carried', async () => {
    for (const host of ['shop-builder.example:6666', 'evil.example:8443']) {
      // Signup (verification link), password reset, email change (link and notice).
      const client = new TestClient(t.app, host);
      const email = `m-${host.replace(/\W/g, '')}@example.com`;
      const signup = await client.post('/api/auth/signup', {
        name: 'Test Merchant',
        email,
        password: 'correct-horse-9',
      });
      expect(signup.statusCode, signup.body).toBe(201);
      const forgot = await new TestClient(t.app, host).post('/api/auth/forgot-password', { email });
      expect(forgot.statusCode).toBe(200);
      const change = await client.post('/api/auth/profile/email-change', {
        newEmail: `new-${email}`,
        currentPassword: 'correct-horse-9',
      });
      expect(change.statusCode, change.body).toBe(200);
    }

    // A subscription invoice, chosen on another port of the product host.
    const merchant = await signUpMerchant(t.app);
    const billing = new TestClient(t.app, 'shop-builder.example:6666');
    billing.cookies = merchant.client.cookies;
    const plans = (await billing.get('/api/platform/plans')).json<{ plans: Plan[] }>().plans;
    const chosen = await billing.post('/api/billing/choose-plan', { planId: plans[0]!.id });
    expect(chosen.statusCode, chosen.body).toBe(201);

    // An order placed on the store's host at another port.
    const s = await orderStore(t, 'lamps');
    const shopper = new TestClient(t.app, 'lamps.shop-builder.example:6666');
    const product = await makeProduct(t, s.storeId);
    const placed = await placeOrder({ ...s, host: shopper.host, shopper }, [
      { productId: product, variationId: null, quantity: 1 },
    ]);
    s.merchant.client = Object.assign(new TestClient(t.app, 'shop-builder.example:6666'), {
      cookies: s.merchant.client.cookies,
    });
    // The shopper's proof of payment, refused: the email links back to the order page.
    const proof = await uploadProof(
      t,
      shopper,
      { storeId: s.storeId, orderId: placed.orderId, token: placed.token },
      [{ name: 'proof.png', type: 'image/png', data: await makePng(8, 8) }],
    );
    expect(proof.statusCode, proof.body).toBe(201);
    const rejected = await transition(s, {
      orderId: placed.orderId,
      action: 'reject_proof',
      proofId: (await orderDetail(s, placed.orderId)).proofs[0]!.id,
      reason: 'The amount is missing',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    // A newsletter signup on the store's host at another port: its confirm and unsubscribe links.
    const signup = await shopper.post('/api/storefront/newsletter/signup', {
      storeId: s.storeId,
      email: 'subscriber@example.com',
    });
    expect(signup.statusCode, signup.body).toBe(202);

    const urls = await emailedUrls(t);
    const subjects = (await t.database.db.select().from(emailOutbox)).map((r) => r.subject);
    expect(subjects.join('\n')).toMatch(/Confirm your email/);
    expect(subjects.join('\n')).toMatch(/Reset your Store Builder password/);
    expect(subjects.join('\n')).toMatch(/Confirm your new email address/);
    const origins = [...new Set(urls.map((u) => new URL(u).origin))].sort();
    expect(origins).toEqual(['https://lamps.shop-builder.example', PUBLIC_URL]);
    expect(urls.some((u) => u.includes('/verify-link?token='))).toBe(true);
    expect(urls.some((u) => u.startsWith('https://lamps.shop-builder.example/checkout?'))).toBe(
      true,
    );
    expect(
      urls.some((u) => u.startsWith('https://lamps.shop-builder.example/newsletter/confirm?c=')),
    ).toBe(true);
    expect(
      urls.some((u) =>
        u.startsWith('https://lamps.shop-builder.example/newsletter/unsubscribe?c='),
      ),
    ).toBe(true);
  });
});

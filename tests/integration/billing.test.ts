/**
 * Platform billing through the API: plans are listed; choosing one issues an invoice with an
 * `SB-` reference and the platform's bank details; a proof (checked by its bytes, size-limited)
 * moves the account to PENDING_APPROVAL; an admin rejects it with a reason
 * (APPROVAL_REJECTED, the reason on the summary), the merchant sends another (RE_SUBMITTED),
 * the admin approves (ACTIVE for one calendar month, the invoice paid); every step emails the
 * account through the outbox; another merchant reaches nothing of it; non-admins reach no
 * admin route.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  PAYMENT_PROOF_MAX_BYTES,
  type BillingSummary,
  type Invoice,
  type PaymentRequest,
  type PaymentRequestList,
  type Plan,
} from '../../shared';
import { emailOutbox, subscriptions, users } from '../../server/db/schema';
import { makePng, postMultipart, SMALL_PDF, type UploadFile } from './helpers/media-upload';
import {
  createStore,
  signUpMerchant,
  TestClient,
  useTestApp,
  type Merchant,
  describeOnDatabase,
  expectRefused,
} from './helpers/test-app';

describeOnDatabase('billing', () => {
  let png: Buffer;
  let admin: Merchant;
  let plans: Plan[];
  // A fixed clock in the future (the test client drops cookies that expired in real time).
  const year = new Date().getUTCFullYear() + 1;
  const start = new Date(`${year}-03-10T09:00:00.000Z`);
  // A new account's 14-day trial ends on 24 March; a plan paid during it starts then.
  const trialEnd = `${year}-03-24T09:00:00.000Z`;
  const april24 = `${year}-04-24T09:00:00.000Z`;

  const t = useTestApp({
    PLATFORM_BANK_NAME: 'Platform Test Bank',
    PLATFORM_BANK_IBAN: 'DE00 1111 2222 3333',
    PLATFORM_BANK_BIC: 'PLTBDEXX',
    OPERATOR_NAME: 'Builder Ops Ltd',
  });
  beforeAll(async () => {
    t.setNow(start);
    png = await makePng(40, 30);
    admin = await signUpMerchant(t.app);
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.userId));
    plans = (await new TestClient(t.app).get('/api/platform/plans')).json<{ plans: Plan[] }>()
      .plans;
  });

  const plan = (code: string) => plans.find((p) => p.code === code)!;

  const upload = (client: TestClient, fields: Record<string, string>, files: UploadFile[]) =>
    postMultipart(t.app, client, '/api/billing/proof', { files, fields });
  const proofOf = (client: TestClient, invoiceId: string, file: UploadFile, ref = 'TRX-1') =>
    upload(client, { invoiceId, payerReference: ref }, [file]);

  async function summary(client: TestClient): Promise<BillingSummary> {
    const res = await client.get('/api/billing/summary');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BillingSummary>();
  }
  async function outbox(to: string) {
    return t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, 'subscription')))
      .orderBy(asc(emailOutbox.createdAt));
  }
  async function choose(client: TestClient, code: string): Promise<Invoice> {
    const res = await client.post('/api/billing/choose-plan', { planId: plan(code).id });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Invoice>();
  }
  async function pendingProofId(invoiceId: string): Promise<string> {
    const res = await admin.client.get('/api/admin/payment-requests?state=pending');
    expect(res.statusCode, res.body).toBe(200);
    const item = res
      .json<PaymentRequestList>()
      .items.find((i) => i.invoice.id === invoiceId && i.status === 'pending');
    expect(item).toBeDefined();
    return item!.id;
  }

  it('lists the seeded plans', () => {
    expect(plans.map((p) => p.code)).toEqual(['starter', 'business', 'business-yearly']);
    expect(plan('business')).toMatchObject({ price: 29, currency: 'USD', interval: 'month' });
  });

  it('shows a new account its trial: no plan, days left, the largest limits, its usage', async () => {
    const m = await signUpMerchant(t.app);
    await createStore(m.client, `trial-${randomBytes(3).toString('hex')}`);
    const s = await summary(m.client);
    expect(s).toMatchObject({
      status: 'TRIAL',
      plan: null,
      daysLeft: 14,
      openInvoice: null,
      rejection: null,
      limits: plan('business-yearly').limits,
    });
    expect(s.closesAt).toBe(
      new Date(new Date(s.trialEndsAt!).getTime() + t.config.billing.graceMs).toISOString(),
    );
    expect(s.usage.products).toBe(0);
    expect(s.usage.pages).toBeGreaterThan(0);
  });

  it('runs the whole flow: invoice, proof, rejection, new proof, approval, with the emails', async () => {
    const m = await signUpMerchant(t.app);
    const subdomain = `bill-${randomBytes(3).toString('hex')}`;
    await createStore(m.client, subdomain, 'Billing Bakery');

    // Choose → an open invoice with a reference, the bank details and the operator.
    const invoice = await choose(m.client, 'business');
    expect(invoice.reference).toMatch(/^SB-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(invoice).toMatchObject({
      planName: 'Business',
      amount: 29,
      currency: 'USD',
      status: 'open',
      interval: 'month',
      billedTo: { name: 'Test Merchant', email: m.email },
      issuer: { name: 'Builder Ops Ltd' },
      bank: {
        bankName: 'Platform Test Bank',
        accountName: 'Builder Ops Ltd',
        iban: 'DE00 1111 2222 3333',
        bic: 'PLTBDEXX',
      },
      proofs: [],
    });
    expect((await summary(m.client)).openInvoice?.id).toBe(invoice.id);
    let mails = await outbox(m.email);
    expect(mails.map((e) => e.subject)).toEqual([
      `Your Store Builder invoice ${invoice.reference}: Business`,
    ]);
    expect(mails[0]!.textBody).toContain('DE00 1111 2222 3333');
    expect(mails[0]!.textBody).toContain('/billing');
    expect(mails[0]!.storeId).toBeNull();

    // Bad files: a text file named .png, and one too large.
    const fake = await proofOf(m.client, invoice.id, {
      name: 'receipt.png',
      type: 'image/png',
      data: 'this is not a picture',
    });
    expectRefused(fake, 415, ['file']);
    const big = await proofOf(m.client, invoice.id, {
      name: 'big.pdf',
      type: 'application/pdf',
      data: Buffer.concat([SMALL_PDF, Buffer.alloc(PAYMENT_PROOF_MAX_BYTES)]),
    });
    expectRefused(big, 413, ['file']);

    // A PNG → PENDING_APPROVAL, which check-auth shows too.
    const sent = await proofOf(m.client, invoice.id, {
      name: 'receipt.png',
      type: 'image/png',
      data: png,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const pending = sent.json<BillingSummary>();
    expect(pending.status).toBe('PENDING_APPROVAL');
    expect(pending.openInvoice).toMatchObject({ id: invoice.id, status: 'pending_approval' });
    expect(pending.openInvoice!.proofs[0]).toMatchObject({
      fileName: 'receipt.png',
      contentType: 'image/png',
      sizeBytes: png.length,
      payerReference: 'TRX-1',
      resubmission: false,
      status: 'pending',
    });
    const auth = await m.client.get('/api/auth/check-auth');
    expect(auth.json().subscriptionStatus).toBe('PENDING_APPROVAL');

    // The merchant reads the file back, sandboxed.
    const proofId = pending.openInvoice!.proofs[0]!.id;
    const file = await m.client.get(`/api/billing/proof-file?proofId=${proofId}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(png)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^inline/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe('sandbox');
    expect(file.headers['cache-control']).toBe('private, no-store');

    // Choosing another plan while the proof is reviewed: 409 naming planId.
    const busy = await m.client.post('/api/billing/choose-plan', { planId: plan('starter').id });
    expectRefused(busy, 409, ['planId']);

    // The admin queue shows it with the account, its store and its status.
    const queue = await admin.client.get('/api/admin/payment-requests?state=pending');
    const item = queue.json<PaymentRequestList>().items.find((i) => i.id === proofId)!;
    expect(item).toMatchObject({
      status: 'pending',
      invoice: { id: invoice.id, reference: invoice.reference, amount: 29 },
      account: { userId: m.userId, email: m.email },
      stores: [{ name: 'Billing Bakery', host: `${subdomain}.localhost` }],
      subscriptionStatus: 'PENDING_APPROVAL',
    });
    expect(queue.json<PaymentRequestList>().counts.pending).toBeGreaterThanOrEqual(1);
    // ... and an admin reads the file too.
    expect((await admin.client.get(`/api/billing/proof-file?proofId=${proofId}`)).statusCode).toBe(
      200,
    );

    // Reject with a reason → APPROVAL_REJECTED and the reason on the summary.
    const rejected = await admin.client.post('/api/admin/payment-requests/reject', {
      proofId,
      reason: 'The amount on the receipt is 19.00, not 29.00',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<PaymentRequest>()).toMatchObject({
      status: 'rejected',
      decidedBy: admin.email,
      reason: 'The amount on the receipt is 19.00, not 29.00',
      invoice: { status: 'rejected' },
      subscriptionStatus: 'APPROVAL_REJECTED',
    });
    const afterReject = await summary(m.client);
    expect(afterReject.status).toBe('APPROVAL_REJECTED');
    expect(afterReject.rejection?.reason).toBe('The amount on the receipt is 19.00, not 29.00');
    expect(afterReject.openInvoice).toMatchObject({ id: invoice.id, status: 'rejected' });
    // The merchant learns the decision and the reason, not which admin decided.
    expect(afterReject.openInvoice?.proofs[0]).toMatchObject({
      status: 'rejected',
      decidedBy: null,
    });
    // Deciding it again: 409 saying who decided.
    const again = await admin.client.post('/api/admin/payment-requests/approve', { proofId });
    expect(again.statusCode).toBe(409);
    expect(again.json().details[0]).toMatchObject({ field: 'proofId' });
    expect(again.json().error).toContain(admin.email);

    // A new proof → RE_SUBMITTED.
    const resent = await proofOf(
      m.client,
      invoice.id,
      { name: 'receipt.pdf', type: 'application/pdf', data: SMALL_PDF },
      'TRX-2',
    );
    expect(resent.statusCode, resent.body).toBe(201);
    expect(resent.json<BillingSummary>().status).toBe('RE_SUBMITTED');
    expect(resent.json<BillingSummary>().rejection).toBeNull();
    const proofs = resent.json<BillingSummary>().openInvoice!.proofs;
    expect(proofs.map((p) => [p.status, p.resubmission])).toEqual([
      ['pending', true],
      ['rejected', false],
    ]);

    // Approve → ACTIVE, the invoice paid, the plan in force. Paid during the free trial, the
    // plan's calendar month starts when the trial ends: the trial's days are kept.
    const second = await pendingProofId(invoice.id);
    const approved = await admin.client.post('/api/admin/payment-requests/approve', {
      proofId: second,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<PaymentRequest>()).toMatchObject({
      status: 'approved',
      decidedBy: admin.email,
      invoice: {
        status: 'paid',
        paidAt: start.toISOString(),
        periodStart: trialEnd,
        periodEnd: april24,
      },
      subscriptionStatus: 'ACTIVE',
    });
    const active = await summary(m.client);
    expect(active).toMatchObject({
      status: 'ACTIVE',
      plan: { code: 'business' },
      trialEndsAt: trialEnd,
      planStartsAt: trialEnd,
      currentPeriodEnd: april24,
      daysLeft: 45,
      openInvoice: null,
      rejection: null,
      limits: plan('business').limits,
    });
    expect((await m.client.get('/api/auth/check-auth')).json().subscriptionStatus).toBe('ACTIVE');
    // Approving twice: 409.
    const twice = await admin.client.post('/api/admin/payment-requests/approve', {
      proofId: second,
    });
    expectRefused(twice, 409, ['proofId']);

    // The history lists it, paid, with both proofs newest first.
    const list = await m.client.get('/api/billing/invoices');
    expect(list.json<{ invoices: Invoice[] }>().invoices[0]).toMatchObject({
      id: invoice.id,
      status: 'paid',
      proofs: [{ id: second }, { id: proofId }],
    });

    // An email for each step.
    mails = await outbox(m.email);
    expect(mails.map((e) => e.subject)).toEqual([
      `Your Store Builder invoice ${invoice.reference}: Business`,
      `We received your proof of payment for ${invoice.reference}`,
      `Your proof of payment for ${invoice.reference} was not accepted`,
      `We received your new proof of payment for ${invoice.reference}`,
      'Payment approved: your Business plan starts when your trial ends',
    ]);
    expect(mails[2]!.textBody).toContain('The amount on the receipt is 19.00, not 29.00');
    expect(mails[2]!.textBody).toContain('/payment-proof');
    expect(mails[4]!.textBody).toContain(`24 March ${year}`);
    expect(mails[4]!.textBody).toContain(`24 April ${year}`);
  });

  /** A new account on the Business plan, its first invoice paid (approved). */
  async function paidBusinessAccount() {
    const m = await signUpMerchant(t.app);
    const first = await choose(m.client, 'business');
    await proofOf(m.client, first.id, { name: 'a.png', type: 'image/png', data: png });
    await admin.client.post('/api/admin/payment-requests/approve', {
      proofId: await pendingProofId(first.id),
    });
    return m;
  }

  it('extends a running period from its end, by a year for a yearly plan', async () => {
    const m = await paidBusinessAccount();
    const yearly = await choose(m.client, 'business-yearly');
    await proofOf(m.client, yearly.id, { name: 'b.png', type: 'image/png', data: png });
    const res = await admin.client.post('/api/admin/payment-requests/approve', {
      proofId: await pendingProofId(yearly.id),
    });
    expect(res.json<PaymentRequest>().invoice).toMatchObject({
      periodStart: april24,
      periodEnd: `${year + 1}-04-24T09:00:00.000Z`,
    });
    const [sub] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, m.userId));
    expect(sub!.currentPeriodEnd?.toISOString()).toBe(`${year + 1}-04-24T09:00:00.000Z`);
    expect(sub!.planId).toBe(plan('business-yearly').id);
  });

  it('keeps a running paid plan when a proof for another plan is rejected', async () => {
    const m = await paidBusinessAccount();
    const change = await choose(m.client, 'business-yearly');
    await proofOf(m.client, change.id, { name: 'b.png', type: 'image/png', data: png });
    // Under review beside the running plan: the account stays active.
    expect((await summary(m.client)).status).toBe('ACTIVE');
    const rejected = await admin.client.post('/api/admin/payment-requests/reject', {
      proofId: await pendingProofId(change.id),
      reason: 'The receipt is for another amount',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    const after = await summary(m.client);
    expect(after).toMatchObject({
      status: 'ACTIVE',
      plan: { code: 'business' },
      currentPeriodEnd: april24,
      openInvoice: { id: change.id, status: 'rejected' },
      rejection: { reason: 'The receipt is for another amount' },
    });
    const auth = await m.client.get('/api/auth/check-auth');
    expect(auth.json<{ subscriptionStatus: string }>().subscriptionStatus).toBe('ACTIVE');
  });

  it('starts a plan paid after the trial ended at once', async () => {
    const m = await signUpMerchant(t.app);
    // Its trial ended yesterday.
    await t.database.db
      .update(subscriptions)
      .set({ trialEndsAt: new Date(start.getTime() - 86_400_000) })
      .where(eq(subscriptions.userId, m.userId));
    expect((await summary(m.client)).status).toBe('TRIAL_EXPIRED');
    const invoice = await choose(m.client, 'business');
    await proofOf(m.client, invoice.id, { name: 'a.png', type: 'image/png', data: png });
    const res = await admin.client.post('/api/admin/payment-requests/approve', {
      proofId: await pendingProofId(invoice.id),
    });
    expect(res.json<PaymentRequest>().invoice).toMatchObject({
      periodStart: start.toISOString(),
      periodEnd: `${year}-04-10T09:00:00.000Z`,
    });
    expect(await summary(m.client)).toMatchObject({ status: 'ACTIVE', planStartsAt: null });
    const mails = await outbox(m.email);
    expect(mails.at(-1)!.subject).toBe('Payment approved: your Business plan is active');
  });

  it('voids the unpaid invoice when another plan is chosen; refuses unknown plans', async () => {
    const m = await signUpMerchant(t.app);
    const a = await choose(m.client, 'starter');
    const b = await choose(m.client, 'business');
    expect(a.reference).not.toBe(b.reference);
    const list = (await m.client.get('/api/billing/invoices')).json<{ invoices: Invoice[] }>();
    expect(list.invoices.map((i) => [i.id, i.status])).toEqual([
      [b.id, 'open'],
      [a.id, 'void'],
    ]);
    const voided = await proofOf(m.client, a.id, { name: 'a.png', type: 'image/png', data: png });
    expectRefused(voided, 409, ['invoiceId']);
    const unknown = await m.client.post('/api/billing/choose-plan', {
      planId: '00000000-0000-4000-8000-000000000000',
    });
    expectRefused(unknown, 404, ['planId']);
  });

  it('keeps every invoice and proof to its own account', async () => {
    const owner = await signUpMerchant(t.app);
    const other = await signUpMerchant(t.app);
    const invoice = await choose(owner.client, 'starter');
    const sent = await proofOf(owner.client, invoice.id, {
      name: 'a.png',
      type: 'image/png',
      data: png,
    });
    const proofId = sent.json<BillingSummary>().openInvoice!.proofs[0]!.id;

    const read = await other.client.get(`/api/billing/invoice?invoiceId=${invoice.id}`);
    expectRefused(read, 404, ['invoiceId']);
    expect(
      (await owner.client.get(`/api/billing/invoice?invoiceId=${invoice.id}`)).statusCode,
    ).toBe(200);
    expect(
      (await admin.client.get(`/api/billing/invoice?invoiceId=${invoice.id}`)).statusCode,
    ).toBe(200);
    const file = await other.client.get(`/api/billing/proof-file?proofId=${proofId}`);
    expectRefused(file, 404, ['proofId']);
    const up = await proofOf(other.client, invoice.id, {
      name: 'a.png',
      type: 'image/png',
      data: png,
    });
    expectRefused(up, 404, ['invoiceId']);
    const mail = await other.client.post('/api/email/send-subscription-email', {
      invoiceId: invoice.id,
    });
    expect(mail.statusCode).toBe(404);
    expect((await other.client.get('/api/billing/invoices')).json().invoices).toEqual([]);

    // Non-admins reach no admin route.
    expect((await owner.client.get('/api/admin/payment-requests')).statusCode).toBe(403);
    const approve = await owner.client.post('/api/admin/payment-requests/approve', { proofId });
    expect(approve.statusCode).toBe(403);
    const reject = await owner.client.post('/api/admin/payment-requests/reject', {
      proofId,
      reason: 'not mine to decide',
    });
    expect(reject.statusCode).toBe(403);
    expect((await new TestClient(t.app).get('/api/billing/summary')).statusCode).toBe(401);
  });

  it('sends the invoice email again, three times a minute at most', async () => {
    const m = await signUpMerchant(t.app);
    const invoice = await choose(m.client, 'starter');
    for (let i = 0; i < 3; i++) {
      const res = await m.client.post('/api/email/send-subscription-email', {
        invoiceId: invoice.id,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const limited = await m.client.post('/api/email/send-subscription-email', {
      invoiceId: invoice.id,
    });
    expectRefused(limited, 429, ['invoiceId']);
    expect(
      (await outbox(m.email)).filter((e) => e.subject.includes(invoice.reference)),
    ).toHaveLength(4);
  });

  it('pages the admin queue by state with counts', async () => {
    const res = await admin.client.get('/api/admin/payment-requests?state=all&page=1');
    expect(res.statusCode).toBe(200);
    const body = res.json<PaymentRequestList>();
    expect(body.pageSize).toBe(20);
    expect(body.total).toBe(body.counts.pending + body.counts.approved + body.counts.rejected);
    const approved = (
      await admin.client.get('/api/admin/payment-requests?state=approved')
    ).json<PaymentRequestList>();
    expect(approved.items.every((i) => i.status === 'approved')).toBe(true);
    expect(approved.items.length).toBe(approved.counts.approved);
    const bad = await admin.client.get('/api/admin/payment-requests?state=maybe');
    expectRefused(bad, 400, ['state']);
  });
});

describeOnDatabase('billing without a platform bank account', () => {
  const t = useTestApp();

  it('sells no plan, says why, and tells the admin', async () => {
    const admin = await signUpMerchant(t.app);
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.userId));
    const m = await signUpMerchant(t.app);
    const summary = (await m.client.get('/api/billing/summary')).json<BillingSummary>();
    expect(summary).toMatchObject({ status: 'TRIAL', bankTransfer: false });
    const plans = (await m.client.get('/api/platform/plans')).json<{ plans: Plan[] }>().plans;
    const refused = await m.client.post('/api/billing/choose-plan', { planId: plans[0]!.id });
    expectRefused(refused, 409, ['planId']);
    expect(refused.json().error).toContain('Paid plans cannot be bought yet');
    const queue = await admin.client.get('/api/admin/payment-requests');
    expect(queue.json<PaymentRequestList>().bankTransfer).toBe(false);
  });
});

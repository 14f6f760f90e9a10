/**
 * Bank-transfer proofs: the shopper uploads a real PNG or PDF from the order page (multipart,
 * the token of the confirmation link, the store's own host); the type is read from the bytes
 * and the size is limited; the file is kept privately (never under /media/) and only the
 * store's merchant reads it, sandboxed; review approves (paid) or rejects (emailed with the
 * reason and the link to send another); every proof is kept.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { PAYMENT_PROOF_MAX_BYTES, type OrderDetailDto, type OrderDto } from '../../shared';
import {
  emailsTo,
  makeProduct,
  orderDetail,
  orderSnapshot,
  orderStore,
  placeOrder,
  transition,
  uploadProof,
  type OrderStore,
} from './helpers/orders';
import { makePng, SMALL_PDF } from './helpers/media-upload';
import { bombPng } from './helpers/hostile-images';
import {
  signUpMerchant,
  TestClient,
  useTestApp,
  describeOnDatabase,
  expectRefused,
} from './helpers/test-app';

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );
}

describeOnDatabase('payment proofs', () => {
  let s: OrderStore;
  let png: Buffer;

  const t = useTestApp({ CHECKOUT_RATE_LIMIT: '10000' });
  beforeAll(async () => {
    s = await orderStore(t, 'proof-shop', 'Proof & Co');
    png = await makePng(40, 30);
  });

  async function bankOrder() {
    const product = await makeProduct(t, s.storeId);
    return placeOrder(s, [{ productId: product, variationId: null, quantity: 1 }]);
  }
  const fieldsOf = (o: { orderId: string; token: string }, extra: Record<string, string> = {}) => ({
    storeId: s.storeId,
    orderId: o.orderId,
    token: o.token,
    ...extra,
  });

  it('takes a PNG, moves the payment to review, notifies the merchant; the merchant reads the file', async () => {
    const placed = await bankOrder();
    const res = await uploadProof(t, s, fieldsOf(placed, { payerReference: 'ADA-77' }), [
      { name: 'receipt.png', type: 'image/png', data: png },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<OrderDto>();
    expect(answer.paymentStatus).toBe('awaiting_review');
    expect(answer.latestProof).toMatchObject({ status: 'submitted', reason: '' });

    // The shopper's order page shows it, with the bank account and the company field.
    const page = await s.shopper.get(
      `/api/storefront/order?storeId=${s.storeId}&orderId=${placed.orderId}&token=${placed.token}`,
    );
    expect(page.json()).toMatchObject({
      paymentStatus: 'awaiting_review',
      latestProof: { status: 'submitted' },
      bankAccount: { accountName: 'Proof & Co', accountNumber: 'XX00 1234', bankCode: 'FTBKXX' },
      tracking: null,
      address: { company: '' },
    });

    const detail = await orderDetail(s, placed.orderId);
    expect(detail.allowedActions).toEqual(
      expect.arrayContaining(['approve_proof', 'reject_proof']),
    );
    expect(detail.proofs).toHaveLength(1);
    const proof = detail.proofs[0]!;
    expect(proof).toMatchObject({
      fileName: 'receipt.png',
      contentType: 'image/png',
      byteSize: png.length,
      payerReference: 'ADA-77',
      status: 'submitted',
      fileUrl: `/api/dashboard/orders/payment-proof-file?proofId=${proof.id}`,
    });
    const submitted = detail.events.find((e) => e.kind === 'proof_submitted')!;
    expect(submitted).toMatchObject({ actorType: 'shopper', actorName: 'Ada Lovelace' });
    expect(submitted.message).toMatch(
      /^Payment proof sent: receipt\.png \(\d+ KB\), payer reference ADA-77$/,
    );
    expect(detail.events.at(-1)).toMatchObject({
      kind: 'email',
      email: {
        to: s.merchant.email,
        subject: `Payment proof to review for order #${placed.orderNumber} at Proof & Co`,
      },
    });

    // The merchant gets the very bytes, sandboxed.
    const file = await s.merchant.client.get(proof.fileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(png)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="receipt\.png"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe('sandbox');
    expect(file.headers['cache-control']).toBe('no-store');

    // Kept privately: under DATA_DIR/private, nothing under DATA_DIR/media, no /media/ URL.
    const privateFiles = filesUnder(join(t.config.dataDir, 'private'));
    expect(privateFiles.some((f) => f.endsWith(`${proof.id}.png`))).toBe(true);
    expect(filesUnder(join(t.config.dataDir, 'media')).some((f) => f.includes(proof.id))).toBe(
      false,
    );
    const relative = privateFiles
      .find((f) => f.endsWith(`${proof.id}.png`))!
      .slice(join(t.config.dataDir, 'private').length + 1);
    for (const path of [
      `/media/${relative}`,
      `/media/../private/${relative}`,
      `/media/%2e%2e/private/${relative}`,
      `/media/..%2fprivate%2f${relative.replace(/\//g, '%2f')}`,
      `/private/${relative}`,
    ]) {
      const res2 = await new TestClient(t.app, s.host).get(path);
      expect(res2.statusCode, path).not.toBe(200);
      expect(res2.rawPayload.includes(png.subarray(0, 64)), path).toBe(false);
    }

    // Another merchant, and nobody, get nothing.
    const rival = await signUpMerchant(t.app);
    const stolen = await rival.client.get(proof.fileUrl);
    expectRefused(stolen, 404, ['proofId']);
    expect((await new TestClient(t.app).get(proof.fileUrl)).statusCode).toBe(401);
  });

  it('rejects with a reason (emailed with a working link), takes a PDF, approves once, keeps both', async () => {
    const placed = await bankOrder();
    const first = await uploadProof(t, s, fieldsOf(placed), [
      { name: 'blurry.png', type: 'image/png', data: png },
    ]);
    expect(first.statusCode, first.body).toBe(201);
    const firstProof = (await orderDetail(s, placed.orderId)).proofs[0]!;

    const rejected = await transition(s, {
      orderId: placed.orderId,
      action: 'reject_proof',
      proofId: firstProof.id,
      reason: 'The amount is not readable',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const afterReject = rejected.json<OrderDetailDto>();
    expect(afterReject.paymentStatus).toBe('unpaid');
    expect(afterReject.proofs[0]).toMatchObject({
      status: 'rejected',
      reason: 'The amount is not readable',
      reviewedByName: 'Test Merchant',
    });
    expect(afterReject.events.filter((e) => e.kind === 'proof_rejected')).toEqual([
      expect.objectContaining({
        actorType: 'merchant',
        message: 'Payment proof rejected: The amount is not readable',
      }),
    ]);
    const mail = (await emailsTo(t, s.storeId, 'ada@example.com')).at(-1)!;
    expect(mail.subject).toBe(
      `Your payment proof for order #${placed.orderNumber} at Proof & Co was not accepted`,
    );
    expect(mail.textBody).toContain('Reason: The amount is not readable');
    const link = /Open your order: (\S+)/.exec(mail.textBody)![1]!;
    const url = new URL(link);
    expect(url.origin).toBe('http://proof-shop.localhost:3000');
    expect(url.pathname).toBe('/checkout');
    expect(url.searchParams.get('order')).toBe(placed.orderId);
    expect(url.searchParams.get('token')).toBe(placed.token);
    expect(mail.htmlBody).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    // The shopper sees why, and may send another.
    const page = await s.shopper.get(
      `/api/storefront/order?storeId=${s.storeId}&orderId=${placed.orderId}&token=${placed.token}`,
    );
    expect(page.json().latestProof).toMatchObject({
      status: 'rejected',
      reason: 'The amount is not readable',
    });

    const second = await uploadProof(t, s, fieldsOf(placed), [
      { name: 'statement.pdf', type: 'application/pdf', data: SMALL_PDF },
    ]);
    expect(second.statusCode, second.body).toBe(201);
    const detail = await orderDetail(s, placed.orderId);
    const pdfProof = detail.proofs[0]!;
    expect(pdfProof).toMatchObject({ contentType: 'application/pdf', status: 'submitted' });
    const pdf = await s.merchant.client.get(pdfProof.fileUrl);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-security-policy']).toBe('sandbox');
    expect(pdf.rawPayload.equals(SMALL_PDF)).toBe(true);

    const approve = () =>
      transition(s, { orderId: placed.orderId, action: 'approve_proof', proofId: pdfProof.id });
    const approved = await approve();
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<OrderDetailDto>()).toMatchObject({ paymentStatus: 'paid' });
    expect(approved.json<OrderDetailDto>().paidAt).not.toBeNull();

    // Approving twice, or reviewing the old proof, is a 409 and changes nothing.
    const before = await orderSnapshot(t, s.storeId, placed.orderId);
    const twice = await approve();
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('The payment is paid: approve payment needs awaiting review');
    const old = await transition(s, {
      orderId: placed.orderId,
      action: 'reject_proof',
      proofId: firstProof.id,
      reason: 'again',
    });
    expect(old.statusCode).toBe(409);
    expect(await orderSnapshot(t, s.storeId, placed.orderId)).toBe(before);

    const final = await orderDetail(s, placed.orderId);
    expect(final.proofs.map((p) => [p.fileName, p.status])).toEqual([
      ['statement.pdf', 'approved'],
      ['blurry.png', 'rejected'],
    ]);
    expect(
      final.events.filter((e) => e.kind !== 'email').map((e) => [e.kind, e.actorType]),
    ).toEqual([
      ['placed', 'shopper'],
      ['proof_submitted', 'shopper'],
      ['proof_rejected', 'merchant'],
      ['proof_submitted', 'shopper'],
      ['proof_approved', 'merchant'],
    ]);
    const payMail = (await emailsTo(t, s.storeId, 'ada@example.com')).at(-1)!;
    expect(payMail.subject).toBe(
      `Payment received for your order #${placed.orderNumber} at Proof & Co`,
    );
  });

  it('refuses a fake file by its bytes, a too large one, and no file, naming the field', async () => {
    const placed = await bankOrder();
    const before = await orderSnapshot(t, s.storeId, placed.orderId);
    const fake = await uploadProof(t, s, fieldsOf(placed), [
      { name: 'receipt.png', type: 'image/png', data: 'I promise I paid, see attached' },
    ]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json().details).toEqual([
      { field: 'file', message: 'Send a JPEG, PNG or WebP image, or a PDF' },
    ]);
    // A PNG signature on bytes that are no image.
    const truncated = await uploadProof(t, s, fieldsOf(placed), [
      {
        name: 'x.png',
        type: 'image/png',
        data: Buffer.concat([png.subarray(0, 16), Buffer.alloc(64)]),
      },
    ]);
    expect(truncated.statusCode).toBe(415);
    const svg = await uploadProof(t, s, fieldsOf(placed), [
      { name: 'x.svg', type: 'image/svg+xml', data: '<svg onload="alert(1)"/>' },
    ]);
    expect(svg.statusCode).toBe(415);
    const big = await uploadProof(t, s, fieldsOf(placed), [
      {
        name: 'huge.pdf',
        type: 'application/pdf',
        data: Buffer.concat([SMALL_PDF, Buffer.alloc(PAYMENT_PROOF_MAX_BYTES)]),
      },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().details[0]).toEqual({
      field: 'file',
      message: 'The file may be at most 5 MB',
    });
    const none = await uploadProof(t, s, fieldsOf(placed), []);
    expectRefused(none, 400, ['file']);
    const two = await uploadProof(t, s, fieldsOf(placed), [
      { name: 'a.png', type: 'image/png', data: png },
      { name: 'b.png', type: 'image/png', data: png },
    ]);
    expectRefused(two, 400, ['file']);
    const noToken = await uploadProof(t, s, { storeId: s.storeId, orderId: placed.orderId }, [
      { name: 'a.png', type: 'image/png', data: png },
    ]);
    expectRefused(noToken, 400, ['token']);
    const json = await s.shopper.post('/api/storefront/order/payment-proof', fieldsOf(placed));
    expectRefused(json, 415, ['content-type']);
    expect(await orderSnapshot(t, s.storeId, placed.orderId)).toBe(before);
    expect(
      filesUnder(join(t.config.dataDir, 'private')).some((f) => f.includes(placed.orderId)),
    ).toBe(false);
  });

  it('[regression] refuses a proof image over 100 megapixels from its header, saying the limit', async () => {
    const placed = await bankOrder();
    // 15000×15000 in 27 KB: the merchant's browser would decode 900 MB.
    const res = await uploadProof(t, s, fieldsOf(placed), [
      { name: 'receipt.png', type: 'image/png', data: bombPng(15_000, 15_000) },
    ]);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().details).toEqual([
      {
        field: 'file',
        message: 'The image is 15000×15000 pixels; at most 100 megapixels are accepted',
      },
    ]);
    expect(
      filesUnder(join(t.config.dataDir, 'private')).some((f) => f.includes(placed.orderId)),
    ).toBe(false);
  });

  it('answers 404 to a wrong token, and refuses another host', async () => {
    const placed = await bankOrder();
    const before = await orderSnapshot(t, s.storeId, placed.orderId);
    const file = [{ name: 'a.png', type: 'image/png', data: png }];
    const wrong = await uploadProof(
      t,
      s,
      fieldsOf({
        orderId: placed.orderId,
        token: placed.token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
      }),
      file,
    );
    expectRefused(wrong, 404, ['token']);
    const unknown = await uploadProof(
      t,
      s,
      fieldsOf({ orderId: randomUUID(), token: placed.token }),
      file,
    );
    expect(unknown.statusCode).toBe(404);

    const other = await orderStore(t, 'other-proof-shop', 'Other Shop');
    const foreignHost = await uploadProof(t, other, fieldsOf(placed), file);
    expectRefused(foreignHost, 400, ['storeId']);
    const dashboardHost = await uploadProof(t, { host: 'localhost:3000' }, fieldsOf(placed), file);
    expect(dashboardHost.statusCode).toBe(400);
    const crossSite = await uploadProof(t, s, fieldsOf(placed), file, {
      origin: 'https://evil.example',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await orderSnapshot(t, s.storeId, placed.orderId)).toBe(before);
  });

  it('takes proofs only for unpaid, open bank-transfer orders (409 naming the state)', async () => {
    const product = await makeProduct(t, s.storeId);
    const file = [{ name: 'a.png', type: 'image/png', data: png }];
    const cod = await placeOrder(s, [{ productId: product, variationId: null, quantity: 1 }], {
      paymentMethod: 'cod',
    });
    const codRes = await uploadProof(t, s, fieldsOf(cod), file);
    expectRefused(codRes, 409, ['paymentMethod']);

    const cancelled = await bankOrder();
    await transition(s, { orderId: cancelled.orderId, action: 'cancel' });
    const cancelledRes = await uploadProof(t, s, fieldsOf(cancelled), file);
    expectRefused(cancelledRes, 409, ['status']);

    const waiting = await bankOrder();
    expect((await uploadProof(t, s, fieldsOf(waiting), file)).statusCode).toBe(201);
    const before = await orderSnapshot(t, s.storeId, waiting.orderId);
    const again = await uploadProof(t, s, fieldsOf(waiting), file);
    expect(again.statusCode).toBe(409);
    expect(again.json().details[0]).toMatchObject({ field: 'paymentStatus' });
    expect(again.json().error).toMatch(/^The payment is awaiting review/);
    expect(await orderSnapshot(t, s.storeId, waiting.orderId)).toBe(before);

    const paid = await bankOrder();
    await transition(s, { orderId: paid.orderId, action: 'mark_paid' });
    const paidRes = await uploadProof(t, s, fieldsOf(paid), file);
    expect(paidRes.statusCode).toBe(409);
    expect(paidRes.json().error).toBe('The payment is paid: no proof is needed');
  });
});

describeOnDatabase('payment proof rate limit', () => {
  const t = useTestApp({ CHECKOUT_RATE_LIMIT: '2' });

  it('answers 429 after the configured number of uploads a minute from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await uploadProof(
        t,
        { host: 'nowhere.localhost:3000' },
        { storeId: randomUUID(), orderId: randomUUID(), token: 'x'.repeat(43) },
        [],
      );
      statuses.push(res.statusCode);
    }
    expect(statuses[2]).toBe(429);
  });
});

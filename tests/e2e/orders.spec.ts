/**
 * Orders (issue 11) in the browser. The demo merchant's orders list keeps its tabs, filters,
 * search and sort in the URL (Back undoes them; the export link carries the same filters). The
 * issue's acceptance flow: a shopper places a bank-transfer order on the store host and sends
 * a proof (a real PNG); the merchant finds it in the home's action queue, opens the order,
 * approves the proof, confirms and ships with a tracking number; the timeline shows every step
 * with the shopper's emails (outbox rows and their delivery state), the home's revenue today
 * grows by the order's total, and the shopper's page says paid and shows the tracking. A rejected proof shows its reason to the shopper, who sends another; bad files
 * are refused naming the field. Cancel confirms first; a move made elsewhere meanwhile is a
 * 409 banner. The print view shows the invoice (prices) and the packing slip (none) and
 * hides the dashboard when printed. A refund is at most what is left and shows in the totals.
 * axe checks the index, the order screen, its ship dialog, the invoice and the shopper's
 * proof form.
 */
import { expect, test } from '@playwright/test';
import { loginAsDemo, unique } from './catalog-helpers';
import { expectNoSeriousAxeViolations } from './axe';
import {
  demoCashOrder,
  expectProofPngShown,
  openConfirmation,
  orderScreen,
  ordersIndex,
  placeOrderInBrowser,
  placeOrderViaApi,
  printCalls,
  proofPng,
  shopperPayment,
  stubPrint,
  transitionViaApi,
} from './orders-helpers';

test('the orders list keeps its tabs, filters, search and sort in the URL', async ({
  page,
  context,
}) => {
  const storeId = await loginAsDemo(context);
  const name = `List Buyer ${unique()}`;
  const bank = await placeOrderViaApi(context.request, storeId, { name }, 'bank_transfer');
  const cod = await placeOrderViaApi(context.request, storeId, { name }, 'cod');
  expect(await transitionViaApi(context.request, { orderId: cod.orderId, action: 'confirm' })).toBe(
    200,
  );

  const index = ordersIndex(page);
  await index.open();
  await expect(index.rows.first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the orders index');
  // Every tab shows its count once the list has answered; All counts what the pages hold.
  const allCount = Number(await index.tab('All').getByTestId('tab-count').textContent());
  await expect(page.getByTestId('pagination-summary')).toContainText(`of ${allCount} orders`);

  // Search: debounced, replaces the history entry.
  await index.search.fill(name);
  await expect(page).toHaveURL(/[?&]q=List\+Buyer/);
  await expect(index.rows).toHaveCount(2);
  await expect(index.tab('All').getByTestId('tab-count')).toHaveText('2');
  await expect(index.tab('Pending').getByTestId('tab-count')).toHaveText('1');
  await expect(index.tab('Confirmed').getByTestId('tab-count')).toHaveText('1');

  // A status tab.
  await index.tab('Confirmed').click();
  await expect(page).toHaveURL(/status=confirmed/);
  await expect(index.rows).toHaveCount(1);
  await expect(index.row(cod.orderNumber)).toContainText('Cash on delivery');
  await expect(index.row(cod.orderNumber).getByTestId('order-status')).toHaveText('Confirmed');

  // Back returns to the search alone; a payment method filter then narrows it.
  await page.goBack();
  await expect(page).not.toHaveURL(/status=/);
  await expect(index.rows).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Method' }).selectOption('bank_transfer');
  await expect(page).toHaveURL(/paymentMethod=bank_transfer/);
  await expect(index.rows).toHaveCount(1);
  await expect(index.row(bank.orderNumber).getByTestId('payment-status')).toHaveText('Unpaid');
  await expect(page.getByTestId('filter-summary')).toContainText('Bank transfer');

  // The export downloads exactly these filters.
  const href = (await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')) ?? '';
  const exported = new URL(href, page.url()).searchParams;
  expect(exported.get('storeId')).toBe(storeId);
  expect(exported.get('paymentMethod')).toBe('bank_transfer');
  expect(exported.get('search')).toBe(name);
  const csv = await context.request.get(href);
  expect(csv.status()).toBe(200);
  const text = await csv.text();
  expect(text).toContain(String(bank.orderNumber));
  expect(text).not.toContain(`${cod.orderNumber},`);

  // A payment status with nothing in it: the empty filter state offers to clear.
  await page.getByRole('combobox', { name: 'Payment' }).selectOption('refunded');
  await expect(page.getByTestId('orders-no-match')).toContainText('No orders match');
  await page.getByTestId('clear-filters').click();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  await expect(index.search).toHaveValue('');

  // A date range in the future selects nothing; a range over today finds the orders.
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA');
  await index.open(`?q=${encodeURIComponent(name)}&from=${day(1)}`);
  await expect(page.getByTestId('orders-no-match')).toBeVisible();
  await index.open(`?q=${encodeURIComponent(name)}&from=${day(-1)}&to=${day(1)}`);
  await expect(index.rows).toHaveCount(2);
  await expect(page.getByLabel('From')).toHaveValue(day(-1));

  // Sort by total, then by number: the header's state follows the URL.
  await page.getByTestId('sort-number').click();
  await expect(page).toHaveURL(/sort=number_asc/);
  await expect(index.rows.first()).toContainText(`#${Math.min(bank.orderNumber, cod.orderNumber)}`);
  await page.getByTestId('sort-number').click();
  await expect(page).toHaveURL(/sort=number_desc/);
  await expect(index.rows.first()).toContainText(`#${Math.max(bank.orderNumber, cod.orderNumber)}`);
  await expect(page.getByRole('columnheader', { name: /Order/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  // A row opens its order.
  await index
    .row(bank.orderNumber)
    .getByRole('link', { name: `#${bank.orderNumber}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${bank.orderId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order #${bank.orderNumber}`);
});

test('a shopper pays by bank transfer with a proof; the merchant approves it and ships', async ({
  browser,
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const name = `Proof Buyer ${unique()}`;
  const shopperContext = await browser.newContext({ reducedMotion: 'reduce' });
  const shopper = await shopperContext.newPage();
  const order = await placeOrderInBrowser(shopper, { name, email: 'proof-buyer@example.com' });
  const pay = shopperPayment(shopper);
  await expect(pay.section).toContainText('How to pay by bank transfer');
  await expect(pay.section).toContainText(`#${order.orderNumber}`);
  await expect(pay.form).toBeVisible();
  await expect(pay.form).toContainText('at most 5 MB');
  await expect(pay.file).toHaveAttribute(
    'accept',
    'image/jpeg,image/png,image/webp,application/pdf',
  );
  await expectNoSeriousAxeViolations(shopper, 'the proof of payment form');
  await pay.sendProof('ACME Bank transfer 4471');
  await expect(pay.state).toContainText('We received your proof of payment on');
  await expect(pay.state).toContainText('the store is checking it');
  await expect(pay.form).toHaveCount(0);

  // The merchant's home: today's revenue before the payment, and the proof in the action
  // queue, whose link opens the orders list filtered to proofs to review.
  await loginAsDemo(context);
  const revenueToday = async () => {
    await page.goto('/dashboard/adminhome?range=today');
    const value = page.getByTestId('kpi-revenue').getByTestId('kpi-value');
    await expect(value).toHaveText(/^\$[\d,]+\.\d\d$/);
    return Number(((await value.textContent()) ?? '').replace(/[$,]/g, ''));
  };
  const revenueBefore = await revenueToday();
  const proofsToReview = page.getByTestId('queue-proofs_to_review').getByRole('link');
  await expect(proofsToReview).toHaveText(/^\d+ payment proofs? to review$/);
  await proofsToReview.click();
  await expect(page).toHaveURL(/\/dashboard\/orders\?paymentStatus=awaiting_review$/);
  const index = ordersIndex(page);
  await expect(index.row(order.orderNumber).getByTestId('payment-status')).toHaveText(
    'Proof to review',
  );
  await index
    .row(order.orderNumber)
    .getByRole('link', { name: `#${order.orderNumber}` })
    .click();
  const screen = orderScreen(page);
  await expect(screen.heading).toHaveText(`Order #${order.orderNumber}`);
  await expect(screen.status).toHaveText('Pending');
  await expect(screen.payment).toContainText('Proof to review');
  await expect(page.getByTestId('order-customer-card')).toContainText(name);
  await expect(page.getByTestId('customer-email')).toHaveAttribute(
    'href',
    'mailto:proof-buyer@example.com',
  );
  await expect(page.getByTestId('shipping-address')).toContainText('United States');
  await expect(page.getByTestId('order-item')).toContainText('Ceramic Mug');

  // The proof: its reference, its state and the picture itself.
  const proof = screen.proofs.first();
  await expect(proof.getByTestId('proof-reference')).toHaveText('ACME Bank transfer 4471');
  await expect(proof.getByTestId('proof-status')).toHaveText('To review');
  await expectProofPngShown(proof.getByTestId('proof-image'));
  await expectNoSeriousAxeViolations(page, 'the order with a proof to review');

  await proof.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByText('Payment approved').last()).toBeVisible();
  await expect(screen.payment).toContainText('Paid');
  await expect(proof.getByTestId('proof-status')).toHaveText('Approved');
  await expect(proof.getByRole('button', { name: 'Approve payment' })).toHaveCount(0);
  await expect(page.getByTestId('paid-at')).toBeVisible();

  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Order confirmed').last()).toBeVisible();
  await expect(screen.status).toHaveText('Confirmed');

  // The ship dialog refuses an empty tracking number on its field, then ships.
  await page.getByRole('button', { name: 'Mark as shipped' }).click();
  const ship = page.getByRole('dialog', { name: `Ship order #${order.orderNumber}` });
  await expectNoSeriousAxeViolations(page, 'the ship dialog');
  await ship.getByLabel('Carrier').fill('DHL');
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(ship.getByTestId('field-error-trackingNumber')).toHaveText(
    'Tracking number is required',
  );
  await ship.getByRole('button', { name: 'Cancel' }).click();
  await screen.ship('DHL', 'JD014600006281', 'https://www.dhl.com/track?id=JD014600006281');
  await expect(page.getByText('Order marked as shipped').last()).toBeVisible();
  await expect(screen.status).toHaveText('Shipped');
  await expect(page.getByTestId('tracking-carrier')).toHaveText('DHL');
  await expect(page.getByTestId('tracking-number').getByRole('link')).toHaveAttribute(
    'href',
    'https://www.dhl.com/track?id=JD014600006281',
  );

  // The timeline: every step, newest first, with who did it and the shopper's emails.
  const kinds = await screen.events.evaluateAll((els) =>
    els.map((e) => e.getAttribute('data-kind')),
  );
  for (const kind of ['placed', 'proof_submitted', 'proof_approved', 'status_changed', 'shipped']) {
    expect(kinds, `timeline has ${kind}`).toContain(kind);
  }
  expect(kinds.indexOf('shipped')).toBeLessThan(kinds.indexOf('proof_approved'));
  expect(kinds.indexOf('proof_approved')).toBeLessThan(kinds.indexOf('proof_submitted'));
  expect(kinds.lastIndexOf('placed')).toBe(kinds.length - 1);
  await expect(screen.event('proof_submitted').getByTestId('event-actor')).toHaveText('Customer');
  await expect(screen.event('proof_approved').getByTestId('event-actor')).toHaveText(
    'Demo Merchant',
  );
  await expect(screen.event('shipped').getByTestId('event-message')).toContainText(
    'JD014600006281',
  );
  // Emails sit under the step that sent them, each once, in its final state only.
  expect(kinds, 'no email as a step of its own').not.toContain('email');
  const shopperEmails = screen.events
    .getByTestId('timeline-email')
    .filter({ hasText: 'proof-buyer@example.com' });
  expect(await shopperEmails.count()).toBeGreaterThanOrEqual(3);
  await expect(
    screen.event('shipped').getByTestId('timeline-email').filter({ hasText: 'proof-buyer' }),
  ).toHaveCount(1);
  await expect(shopperEmails.first().getByTestId('email-status')).toHaveText(/Queued|Sent|Failed/);
  await expect(page.getByTestId('order-timeline')).not.toContainText('queued to');

  // A staff note lands on top of the timeline.
  await page.getByLabel('Staff note').fill('Packed with extra bubble wrap');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note added').last()).toBeVisible();
  await expect(screen.events.first()).toHaveAttribute('data-kind', 'note');
  await expect(screen.events.first()).toContainText('Packed with extra bubble wrap');
  await expect(page.getByLabel('Staff note')).toHaveValue('');

  // The home's revenue today now counts the paid order (other tests may add theirs).
  const orderTotal = Number(
    ((await page.getByTestId('order-total').textContent()) ?? '').replace(/[^\d.]/g, ''),
  );
  expect(orderTotal).toBeGreaterThan(0);
  expect(await revenueToday()).toBeGreaterThanOrEqual(revenueBefore + orderTotal - 0.001);

  // The shopper's page now says paid and shows the tracking.
  await shopper.reload();
  await expect(pay.state).toHaveText('Payment received. Thank you!');
  await expect(shopper.getByTestId('order-tracking')).toContainText('JD014600006281');
  await expect(shopper.getByTestId('order-tracking')).toContainText('DHL');
  await shopperContext.close();
});

test('a rejected proof shows its reason to the shopper, who sends another', async ({
  browser,
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const storeId = await loginAsDemo(context);
  const order = await placeOrderViaApi(context.request, storeId, {
    name: `Reject Buyer ${unique()}`,
  });
  const shopperContext = await browser.newContext({ reducedMotion: 'reduce' });
  const shopper = await shopperContext.newPage();
  await openConfirmation(shopper, order);
  const pay = shopperPayment(shopper);

  // Nothing chosen, then a text file posing as a PNG: each refused under the file field.
  await pay.submit.click();
  await expect(shopper.getByTestId('proof-file-error')).toHaveText(
    'Choose a photo or PDF of your transfer receipt',
  );
  await expect(pay.file).toBeFocused();
  await pay.sendProof('first try', {
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture at all'),
  });
  await expect(shopper.getByTestId('proof-file-error')).toHaveText(
    'Send a JPEG, PNG or WebP image, or a PDF',
  );
  await expect(pay.file).toHaveAttribute('aria-invalid', 'true');
  await pay.sendProof('first try');
  await expect(pay.state).toContainText('the store is checking it');

  const screen = orderScreen(page);
  await screen.open(order.orderId, order.orderNumber);
  // The reason is required.
  await screen.proofs.first().getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', {
    name: `Reject the proof of order #${order.orderNumber}?`,
  });
  await dialog.getByRole('button', { name: 'Reject proof' }).click();
  await expect(dialog.getByTestId('field-error-reason')).toContainText('Say why');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await screen.rejectProof('The amount on the receipt is 10.00, the order is more');
  await expect(page.getByText('Proof rejected').last()).toBeVisible();
  await expect(screen.payment).toContainText('Unpaid');
  await expect(screen.proofs.first().getByTestId('proof-status')).toHaveText('Rejected');
  await expect(screen.proofs.first().getByTestId('proof-reason')).toHaveText(
    'The amount on the receipt is 10.00, the order is more',
  );
  await expect(screen.event('proof_rejected')).toHaveCount(1);

  // The shopper reads the reason and sends another proof.
  await shopper.reload();
  await expect(pay.rejected).toContainText('not accepted');
  await expect(shopper.getByTestId('proof-rejected-reason')).toHaveText(
    'The amount on the receipt is 10.00, the order is more',
  );
  await pay.sendProof('second try', {
    name: 'receipt-2.png',
    mimeType: 'image/png',
    buffer: await proofPng('#15803d'),
  });
  await expect(pay.state).toContainText('the store is checking it');

  // Both proofs are kept, newest first.
  await page.reload();
  await expect(screen.proofs).toHaveCount(2);
  await expect(screen.proofs.nth(0).getByTestId('proof-reference')).toHaveText('second try');
  await expect(screen.proofs.nth(0).getByTestId('proof-status')).toHaveText('To review');
  await expect(screen.proofs.nth(1).getByTestId('proof-status')).toHaveText('Rejected');
  await shopperContext.close();
});

test('cancel confirms first; a change made elsewhere meanwhile is explained', async ({
  page,
  context,
}) => {
  const order = await demoCashOrder(context, 'Cancel Buyer');
  const screen = orderScreen(page);
  await screen.open(order.orderId, order.orderNumber);
  await expect(page.getByTestId('no-proofs')).toHaveCount(0);
  await expect(page.getByTestId('payment-method')).toHaveText('Cash on delivery');

  await screen.menu('Cancel order');
  const confirm = page.getByRole('dialog', { name: `Cancel order #${order.orderNumber}?` });
  await expect(confirm).toContainText('Its items go back in stock and the shopper is emailed.');
  await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(confirm).toHaveCount(0);
  await expect(screen.status).toHaveText('Pending');

  // Meanwhile, another tab confirms the order: this screen still offers Confirm.
  expect(
    await transitionViaApi(context.request, { orderId: order.orderId, action: 'confirm' }),
  ).toBe(200);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(screen.conflict).toContainText('The order is confirmed');
  await expect(screen.status).toHaveText('Confirmed');
  await expect(page.getByRole('button', { name: 'Mark as shipped' })).toBeVisible();

  await screen.menu('Cancel order');
  await confirm.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Order cancelled').last()).toBeVisible();
  await expect(screen.status).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Mark as shipped' })).toHaveCount(0);
  await page.getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(screen.event('status_changed').first()).toContainText(/cancel/i);
});

test('the print view shows the invoice with prices and the packing slip without', async ({
  page,
  context,
}) => {
  const order = await demoCashOrder(context, 'Print Buyer');
  await stubPrint(page);
  const screen = orderScreen(page);
  await screen.open(order.orderId, order.orderNumber);
  const total =
    (await page.getByTestId('order-totals').getByTestId('order-total').textContent()) ?? '';

  await screen.menu('Print invoice');
  await expect(page).toHaveURL(
    new RegExp(`/dashboard/orders/${order.orderId}/print\\?doc=invoice$`),
  );
  const doc = page.getByTestId('print-document');
  await expect(doc.getByRole('heading', { level: 1 })).toHaveText(`Invoice #${order.orderNumber}`);
  await expect(page.getByTestId('print-store-name')).toHaveText('Demo Outfitters');
  await expect(page.getByTestId('print-address')).toContainText('1 Main Street');
  await expect(page.getByTestId('print-items')).toContainText('Ceramic Mug');
  await expect(page.getByTestId('print-total')).toHaveText(total);
  await expect(page.getByTestId('print-payment')).toContainText('Cash on delivery');
  await expect.poll(() => printCalls(page)).toBe(1);
  await expectNoSeriousAxeViolations(page, 'the invoice');

  // Printed, only the document shows.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.dashboard-sidebar')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(doc).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('link', { name: 'Packing slip' }).click();
  await expect(doc.getByRole('heading', { level: 1 })).toHaveText(
    `Packing slip #${order.orderNumber}`,
  );
  await expect(page.getByTestId('print-items')).toContainText('Ceramic Mug');
  await expect(page.getByTestId('print-items')).not.toContainText('$');
  await expect(page.getByTestId('print-totals')).toHaveCount(0);
  // Opened by its link, the view waits for the Print button.
  expect(await printCalls(page)).toBe(1);
  await page.getByRole('button', { name: 'Print' }).click();
  await expect.poll(() => printCalls(page)).toBe(2);
});

test('a refund is at most what was paid and shows in the totals', async ({ page, context }) => {
  const order = await demoCashOrder(context, 'Refund Buyer');
  expect(
    await transitionViaApi(context.request, { orderId: order.orderId, action: 'mark_paid' }),
  ).toBe(200);
  const screen = orderScreen(page);
  await screen.open(order.orderId, order.orderNumber);
  await expect(screen.payment).toContainText('Paid');
  const total =
    (await page.getByTestId('order-totals').getByTestId('order-total').textContent()) ?? '';
  const totalAmount = Number(total.replace(/[^\d.]/g, ''));

  await screen.menu('Refund');
  const dialog = page.getByRole('dialog', { name: `Refund order #${order.orderNumber}?` });
  const amount = dialog.getByLabel(/^Amount/);
  await expect(amount).toHaveValue(String(totalAmount));
  await amount.fill(String(totalAmount + 1));
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByTestId('field-error-amount')).toHaveText(
    `At most ${total} is left to refund`,
  );
  await amount.fill('5');
  await dialog.getByLabel('Reason').fill('Chipped handle');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Refunded $5.00').last()).toBeVisible();
  // Part of the total came back: "Partially refunded" with the amount, never "Refunded".
  await expect(page.getByTestId('payment-status')).toHaveText([
    'Payment: Partially refunded',
    'Partially refunded',
  ]);
  await expect(page.getByTestId('order-payment-card')).toContainText(`Refunded$5.00 of ${total}`);
  await expect(page.getByTestId('order-refunded')).toHaveText('−$5.00');
  await expect(screen.event('refund')).toContainText('Chipped handle');

  // What is left can still be refunded; the dialog says what already was.
  await screen.menu('Refund');
  await expect(dialog).toContainText('$5.00 is already refunded');
  await expect(amount).toHaveValue(String(Math.round((totalAmount - 5) * 100) / 100));
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The same word on the invoice, in the list (and its filter) and in the CSV.
  await page.goto(`/dashboard/orders/${order.orderId}/print?doc=invoice`);
  await expect(page.getByTestId('print-payment')).toContainText('Partially refunded');
  await page.goto(`/dashboard/orders?paymentStatus=partially_refunded&q=${order.orderNumber}`);
  const row = page.getByTestId('order-row').filter({ hasText: `#${order.orderNumber}` });
  await expect(row.getByTestId('payment-status')).toHaveText('Partially refunded');
  await expect(row.getByTestId('order-total')).toContainText('$5.00 refunded');
  const href = (await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')) ?? '';
  const csv = await (await context.request.get(new URL(href, page.url()).href)).text();
  const line = csv.split('\n').find((l) => l.startsWith(`${order.orderNumber},`));
  expect(line).toContain(',partially_refunded,');
});

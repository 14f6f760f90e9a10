/**
 * The payment marks a footer's "Payment icons" block can show, as plain data (the storefront
 * draws them without zod): the block's prop that switches each on, and its name as shoppers
 * read it. The store's own methods (cash on delivery, bank transfer) are on by default; card
 * and wallet marks are the merchant's choice, for the methods their provider takes.
 */
export const paymentMarks = [
  ['visa', 'Visa'],
  ['mastercard', 'Mastercard'],
  ['amex', 'American Express'],
  ['paypal', 'PayPal'],
  ['applePay', 'Apple Pay'],
  ['googlePay', 'Google Pay'],
  ['bankTransfer', 'Bank transfer'],
  ['cashOnDelivery', 'Cash on delivery'],
] as const;
export type PaymentMark = (typeof paymentMarks)[number][0];

/** The marks on by default: the payment methods every store takes today. */
export const defaultPaymentMarks: readonly PaymentMark[] = ['bankTransfer', 'cashOnDelivery'];

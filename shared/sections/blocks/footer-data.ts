/**
 * The footer blocks' plain data, in a module of its own so that the storefront's footer reads
 * it without taking zod and the block schemas along (scripts/check-bundle.mjs checks).
 *
 * The payment marks a footer's "Payment icons" block can show: the block's prop that switches
 * each on, and its name as shoppers read it. The store's own methods (cash on delivery, bank transfer) are on by default; card
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

/**
 * The networks a footer links to: its prop, the store details' network, the name shoppers
 * read, the name its setting has.
 */
export const footerSocialNetworks = [
  ['facebookUrl', 'facebook', 'Facebook', 'Facebook'],
  ['instagramUrl', 'instagram', 'Instagram', 'Instagram'],
  ['xUrl', 'x', 'X', 'X (Twitter)'],
  ['youtubeUrl', 'youtube', 'YouTube', 'YouTube'],
  ['tiktokUrl', 'tiktok', 'TikTok', 'TikTok'],
] as const;

/**
 * The customers area's words: each email-marketing state as a badge (its label and tone), and
 * where a state came from. Pure data; the filter's options and the table read them.
 */
import type { EmailMarketingState, MarketingSource } from '../../shared';
import type { BadgeWord } from '../kit';

export const emailMarketingWords: Record<EmailMarketingState, BadgeWord> = {
  subscribed: { label: 'Subscribed', tone: 'success' },
  pending: { label: 'Pending confirmation', tone: 'info' },
  unsubscribed: { label: 'Unsubscribed', tone: 'neutral' },
  not_subscribed: { label: 'Not subscribed', tone: 'neutral' },
};

export const marketingSourceLabels: Record<MarketingSource, string> = {
  newsletter: 'Newsletter signup',
  unsubscribe_link: 'Unsubscribe link',
  merchant: 'Removed by you',
  account: 'Their account',
};

/** Whether the merchant can remove this customer's consent (there is some to remove). */
export const canUnsubscribe = (state: EmailMarketingState) =>
  state === 'subscribed' || state === 'pending';

/**
 * The account's own emails (outbox kind `platform`, no store): the email-change link to the
 * new address and the notice to the old one (with its "this wasn't me" link), the
 * password-reset link and the email verification link. Plain text plus simple HTML, every
 * typed value escaped. Owns: their wording (the links' origin: http/public-links.ts). Not:
 * delivery (the outbox worker), tokens (account-tokens.ts).
 */
import {
  EMAIL_CHANGE_CANCEL_LINK_HOURS,
  EMAIL_CHANGE_LINK_HOURS,
  PASSWORD_RESET_LINK_HOURS,
  VERIFY_EMAIL_LINK_HOURS,
  countOf,
  escapeHtml,
} from '../../shared';
import type { OutgoingEmail } from '../email/outbox';

/** Where a single-use link lands: the dashboard's /verify-link page, whatever the purpose. */
export function accountLinkUrl(origin: string, token: string): string {
  return `${origin}/verify-link?${new URLSearchParams({ token })}`;
}

/** The emails' simple HTML page: one `<p>` per (already escaped) paragraph. */
export function htmlPage(paragraphs: string[]): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">${paragraphs
    .map((p) => `<p>${p}</p>`)
    .join('')}</body></html>`;
}

/** A link email: greeting, why, the link, how long it works and what to do if not asked. */
function linkEmail(options: {
  to: string;
  name: string;
  subject: string;
  why: string;
  linkLabel: string;
  link: string;
  hours: number;
  ifNotYou: string;
}): OutgoingEmail {
  const { to, name, subject, why, linkLabel, link, hours, ifNotYou } = options;
  const validity = `The link works once, for ${countOf(hours, 'hour', 'hours')}. ${ifNotYou}`;
  return {
    storeId: null,
    kind: 'platform',
    to,
    subject,
    text: [`Hello ${name},`, '', why, `${linkLabel}:`, '', link, '', validity].join('\n'),
    html: htmlPage([
      `Hello ${escapeHtml(name)},`,
      escapeHtml(why),
      `<a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a>`,
      escapeHtml(validity),
    ]),
  };
}

/** The password-reset link (only ever sent to an account's own address). */
export function passwordResetEmail(options: { to: string; name: string; link: string }) {
  return linkEmail({
    ...options,
    subject: 'Reset your Store Builder password',
    why: 'Someone (we hope you) asked to reset the password of your Store Builder account.',
    linkLabel: 'Choose a new password',
    hours: PASSWORD_RESET_LINK_HOURS,
    ifNotYou:
      'If you did not ask for this, ignore this email: your password stays as it is. Choosing a new one logs you out everywhere.',
  });
}

/** The email-verification link (after signup, or resent from /verify-email). */
export function verifyEmailEmail(options: { to: string; name: string; link: string }) {
  return linkEmail({
    ...options,
    subject: 'Confirm your email for Store Builder',
    why: `Welcome to Store Builder. Please confirm that ${options.to} is your email address.`,
    linkLabel: 'Confirm your email',
    hours: VERIFY_EMAIL_LINK_HOURS,
    ifNotYou: 'If you did not create an account, ignore this email.',
  });
}

/** To the NEW address: the link that confirms it. */
export function emailChangeLinkEmail(options: {
  name: string;
  newEmail: string;
  link: string;
}): OutgoingEmail {
  const { name, newEmail, link } = options;
  const hours = countOf(EMAIL_CHANGE_LINK_HOURS, 'hour', 'hours');
  return {
    storeId: null,
    kind: 'platform',
    to: newEmail,
    subject: 'Confirm your new email address',
    text: [
      `Hello ${name},`,
      '',
      `Someone (we hope you) asked to use ${newEmail} as the email of their Store Builder account.`,
      'Open this link to confirm it:',
      '',
      link,
      '',
      `The link works once, for ${hours}. If you did not ask for this, ignore this email: nothing changes.`,
    ].join('\n'),
    html: htmlPage([
      `Hello ${escapeHtml(name)},`,
      `Someone (we hope you) asked to use <strong>${escapeHtml(newEmail)}</strong> as the email of their Store Builder account.`,
      `<a href="${escapeHtml(link)}">Confirm your new email address</a>`,
      `The link works once, for ${hours}. If you did not ask for this, ignore this email: nothing changes.`,
    ]),
  };
}

/**
 * To the OLD address: a change was asked for (the confirming link went elsewhere), and a
 * one-click "this wasn't me" link that cancels it and logs the account out everywhere.
 */
export function emailChangeNoticeEmail(options: {
  name: string;
  oldEmail: string;
  newEmail: string;
  cancelLink: string;
}): OutgoingEmail {
  const { name, oldEmail, newEmail, cancelLink } = options;
  const happens = 'It happens only once the link sent to the new address is followed.';
  const ifNotYou =
    "If this wasn't you, cancel it now: the change is stopped, everyone using your account is logged out, and you then choose a new password.";
  const linkLabel = "This wasn't me: cancel the change";
  const validity = `The link works once, for ${countOf(EMAIL_CHANGE_CANCEL_LINK_HOURS, 'hour', 'hours')}. If you asked for the change, ignore this email.`;
  return {
    storeId: null,
    kind: 'platform',
    to: oldEmail,
    subject: 'A change of your account email was requested',
    text: [
      `Hello ${name},`,
      '',
      `A change of your Store Builder account's email to ${newEmail} was requested.`,
      happens,
      '',
      ifNotYou,
      `${linkLabel}:`,
      '',
      cancelLink,
      '',
      validity,
    ].join('\n'),
    html: htmlPage([
      `Hello ${escapeHtml(name)},`,
      `A change of your Store Builder account's email to <strong>${escapeHtml(newEmail)}</strong> was requested.`,
      happens,
      escapeHtml(ifNotYou),
      `<a href="${escapeHtml(cancelLink)}">${escapeHtml(linkLabel)}</a>`,
      escapeHtml(validity),
    ]),
  };
}

import type { OutboxEvents, OutboxEventType } from '@earnwave/contracts';
import { formatCredits } from '@earnwave/money';

export type MailEventType = Extract<OutboxEventType, `mail.${string}`>;

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailContext {
  appName: string;
  webOrigin: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function message(to: string, subject: string, lines: string[], link: { url: string; label: string }): MailMessage {
  const text = [...lines, '', `${link.label}: ${link.url}`].join('\n');
  const html =
    lines.map((line) => `<p>${escape(line)}</p>`).join('') +
    `<p><a href="${escape(link.url)}">${escape(link.label)}</a></p>`;
  return { to, subject, text, html };
}

/** The mail each event sends, by event type. Names are user input: escaped in HTML. */
/**
 * What the guessing mail says happened: guessing in a browser that signed in to the account before
 * is counted, and paused, apart from guessing anywhere else (the API's device cookies).
 */
const GUESSED_TEXT = {
  password: {
    unknown:
      'Someone entered wrong passwords for your account many times, from a browser you have not signed in from. We have paused sign-ins from unknown browsers for a while; the browsers you use keep working.',
    known:
      'Someone entered wrong passwords for your account many times, in a browser you have signed in from before. We have paused sign-ins in that browser for a while; your other browsers keep working.',
  },
  code: {
    unknown:
      'Someone entered wrong two-factor codes for your account many times, from a browser you have not signed in from: they may know your password. We have paused code checks from unknown browsers for a while; the browsers you use keep working.',
    known:
      'Someone entered wrong two-factor codes for your account many times, in a browser you have signed in from before. We have paused code checks in that browser for a while; your other browsers keep working.',
  },
} as const;

export const MAIL_TEMPLATES: {
  [T in MailEventType]: (event: OutboxEvents[T], context: MailContext) => MailMessage;
} = {
  'mail.verification-requested': ({ to, name, token }, { appName, webOrigin }) =>
    message(
      to,
      `Verify your e-mail address for ${appName}`,
      [`Hello ${name},`, `Welcome to ${appName}! Please confirm your e-mail address. The link works for 24 hours.`],
      { url: `${webOrigin}/verification?hash=${encodeURIComponent(token)}`, label: 'Verify my e-mail address' },
    ),
  'mail.password-reset-requested': ({ to, name, token }, { appName, webOrigin }) =>
    message(
      to,
      `Reset your ${appName} password`,
      [
        `Hello ${name},`,
        'Someone asked to reset the password of your account. The link works once, for 1 hour.',
        'If it was not you, ignore this e-mail: your password stays as it is.',
      ],
      { url: `${webOrigin}/reset-password?hash=${encodeURIComponent(token)}`, label: 'Set a new password' },
    ),
  'mail.referral-invitation-requested': ({ to, referrerName, registerLink }, { appName }) =>
    message(
      to,
      `${referrerName} invites you to ${appName}`,
      [
        `${referrerName} thinks you would like ${appName}: earn rewards for viewing content, inviting friends and sharing your own content.`,
        'Start with 12 months of free basic membership.',
      ],
      { url: registerLink, label: `Join ${appName}` },
    ),
  'mail.sign-in-guessed': ({ to, name, guessed, knownBrowser }, { appName, webOrigin }) =>
    message(
      to,
      `Someone is trying to sign in to your ${appName} account`,
      [
        `Hello ${name},`,
        GUESSED_TEXT[guessed][knownBrowser ? 'known' : 'unknown'],
        'If it was not you, change your password and sign out of your other sessions in Settings.',
      ],
      { url: `${webOrigin}/login`, label: `Sign in to ${appName}` },
    ),
  'mail.withdrawal-requested': ({ to, name, amount, fee, walletAddress, token }, { appName, webOrigin }) =>
    message(
      to,
      `Your ${appName} withdrawal of ${formatCredits(BigInt(amount))} USDT`,
      [
        `Hello ${name},`,
        `A withdrawal of ${formatCredits(BigInt(amount))} USDT (fee ${formatCredits(BigInt(fee))} USDT) to the wallet ${walletAddress} was requested from your account. It waits for an administrator.`,
        'If it was not you, cancel it with the link below while it is pending (the link works once), then change your password.',
      ],
      { url: `${webOrigin}/withdrawal/cancel?hash=${encodeURIComponent(token)}`, label: 'Cancel this withdrawal' },
    ),
};

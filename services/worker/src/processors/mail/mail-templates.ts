import type { OutboxEvents, OutboxEventType } from '@earnwave/contracts';

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
};

import { TEXT } from '.';

const NAME = TEXT.appName;

/** A legal page's section: its heading and paragraphs (components/legal-page.tsx). */
interface Section {
  heading: string;
  paragraphs: string[];
}

/** When the legal pages were last changed, as they say it. */
export const LEGAL_UPDATED = 'November 2026';

/** Spec 1: the policy mentions one month to respond to requests and children under 13. */
export const PRIVACY: Section[] = [
  {
    heading: 'What we collect',
    paragraphs: [
      'Your name, e-mail address, password (stored only as a hash), membership and wallet details, the content you view and post, and the technical data your browser sends.',
    ],
  },
  {
    heading: 'Why we use it',
    paragraphs: [
      'To run your account, count your rewards, pay your withdrawals, prevent fraud and keep the platform secure. We do not sell your personal data.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You may ask for a copy of your data, its correction or its deletion. We respond to every request within one month.',
    ],
  },
  {
    heading: 'Children',
    paragraphs: [
      `${NAME} is not meant for children under 13, and we do not knowingly collect data from children under 13. If you believe a child under 13 has given us data, contact us and we will delete it.`,
    ],
  },
  {
    heading: 'Cookies and local storage',
    paragraphs: [
      'The member client keeps your session and display settings (theme, direction, menu) in your browser’s local storage.',
    ],
  },
  {
    heading: 'Contact',
    paragraphs: ['Write to us through the contact form on the home page.'],
  },
];

/** Spec 1: content rules, licence, liability, copyright, termination rights, community guidelines. */
export const TERMS: Section[] = [
  {
    heading: 'Acceptance',
    paragraphs: [
      `By creating an account or using ${NAME} you agree to these Terms and Conditions. If you do not agree, do not use the platform.`,
    ],
  },
  {
    heading: 'Content rules',
    paragraphs: [
      'You are responsible for everything you post, send or upload. Content must be lawful, must not infringe the rights of others, and must not be hateful, violent, sexually exploitative, misleading or spam.',
      'Proof you submit for tasks (screenshots, links) must be genuine. Fake or reused proof is refused and may end your account.',
    ],
  },
  {
    heading: 'Licence',
    paragraphs: [
      `You keep ownership of your content. You grant ${NAME} a worldwide, non-exclusive, royalty-free licence to host, show and distribute it on the platform for as long as it is published there.`,
      `${NAME} grants you a personal, revocable, non-transferable licence to use the platform for its intended purpose.`,
    ],
  },
  {
    heading: 'Rewards, credits and withdrawals',
    paragraphs: [TEXT.termsRewards],
  },
  {
    heading: 'Liability',
    paragraphs: [
      `${NAME} is provided "as is". To the extent the law allows, we are not liable for indirect or consequential losses, for losses caused by wallet addresses you enter wrongly, or for the content of other members.`,
    ],
  },
  {
    heading: 'Copyright',
    paragraphs: [
      'If you believe content on the platform infringes your copyright, write to us through the contact form with the address of the content and proof of your rights. We remove infringing content promptly.',
    ],
  },
  {
    heading: 'Termination rights',
    paragraphs: [
      'You may deactivate your account at any time from Settings; withdraw your funds first. We may suspend or terminate an account that breaks these terms. A deactivated balance is frozen, not forfeited.',
    ],
  },
  {
    heading: 'Community guidelines',
    paragraphs: [
      'Be respectful to other members, do not harass, impersonate or defraud anyone, and report content that breaks these rules.',
    ],
  },
];

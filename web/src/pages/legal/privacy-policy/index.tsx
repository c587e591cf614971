import { LegalPage, type LegalSection } from '../../../components/legal-page';
import { TEXT } from '../../../texts';

const NAME = TEXT.appName;

/** Spec 1: the policy mentions one month to respond to requests and children under 13. */
export const PRIVACY: LegalSection[] = [
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

export default function PrivacyPage() {
  return <LegalPage title={TEXT.privacyPolicy} updated="November 2026" sections={PRIVACY} />;
}

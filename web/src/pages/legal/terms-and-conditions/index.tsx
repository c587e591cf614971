import { LegalPage, type LegalSection } from '../../../components/legal-page';
import { TEXT } from '../../../texts';

const NAME = TEXT.appName;

/** Spec 1: content rules, licence, liability, copyright, termination rights, community guidelines. */
export const TERMS: LegalSection[] = [
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

export default function TermsPage() {
  return <LegalPage title={TEXT.termsAndConditions} updated="November 2026" sections={TERMS} />;
}

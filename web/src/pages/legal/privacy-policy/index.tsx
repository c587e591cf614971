import { LegalPage } from '../../../components/legal-page';
import { TEXT } from '../../../texts';
import { LEGAL_UPDATED, PRIVACY } from '../../../texts/legal';

export default function PrivacyPage() {
  return <LegalPage title={TEXT.privacyPolicy} updated={LEGAL_UPDATED} sections={PRIVACY} />;
}

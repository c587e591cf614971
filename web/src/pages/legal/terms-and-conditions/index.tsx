import { LegalPage } from '../../../components/legal-page';
import { TEXT } from '../../../texts';
import { LEGAL_UPDATED, TERMS } from '../../../texts/legal';

export default function TermsPage() {
  return <LegalPage title={TEXT.termsAndConditions} updated={LEGAL_UPDATED} sections={TERMS} />;
}

import { Box } from '@mui/material';
import type { WireSchema } from '@earnwave/contracts';
import { NumberField, ReferenceField, TextField, useRecordContext } from 'react-admin';
import { DecisionShow } from '../components/DecisionShow';
import { ProofDecisionField } from './ProofDecisionField';
import { ScreenshotLinkField } from './ScreenshotLinkField';

/** The screenshot itself, small; url-type proofs are web addresses and have none. */
function ScreenshotPreview(_props: { label?: string }) {
  const record = useRecordContext<WireSchema<'AdminTaskProofRecord'>>();
  if (!record?.screenshot || record.type === 'url') return null;
  return (
    <Box
      component="img"
      src={record.screenshot}
      alt="The member's screenshot"
      sx={{ maxWidth: 320, maxHeight: 240, border: 1, borderColor: 'divider' }}
    />
  );
}

export function TaskProofShow() {
  return (
    <DecisionShow createdLabel="Sent" decision={<ProofDecisionField label="Decision" />}>
      <ReferenceField source="taskId" reference="tasks" label="Task" link="show">
        <TextField source="businessName" />
      </ReferenceField>
      <ReferenceField source="ownerId" reference="members" label="Task owner" link="show">
        <TextField source="name" />
      </ReferenceField>
      <TextField source="taskPricingTitle" label="Option" />
      <TextField source="type" />
      <NumberField source="noOfRewards" label="Reward (credits)" />
      <NumberField source="noOfCost" label="Cost to the owner (credits)" />
      <ScreenshotLinkField label="Proof" />
      <ScreenshotPreview label="Screenshot" />
    </DecisionShow>
  );
}

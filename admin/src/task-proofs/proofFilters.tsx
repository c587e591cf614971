import { SearchInput, SelectInput } from 'react-admin';

export const PROOF_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'].map((value) => ({ id: value, name: value }));
const DECIDERS = [
  { id: 'owner', name: 'the task owner' },
  { id: 'admin', name: 'an administrator' },
  { id: 'timer', name: 'the auto-approval timer' },
];

export const proofFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Task, option or member" />,
  <SelectInput key="status" source="status" choices={PROOF_STATUSES} alwaysOn />,
  <SelectInput key="decidedBy" source="decidedBy" label="Decided by" choices={DECIDERS} />,
];

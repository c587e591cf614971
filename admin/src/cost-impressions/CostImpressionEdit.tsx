import { Edit } from 'react-admin';
import { CostImpressionForm } from './CostImpressionForm';

/** Tasks keep the cost and impressions they copied: a change applies to new tasks only. */
export function CostImpressionEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <CostImpressionForm edit />
    </Edit>
  );
}

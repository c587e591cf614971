import { Create } from 'react-admin';
import { CostImpressionForm } from './CostImpressionForm';

export function CostImpressionCreate() {
  return (
    <Create redirect="list">
      <CostImpressionForm />
    </Create>
  );
}

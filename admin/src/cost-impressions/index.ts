import VisibilityIcon from '@mui/icons-material/Visibility';
import { CostImpressionCreate } from './CostImpressionCreate';
import { CostImpressionEdit } from './CostImpressionEdit';
import { CostImpressionList } from './CostImpressionList';

export default {
  list: CostImpressionList,
  create: CostImpressionCreate,
  edit: CostImpressionEdit,
  icon: VisibilityIcon,
  recordRepresentation: (record: { impressions: number; noOfCost: number }) =>
    `${record.impressions} impressions for ${record.noOfCost} credits`,
};

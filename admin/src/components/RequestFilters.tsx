import { DateInput, SearchInput, SelectInput } from 'react-admin';
import { choicesOf } from './choices';
import { flagFilter } from './PaymentReview';

export const WALLET_STATUSES = choicesOf(['pending', 'approved', 'rejected']);
export const SUBSCRIPTION_STATUSES = choicesOf(['pending', 'active', 'rejected', 'expired']);
export const LEVELS = choicesOf(['bronze', 'silver', 'gold', 'cash']);

/** Filters shared by the lists of payment requests: search, status, the day range they were made in, the review's flag. */
export function requestFilters(statuses = WALLET_STATUSES) {
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder="Member, e-mail or Txid" />,
    <SelectInput key="status" source="status" choices={statuses} alwaysOn />,
    <DateInput key="from" source="createdAt_gte" label="From" />,
    <DateInput key="to" source="createdAt_lte" label="Until" />,
    flagFilter,
  ];
}

import { Button as MuiButton } from '@mui/material';
import {
  DateField,
  NumberField,
  Datagrid,
  Show,
  Tab,
  TabbedShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { NewestFirstReferences } from '../components/NewestFirstReferences';
import { StatusField } from '../components/StatusField';
import { MemberActions } from './MemberActions';
import { PostingsField } from '../ledger-transactions/PostingsField';

/** Opens the ledger filtered by this member. */
function LedgerLink() {
  const record = useRecordContext();
  if (!record) return null;
  const filter = encodeURIComponent(JSON.stringify({ memberId: record.id }));
  return (
    <MuiButton component={Link} to={`/ledger-transactions?filter=${filter}`} size="small">
      Open in the ledger
    </MuiButton>
  );
}

export function MemberShow() {
  return (
    <Show actions={<MemberActions />}>
      <TabbedShowLayout>
        <Tab label="Profile">
          <TextField source="name" />
          <TextField source="email" />
          <TextField source="role" />
          <StatusField source="status" label="Status" />
          <DateField source="emailVerifiedAt" label="E-mail verified" showTime emptyText="not verified" />
          <DateField source="deactivatedAt" label="Deactivated" showTime emptyText="—" />
          <DateField source="createdAt" label="Joined" showTime />
          <TextField source="referralCode" label="Referral code" />
          <TextField source="referrerName" label="Referred by" emptyText="—" />
          <NumberField source="referrals" label="Members referred" />
        </Tab>
        <Tab label="Membership">
          <TextField source="membership.level" label="Level" emptyText="none" />
          <TextField source="membership.method" label="Paid by" emptyText="—" />
          <NumberField source="membership.amount" label="Price paid" emptyText="—" />
          <TextField source="membership.receipt" label="Receipt / Txid" emptyText="—" />
          <DateField source="membership.startedAt" label="Started" emptyText="—" />
          <DateField source="membership.endedAt" label="Ends" emptyText="—" />
          <NumberField source="membership.daysLeft" label="Days left" emptyText="—" />
          <NumberField source="pendingRequests" label="Requests waiting" />
        </Tab>
        <Tab label="Balance and ledger">
          <NumberField source="balance" label="Available (credits)" />
          <NumberField source="held" label="Held for withdrawals" />
          <LedgerLink />
          <NewestFirstReferences label="Ledger history" reference="ledger-transactions" target="memberId">
            <Datagrid bulkActionButtons={false} rowClick="show">
              <DateField source="createdAt" label="When" showTime />
              <TextField source="type" />
              <PostingsField label="Postings" />
            </Datagrid>
          </NewestFirstReferences>
        </Tab>
      </TabbedShowLayout>
    </Show>
  );
}

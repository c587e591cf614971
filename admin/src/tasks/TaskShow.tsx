import { Button, Link } from '@mui/material';
import type { WireSchema } from '@earnwave/contracts';
import { Link as RouterLink } from 'react-router-dom';
import {
  ArrayField,
  BooleanField,
  Datagrid,
  DateField,
  ImageField,
  NumberField,
  ReferenceField,
  Show,
  Tab,
  TabbedShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import { DecisionButtons } from '../components/DecisionButtons';
import { NewestFirstReferences } from '../components/NewestFirstReferences';
import { StatusField } from '../components/StatusField';
import { ScreenshotLinkField } from '../task-proofs/ScreenshotLinkField';

/** An assigned price's file (an image or video) or web address, for the rows that have one. */
function PriceFileLink(_props: { label?: string }) {
  const record = useRecordContext<{ path: string | null }>();
  if (!record?.path) return <span>—</span>;
  return (
    <Link href={record.path} target="_blank" rel="noopener noreferrer">
      Open
    </Link>
  );
}

/** Opens the task's payment, where an administrator accepts or rejects it. */
function PaymentLink(_props: { label?: string }) {
  const record = useRecordContext<WireSchema<'AdminTaskRecord'>>();
  if (!record?.paymentId) return <span>No payment.</span>;
  return (
    <Button component={RouterLink} to={`/task-payments/${record.paymentId}/show`} size="small">
      Open the payment
    </Button>
  );
}

const IMAGE = { '& img': { maxWidth: 100, maxHeight: 100, objectFit: 'contain' } };

/** The task with its assigned prices (as copied when it was created), payment, counts and proofs. */
export function TaskShow() {
  return (
    <Show>
      <TabbedShowLayout>
        <Tab label="Task">
          <TextField source="businessName" label="Business" />
          <TextField source="taskLocation" label="Location" emptyText="—" />
          <ReferenceField source="ownerId" reference="members" label="Owner" link="show">
            <TextField source="name" />
          </ReferenceField>
          <TextField source="ownerEmail" label="E-mail" />
          <StatusField source="status" label="Status" />
          <ImageField source="logoImageUrl" label="Logo" sx={IMAGE} />
          <ImageField source="backgroundImageUrl" label="Background" sx={IMAGE} />
          <NumberField source="noOfLeads" label="Leads" />
          <NumberField source="remainingOfLeads" label="Leads nobody took" />
          <NumberField source="performingNoOfLeads" label="Members performing" />
          <NumberField source="completeTask" label="Completed" />
          <NumberField source="costPerLead" label="Cost per lead (credits)" />
          <NumberField source="totalCost" label="Total cost (credits)" />
          <NumberField source="escrow" label="Escrow left (credits)" />
          <BooleanField source="availableTask" label="Open to new members" />
          <DateField source="createdAt" label="Created" showTime />
          <DateField source="completedAt" label="Completed on" showTime emptyText="—" />
          <DateField source="deletedAt" label="Deleted by the owner" showTime emptyText="—" />
        </Tab>
        <Tab label="Pricing" path="pricing">
          <ArrayField source="assignedPrices" label="Chosen tasks">
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <TextField source="title" />
              <TextField source="task_description" label="Description" emptyText="—" />
              <TextField source="type" />
              <BooleanField source="isTaskType" label="Task type" />
              <NumberField source="noOfCost" label="Cost (credits)" />
              <NumberField source="noOfRewards" label="Reward (credits)" />
              <NumberField source="impressions" emptyText="—" />
              <PriceFileLink label="Preview" />
            </Datagrid>
          </ArrayField>
        </Tab>
        <Tab label="Payment" path="payment">
          <PaymentLink label="Decision" />
          <TextField source="payment.method" label="Paid by" emptyText="—" />
          <NumberField source="payment.amount" label="Amount (credits)" emptyText="—" />
          <TextField source="payment.date" label="Paid on" emptyText="—" />
          <TextField source="payment.txid" label="Txid" emptyText="—" />
          <StatusField source="paymentStatus" label="Payment status" />
        </Tab>
        <Tab label="Proofs" path="proofs">
          <NumberField source="proofs.pending" label="Waiting" />
          <NumberField source="proofs.approved" label="Approved" />
          <NumberField source="proofs.rejected" label="Rejected" />
          <NewestFirstReferences label="Screenshots received" reference="task-proofs" target="taskId">
            <Datagrid bulkActionButtons={false} rowClick="show" empty={<span>No task screenshots are available.</span>}>
              <DateField source="createdAt" label="Sent" showTime />
              <TextField source="taskPricingTitle" label="Task title" />
              <TextField source="memberName" label="Received from" />
              <ScreenshotLinkField label="Proof" />
              <StatusField source="status" label="Status" />
              <TextField source="rejectionReason" label="Reason" emptyText="—" />
              <DecisionButtons />
            </Datagrid>
          </NewestFirstReferences>
        </Tab>
      </TabbedShowLayout>
    </Show>
  );
}

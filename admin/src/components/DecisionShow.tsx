import { Children, type ReactNode } from 'react';
import { DateField, ReferenceField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { AuditField } from './AuditField';
import { ChainCheckField } from './ChainCheckField';
import { PaymentReviewPanel } from './PaymentReview';
import { DecisionButtons, type TxidRule } from './DecisionButtons';
import type { Decidable } from './decisions';
import { StatusField } from './StatusField';

export interface DecisionShowProps {
  /** The request's own fields, shown after who made it. */
  children: ReactNode;
  /** Fields shown after when it was made (e.g. the dates a membership runs). */
  after?: ReactNode;
  /** What approving asks for (DecisionButtons). */
  txid?: TxidRule;
  decidable?: Decidable;
  /** Who made the request (`memberId`, `memberEmail`): a member, a task owner... */
  memberLabel?: string;
  createdLabel?: string;
  /** How the decision is told; the administrators' audit by default. */
  decision?: ReactNode;
  /** Payments (not task proofs) show the payment desk's review of their account beside the decision. */
  review?: boolean;
}

/**
 * The Show page of a request an administrator decides (membership requests, withdrawals, credit
 * purchases, task payments, task proofs): the decision buttons on top, then who asked, what, its
 * status, when, the rejection reason and who decided. Fields are given as direct children:
 * SimpleShowLayout labels each child, so a fragment would lose its labels.
 */
export function DecisionShow({
  children,
  after,
  txid,
  decidable,
  memberLabel = 'Member',
  createdLabel = 'Requested',
  decision = <AuditField label="Decision" />,
  review = false,
}: DecisionShowProps) {
  return (
    <Show
      aside={review ? <PaymentReviewPanel /> : undefined}
      actions={
        <TopToolbar>
          <DecisionButtons txid={txid} decidable={decidable} />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <ReferenceField source="memberId" reference="members" label={memberLabel} link="show">
          <TextField source="name" />
        </ReferenceField>
        <TextField source="memberEmail" label="E-mail" />
        {Children.toArray(children)}
        <ChainCheckField label="Chain check" />
        <StatusField source="status" label="Status" />
        <DateField source="createdAt" label={createdLabel} showTime />
        {Children.toArray(after)}
        <TextField source="rejectionReason" label="Rejection reason" emptyText="—" />
        {decision}
      </SimpleShowLayout>
    </Show>
  );
}

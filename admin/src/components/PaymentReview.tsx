import {
  Alert,
  Card,
  CardContent,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import {
  FUND_SOURCES,
  LINK_REASON_TEXTS,
  REVIEW_FLAGS,
  type FundSource,
  type PaymentReview,
  type ReviewFlag,
  type WireSchema,
} from '@earnwave/contracts';
import { SelectInput, useCreatePath, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { choicesOf } from './choices';

/**
 * A payment record as the server answers it: its account's review, `walletAddressValid` on
 * withdrawals. A record page may first show the record its list read (react-admin keeps the list's
 * records for their pages), whose review has only what the list shows, until its own answer comes.
 */
type Reviewed = { review?: (PaymentReview & { walletAddressValid?: boolean }) | WireSchema<'ListedReview'> };
/** A payment record as its list answers it: the review's chain check and flags only. */
type Listed = { review?: WireSchema<'ListedReview'> };

const FUND_LABELS: Record<FundSource, string> = {
  viewing: 'Viewing',
  referrals: 'Referrals',
  giftsReceived: 'Gifts received',
  tasks: 'Tasks',
  postSales: 'Paid posts',
  chat: 'Chat',
  purchased: 'Bought',
  other: 'Other',
};

/** The lists' filter by flag, computed on the server. */
export const flagFilter = <SelectInput key="flag" source="flag" label="Flag" choices={choicesOf(REVIEW_FLAGS)} />;

/** A flag as a badge, its sentence as the title (the lists, the review panel, the dashboard). */
export function FlagChip({ flag, sentence }: { flag: ReviewFlag; sentence?: string }) {
  return <Chip size="small" color="warning" label={flag} title={sentence} data-testid={`flag-${flag}`} />;
}

/** The review's flags as badges, for the lists (each badge's title is the flag's sentence). */
export function ReviewFlagsField(_props: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<Listed>();
  const flags = record?.review?.flags ?? [];
  if (!flags.length) return <span>—</span>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {flags.map((note) => (
        <FlagChip key={note.flag} {...note} />
      ))}
    </Stack>
  );
}

/**
 * The payment desk's review beside a payment's decision: whether the address can receive on the
 * network (withdrawals), the flags with their reasons, the accounts linked to this one (links to
 * their member records), where its credits came from, its age and what it was paid out before.
 */
export function PaymentReviewPanel() {
  const record = useRecordContext<Reviewed>();
  const createPath = useCreatePath();
  const review = record?.review;
  if (!review || !('linkedAccounts' in review)) return null;
  return (
    <Card variant="outlined" sx={{ ml: 2, width: 360, flexShrink: 0 }} component="aside" aria-label="Payment review">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Review
        </Typography>
        <Stack spacing={1} sx={{ mb: 2 }}>
          {review.walletAddressValid === false && (
            <Alert severity="error">This wallet address cannot receive on the payment network: do not pay it.</Alert>
          )}
          {review.flags.length ? (
            review.flags.map((note) => (
              <Alert key={note.flag} severity="warning" icon={false}>
                <FlagChip flag={note.flag} /> {note.sentence}
              </Alert>
            ))
          ) : (
            <Alert severity="success">No flags.</Alert>
          )}
        </Stack>

        <Typography variant="subtitle2" component="h3">
          Linked accounts
        </Typography>
        {review.linkedAccounts.length ? (
          <ul style={{ marginTop: 4, paddingLeft: 20 }}>
            {review.linkedAccounts.map((linked) => (
              <li key={linked.memberId}>
                <Link
                  component={RouterLink}
                  to={createPath({ resource: 'members', id: linked.memberId, type: 'show' })}
                >
                  {linked.name}
                </Link>
                : {linked.reasons.map((reason) => LINK_REASON_TEXTS[reason]).join('; ')}
              </li>
            ))}
          </ul>
        ) : (
          <Typography variant="body2" sx={{ mb: 1 }}>
            None found.
          </Typography>
        )}

        <Typography variant="subtitle2" component="h3">
          Source of funds (credits, over the account’s life)
        </Typography>
        <Table size="small" aria-label="Source of funds">
          <TableBody>
            {FUND_SOURCES.filter((source) => review.sourceOfFunds[source] !== 0).map((source) => (
              <TableRow key={source}>
                <TableCell component="th" scope="row">
                  {FUND_LABELS[source]}
                </TableCell>
                <TableCell align="right">{review.sourceOfFunds[source].toFixed(2)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>

        <Typography variant="body2" sx={{ mt: 2 }}>
          Account age: {review.accountAgeDays} {review.accountAgeDays === 1 ? 'day' : 'days'}
        </Typography>
        <Typography variant="body2">
          Paid out before: {review.previousWithdrawals.count} withdrawal
          {review.previousWithdrawals.count === 1 ? '' : 's'}, {review.previousWithdrawals.total.toFixed(2)} credits
        </Typography>
      </CardContent>
    </Card>
  );
}

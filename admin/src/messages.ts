/**
 * The console's own texts (what the server sends comes from its answers, and what both share from
 * `@earnwave/contracts`), as react-admin reads them: i18nProvider messages under `earnwave.*`.
 * react-admin's own components (notify, Confirm, the delete buttons' confirmations, labels)
 * translate a key they are given; anything else reads one through `useTranslate`. Polyglot fills
 * `%{name}` from the arguments. Moved here so far: the notifications, the confirmations, the
 * custom action buttons and dialogs, the dashboard and the payment desk; the resources' field
 * labels and the other pages' headings follow.
 */
export const earnwaveMessages = {
  earnwave: {
    action: {
      approve: 'Approve',
      reject: 'Reject',
      cancel: 'Cancel',
      upload: 'Upload',
    },
    reason: {
      label: 'Reason',
    },
    decision: {
      approveTitle: 'Approve this request?',
      overrideReason: 'Override reason',
      overrideHelp: 'The chain check says %{status}: say why you approve anyway (audited).',
      payoutTxid: 'Payout Txid',
      payoutTxidHelp: 'The transaction that sent the payout.',
      paymentTxid: 'Txid of the payment',
      paymentTxidHelp: 'The member gave none.',
      final: 'The decision is final and recorded with your name.',
      rejectTitle: 'Reject this request',
      rejectHelp: 'The member reads this.',
      rejectHelpMismatch: "The member reads this. Leave it empty to give the chain check's finding: %{detail}",
      approved: 'Approved',
      rejected: 'Rejected',
    },
    post: {
      hide: 'Hide',
      unhide: 'Unhide',
      hidden: 'Post hidden',
      shown: 'Post shown again',
      unhideTitle: 'Show this post again?',
      unhideContent: 'Members see it in the feeds again, and its author no longer sees it marked hidden.',
      hideTitle: 'Hide this post',
      hideHelp: 'The author reads this. The post leaves every feed.',
    },
    member: {
      resendVerification: 'Resend verification',
      reactivate: 'Reactivate',
      deactivate: 'Deactivate',
      confirm: {
        deactivate: {
          title: 'Deactivate this account?',
          content:
            'The member is signed out everywhere and cannot sign in. The balance is kept; you can reactivate later.',
          done: 'Account deactivated',
        },
        reactivate: {
          title: 'Reactivate this account?',
          content: 'The member can sign in again. Sessions from before the deactivation stay closed.',
          done: 'Account reactivated',
        },
        'resend-verification': {
          title: 'Send a new verification link?',
          content: 'The member receives a fresh link by e-mail.',
          done: 'Verification link sent',
        },
      },
    },
    catalogue: {
      disable: 'Disable',
      delete: 'Delete',
      disableTitle: 'Disable this option?',
      deleteTitle: 'Delete this option?',
      disableContent: 'Tasks use this option: it is disabled, so it leaves the dropdown; those tasks keep their price.',
      deleteContent: 'No task uses this option: it is deleted.',
      deleted: 'Option deleted',
      disabled: 'Option disabled: tasks use it',
    },
    seminar: {
      deleteTitle: 'Delete this seminar?',
      deleteContent: "Its sections, their media and members' comments are deleted with it.",
      deleteSectionTitle: 'Delete this section?',
      deleteSectionContent: "Its media and members' comments are deleted with it.",
      deleteMediumTitle: 'Delete this medium?',
      deleteMediumContent: 'The file itself stays stored.',
    },
    upload: {
      done: 'File uploaded',
      failed: 'Upload failed',
    },
    ledgerCheck: {
      run: 'Run the check now',
      clean: 'The ledger check found nothing.',
      failed: 'The ledger check failed: %{findings}',
    },
    refusedCardPayment: {
      markRefunded: 'Mark refunded',
      marked: 'Marked refunded',
    },
    walletAddress: {
      copy: 'Copy wallet address',
      copied: 'Wallet address copied',
      copyRefused: 'The browser refused to copy: select the address on the record instead',
    },
    dashboard: {
      title: 'Dashboard',
      waiting: 'Waiting for a decision',
      memberships: 'Memberships',
      withdrawals: 'Withdrawals',
      creditPurchases: 'Credit purchases',
      taskPayments: 'Task payments',
      today: 'Today (UTC), in USDT',
      deposits: 'Deposits',
      payouts: 'Payouts',
      fees: 'Fees',
      members: 'Members (%{total})',
      deactivated: 'deactivated: %{count}',
      byLevel: 'By level',
      queues: 'Queues',
      queue: 'Queue',
      queueWaiting: 'Waiting',
      queueActive: 'Active',
      queueDelayed: 'Delayed',
      queueFailed: 'Failed',
      ledger: 'Ledger',
      ledgerProven: 'Proven',
      ledgerFailed: 'Check failed: %{findings}',
      ledgerChecked: '— checked',
      ledgerNotChecked: 'Not checked yet.',
      ledgerChecks: 'Checks',
    },
    depositsWaiting: {
      title: 'Deposits waiting, by chain check',
      none: 'No deposit waits for a decision.',
      table: 'Deposits waiting',
      chain: 'Chain',
      deposit: 'Deposit',
      member: 'Member',
      usdt: 'USDT',
      requested: 'Requested',
      finding: 'Finding',
      notChecked: 'not checked',
      kind: {
        'membership-requests': 'Membership',
        'credit-purchases': 'Credit purchase',
        'task-payments': 'Task payment',
      },
    },
    payoutsWaiting: {
      title: 'Withdrawals waiting',
      toPay: 'To pay out today:',
      count: 'credits in %{smart_count} withdrawal |||| credits in %{smart_count} withdrawals',
      partial: '(the oldest %{count} counted)',
      noFlags: 'No flags',
      flagged: 'Withdrawals flagged %{flag}',
      unflagged: 'Withdrawals without flags',
      requested: 'Requested',
      member: 'Member',
      amount: 'Amount',
    },
    twoFactor: {
      codesCopied: 'Recovery codes copied.',
      codesCopyFailed: 'Copying failed: select the codes and copy them by hand.',
    },
  },
};

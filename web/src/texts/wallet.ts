import {
  CREDIT_PURCHASE_FEE_CREDITS,
  FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS,
  LEVEL_UPGRADE_MULTIPLIER,
  WITHDRAWAL_FEE_CREDITS,
} from '@earnwave/contracts';

/**
 * The balance card's and the wallet page's texts (spec 2, 4 and 5): Earn, Withdraw, Buy Credits,
 * How to earn tokens, the USDT transfer and the transactions. The card's title and label are
 * BALANCE_TEXT (index.ts), shared with the dashboard's stand-in.
 */
export const WALLET_TEXT = {
  // The balance card
  earn: 'Earn',
  withdraw: 'Withdraw',
  howToEarn: 'How to earn tokens',
  buyCredits: 'Buy Credits',

  // How to earn tokens
  yourLevelIs: 'Your level is ',
  viewsEarn: (contentView: number, weeklyTokenLimit: number) =>
    `View suggested content under Impressions: every ${contentView} counted ${contentView === 1 ? 'view earns' : 'views earn'} 1 token, up to ${weeklyTokenLimit} tokens a week (Monday to Sunday).`,
  inviteFriends: 'Invite friends: when a friend activates a paid membership you earn',
  referralOrdinals: {
    '1': '1st referral',
    '2': '2nd referral',
    '3': '3rd referral',
    more: 'Every further referral',
  } as Record<string, string>,
  referralOrdinal: (ordinal: string) => `Referral ${ordinal}`,
  referralReward: (who: string, tokens: string) => `${who}: up to ${tokens} tokens`,
  rewardCounts:
    "A reward counts the smaller of your level's price and what your friend paid, so a friend on a cheaper level earns you less.",
  upgrade: `Upgrade your membership to earn ${LEVEL_UPGRADE_MULTIPLIER}x more per view and ${LEVEL_UPGRADE_MULTIPLIER}x per referral.`,
  withdrawalFee: (freeBasic: boolean) =>
    `Withdrawals carry a ${WITHDRAWAL_FEE_CREDITS} credits fee${
      freeBasic
        ? `; the free basic membership sends out at most ${FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS} credits of what it earned in total (withdrawals, gifts, paid posts, chat and tasks; credits you bought are not limited)`
        : ''
    }.`,

  // Buy Credits
  creditsToBuy: 'Credits to buy',
  amount: 'Amount',
  continue: 'Continue',
  youBuy: 'You buy ',
  creditsSend: ' credits. Send ',
  usdt: (amount: number | string) => `${amount} USDT`,
  purchaseFee: (amount: number) => `(${amount} + ${CREDIT_PURCHASE_FEE_CREDITS} USDT fee) to the wallet below.`,
  paymentDate: 'Payment date',
  totalCost: 'Total cost (USDT)',
  txidOptional: 'Transaction id (Txid, optional)',
  submit: 'Submit',

  // The USDT transfer
  walletQrCode: 'Wallet address QR code',
  walletAddress: 'Wallet address',
  network: 'Network',
  transferDate: 'Transfer date',
  sendExactly: 'Send exactly ',
  toTheWallet: ' to the wallet below, then enter the date and the transaction id (Txid).',
  txid: 'Transaction id (Txid)',

  // Withdraw
  withdrawalRequestedTitle: 'Withdrawal requested',
  close: 'Close',
  amountCredits: 'Amount (credits)',
  networkAddress: (network: string) => `A ${network} address.`,
  requestWithdrawal: 'Request withdrawal',

  // The wallet page
  wallet: 'Wallet',
  transactions: 'Transactions',
  exportCsv: 'Export CSV',
  exportFailed: 'Export failed. Please try again.',
  allTypes: 'All types',
  type: 'Type',
  dates: 'Dates',
  firstDay: 'First day',
  lastDay: 'Last day',
  totalNet: 'Total, activations excluded',
  earned: 'Earned',
  noTransactions: 'No transactions in this range.',
  transactionsCount: (total: number) => `${total} transactions`,
  date: 'Date',
} as const;

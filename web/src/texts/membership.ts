/**
 * The membership chooser's texts (spec 2 and 4): the level cards and the payment modal. Its
 * heading is CHOOSE_MEMBERSHIP and its status texts TEXT's (index.ts); the USDT transfer's are
 * WALLET_TEXT's (wallet.ts).
 */
export const MEMBERSHIP_TEXT = {
  title: 'Membership',
  logout: 'Logout',
  perYear: 'USDT / year',
  paymentTitle: (level: string, price: number | string) => `${level}: $${price} USDT`,
  payByCard: 'Method 1: pay by card',
  buyWithCard: (level: string) => `Buy ${level} with a card`,
  cardUnavailable: 'Card payment is not available for this level right now.',
  secondMethod: 'Method 2: ',
  transferUsdt: 'transfer USDT',
  submit: 'Submit',
  adminChecks: 'An administrator checks the transfer and activates your membership.',
} as const;

/**
 * The Withdraw form's code (antd's form), loaded when Withdraw is first pressed, on the balance card
 * or on the dashboard's stand-in for it: a file of its own, so the stand-in does not import the card.
 */
export const loadWithdrawForm = () => import('./withdraw-modal');

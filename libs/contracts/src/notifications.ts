/**
 * The notifications members find in their list (the worker writes them as things happen): money a
 * settlement credited them, and what happened to their tasks' proofs and leads. Amounts come
 * formatted as the member's client shows credits.
 */
export const NOTIFICATION_TEXT = {
  /** Said of a payer whose name is not known. */
  someone: 'A member',
  giftReceived: {
    title: 'Gift received',
    body: (amount: string, payer: string) => `${payer} sent you ${amount} credits`,
  },
  referral: { title: 'Referral reward', body: (amount: string) => `You earned ${amount} credits for a referral.` },
  postViewEarned: {
    title: 'Post viewed',
    body: (amount: string, payer: string) => `${payer} paid ${amount} credits to view your post`,
  },
  messageEarned: {
    title: 'Message earned',
    body: (amount: string, payer: string) => `${payer} paid ${amount} credits to chat with you`,
  },
  taskReward: {
    title: 'Task reward',
    body: (amount: string) => `Your task proof was approved: you earned ${amount} credits.`,
  },
  proofsReceived: {
    title: 'Task proof received',
    body: (memberName: string, count: number, businessName: string) =>
      `${memberName} sent ${count === 1 ? 'a proof' : `${count} proofs`} for your task "${businessName}". Review ${count === 1 ? 'it' : 'them'} on the task's progress page.`,
  },
  proofRejected: {
    title: 'Task proof rejected',
    body: (title: string, businessName: string, reason: string) =>
      `Your proof for "${title}" (${businessName}) was rejected: "${reason}". You can send a new one.`,
  },
  proofAutoApproved: {
    title: 'Task proof approved automatically',
    body: (title: string, businessName: string) =>
      `A proof for "${title}" (${businessName}) was not reviewed in time and was approved automatically.`,
  },
  leadReleased: {
    title: 'Task lead released',
    body: (businessName: string) =>
      `Your lead of the task "${businessName}" had no new proof for too long and went back to the task. You may take it again while leads are left.`,
  },
  leadClosed: {
    title: 'Task lead closed',
    body: (businessName: string) =>
      `Your lead of the task "${businessName}" had no new proof for too long and is closed. You keep what its approved proofs paid you.`,
  },
  taskCompleted: {
    title: 'Task completed',
    body: (businessName: string, refunded?: string) =>
      refunded === undefined
        ? `Every lead of your task "${businessName}" is done.`
        : `Every lead of your task "${businessName}" is done. ${refunded} credits left in its escrow went back to your balance.`,
  },
} as const;

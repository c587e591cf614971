/** Texts of the console's own API (the console shows the server's message as it is). */
export const ADMIN_MSG = {
  ticketIssued: 'The queue board is open to you for 15 minutes.',
} as const;

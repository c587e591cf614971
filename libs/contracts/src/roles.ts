/** Account roles. `admin` is never given by registration. */
export const ROLES = ['member', 'advertiser', 'member_advertiser', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const REGISTRATION_ROLES = ['member', 'advertiser', 'member_advertiser'] as const;
export type RegistrationRole = (typeof REGISTRATION_ROLES)[number];
export const DEFAULT_REGISTRATION_ROLE: RegistrationRole = 'member_advertiser';

/**
 * What a role may do: the one place a role is turned into a permission, read by the API's access
 * guard (route decorators), by handlers for the rules the spec phrases per role, and by the
 * clients' route tables. Code asks `hasCapability(role, ...)`, never `role === 'admin'`, so a new
 * role (a support agent, say) is one line here. The spec's route guards speak of "member", "task
 * owner" and "admin"; the admin may enter both areas (to read and support), never to earn or
 * spend for a member.
 */
export const CAPABILITIES = {
  member: ['member', 'member_advertiser', 'admin'],
  taskOwner: ['advertiser', 'member_advertiser', 'admin'],
  /** The admin console and its API: decide money movements, manage members and the catalogue. */
  admin: ['admin'],
  /**
   * Reads and acts on any member's records whatever their visibility, owner or level: hidden
   * posts and profiles, others' tasks and proofs, every seminar medium, another's own-account path.
   */
  oversee: ['admin'],
  /**
   * Anyone with a wallet: every role but the admin, who never earns or spends, and so holds no
   * membership, profile, posts or tasks of their own.
   */
  walletHolder: ['member', 'advertiser', 'member_advertiser'],
  /** Anyone signed in, for their own account: its settings (password, sessions, deactivation). */
  account: ['member', 'advertiser', 'member_advertiser', 'admin'],
} as const satisfies Record<string, readonly Role[]>;
export type Capability = keyof typeof CAPABILITIES;

export function hasCapability(role: Role, capability: Capability): boolean {
  return (CAPABILITIES[capability] as readonly Role[]).includes(role);
}

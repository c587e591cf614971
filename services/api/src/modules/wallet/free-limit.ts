import { findCurrentMembership, type CurrentMembership } from '@earnwave/db';
import { assertWithinFreeSendLimit } from '@earnwave/domain';
import type { EntityManager } from 'typeorm';
import { WalletRepository } from './infra/wallet.repository';

/**
 * The free membership's send limit (libs/domain, free-membership-rules.ts) over what the member
 * sent so far. What counts as sent, in total and together: withdrawals (pending and approved, fees excluded), gifts, paid
 * post views, chat renewals and tasks paid from the balance (less what tasks gave back, whose
 * rewards went to other members). Without the "together", a ring of free accounts could pool their
 * earnings into one by gifts, paid views or tasks and withdraw far more than the limit each.
 *
 * The caller holds the member's balance lock, so two spends at once cannot both pass. A caller that
 * read the member's current membership in this transaction already passes it (`known`).
 */
export async function assertWithinFreeLimit(
  manager: EntityManager,
  memberId: string,
  amount: bigint,
  param?: string,
  known?: CurrentMembership,
): Promise<void> {
  const current = known ?? (await findCurrentMembership(manager, memberId));
  if (!current || current.subscription.method !== 'free') return;
  const { sent, bought } = await WalletRepository.sentAndBought(manager, memberId);
  assertWithinFreeSendLimit({ sent, bought, amount }, param);
}

import { ChatNotFound, ReceiverTakesNoMessages } from '@earnwave/domain';
import type { ChatParticipant } from '../infra/chat.repository';

/**
 * The caller's participation in a chat. A chat the caller is not in answers 404, as if it did not
 * exist: a chat id tells nothing to those outside it.
 */
export function requireParticipant(participant: ChatParticipant | undefined): ChatParticipant {
  if (!participant) throw new ChatNotFound();
  return participant;
}

/** Messages and renewals go only to a member who takes messages. */
export function requireOtherReceives(participant: ChatParticipant): void {
  if (!participant.otherReceives) throw new ReceiverTakesNoMessages();
}

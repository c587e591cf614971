import type { ChatMessageView, ChatView } from '@earnwave/contracts';
import { parseCredits } from '@earnwave/money';
import type { Account } from './accounts';
import { bearer } from './members';
import type { PlatformClient } from './platform-client';

/**
 * A member's chat settings (profile fields receiveMessage and earnPerMessage, in credits), written
 * to the profile row the way the profile form saves them; a member without a row has the defaults
 * (receives messages, free).
 */
export async function chatSettings(
  platform: PlatformClient,
  member: Account,
  settings: { receiveMessage?: boolean; earnPerMessage?: number },
): Promise<void> {
  await platform.db.query(
    `INSERT INTO member_profiles (member_id, receive_message, earn_per_message) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO UPDATE SET
       receive_message = coalesce($4, member_profiles.receive_message),
       earn_per_message = coalesce($5, member_profiles.earn_per_message)`,
    [
      member.id,
      settings.receiveMessage ?? true,
      parseCredits(settings.earnPerMessage ?? 0).toString(),
      settings.receiveMessage ?? null,
      settings.earnPerMessage === undefined ? null : parseCredits(settings.earnPerMessage).toString(),
    ],
  );
}

export function startChat(platform: PlatformClient, caller: Account, receiver: Account | string) {
  const receiverId = typeof receiver === 'string' ? receiver : receiver.id;
  return platform.http.post('/api/chat/start').set(bearer(caller)).send({ receiverId });
}

/** Starts (or finds) the chat between two members and answers its id. */
export async function chatBetween(platform: PlatformClient, caller: Account, receiver: Account): Promise<string> {
  const res = await startChat(platform, caller, receiver).expect(201);
  return (res.body.data as ChatView).id;
}

export function sendMessage(platform: PlatformClient, sender: Account, chatId: string, message: unknown, extra = {}) {
  return platform.http
    .post('/api/chat/create-message')
    .set(bearer(sender))
    .send({ chatId, message, ...extra });
}

export async function messagesOf(
  platform: PlatformClient,
  member: Account,
  chatId: string,
  query = '',
): Promise<{ messages: ChatMessageView[]; chat: ChatView; page: number; hasMore: boolean }> {
  const res = await platform.http.get(`/api/chat/get-messages/${chatId}${query}`).set(bearer(member)).expect(200);
  return { ...res.body.data, page: res.body.page, hasMore: res.body.hasMore };
}

export async function chatsOf(
  platform: PlatformClient,
  member: Account,
  query = '',
): Promise<{ chats: ChatView[]; hasMore: boolean }> {
  const res = await platform.http.get(`/api/chat/all-chats${query}`).set(bearer(member)).expect(200);
  return { chats: res.body.data, hasMore: res.body.hasMore };
}

/** Renew Chat, confirming `earnPerMessage`: the price (credits) the payer was shown. */
export function renewChat(
  platform: PlatformClient,
  payer: Account,
  chatId: string,
  earnPerMessage: number,
  idempotencyKey?: string,
) {
  const request = platform.http.put('/api/chat/update-chat').set(bearer(payer));
  if (idempotencyKey) request.set('Idempotency-Key', idempotencyKey);
  return request.send({ chatId, earnPerMessage });
}

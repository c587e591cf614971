import { PostgresUnitOfWork } from '@earnwave/db';
import { contractDatabase, InMemoryUnitOfWork } from '@earnwave/testing';
import { randomUUID } from 'node:crypto';
import { chatRenewalsContract } from './chat-renewals.contract';
import { InMemoryChatRenewals } from './chat-renewals.fake';
import { ChatRepository } from './chat.repository';

const database = contractDatabase();

chatRenewalsContract('ChatRepository', () => ({
  chats: new ChatRepository(database.dataSource()),
  unitOfWork: new PostgresUnitOfWork(database.dataSource()),
  async member({ earnPerMessage = 0n, receiveMessage = true, deactivated = false } = {}) {
    const id = await database.user({ deactivated });
    await database
      .dataSource()
      .query(`INSERT INTO member_profiles (member_id, earn_per_message, receive_message) VALUES ($1, $2, $3)`, [
        id,
        earnPerMessage.toString(),
        receiveMessage,
      ]);
    return id;
  },
  async chat(senderId, receiverId) {
    const id = randomUUID();
    await database.dataSource().transaction(async (manager) => {
      await manager.query(`INSERT INTO chats (id, sender_id, receiver_id) VALUES ($1, $2, $3)`, [
        id,
        senderId,
        receiverId,
      ]);
      await manager.query(
        `INSERT INTO chat_members (chat_id, member_id, other_member_id) VALUES ($1, $2, $3), ($1, $3, $2)`,
        [id, senderId, receiverId],
      );
    });
    return id;
  },
}));

chatRenewalsContract('InMemoryChatRenewals', () => {
  const chats = new InMemoryChatRenewals();
  return {
    chats,
    unitOfWork: new InMemoryUnitOfWork(),
    async member(settings) {
      const id = randomUUID();
      chats.member(id, settings);
      return id;
    },
    async chat(senderId, receiverId) {
      const id = randomUUID();
      chats.chat(id, senderId, receiverId);
      return id;
    },
  };
});

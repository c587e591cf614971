import { DEFAULT_RATE_LIMITS } from '@earnwave/config';
import { CHAT_MSG, MSG, type ChatMessageView } from '@earnwave/contracts';
import {
  type Account,
  bearer,
  chatBetween,
  chatSettings,
  chatsOf,
  messagesOf,
  renewChat,
  sendMessage,
  signUp,
  startChat,
  uploadImage,
} from '@earnwave/testing';
import { startWithAdmin, type TestPlatform } from './support/platform';

const UNKNOWN_ID = '6f1c1a52-3a53-4a4e-9d7e-2c1a0b9e5f00';

describe('chat over HTTP', () => {
  let platform: TestPlatform;
  let admin: Account;
  beforeAll(async () => {
    // The real per-member message limit (30 a minute): every test below stays under it but the one that tests it.
    ({ platform, admin } = await startWithAdmin({ rateLimits: { chatMessage: DEFAULT_RATE_LIMITS.chatMessage } }));
  });
  afterAll(() => platform.stop());

  const member = (name = 'Chat Member', role = 'member') => signUp(platform, { name, role });

  describe('chat/start', () => {
    it('starts one chat per pair: either member starting again gets the same chat', async () => {
      const [alice, bob] = [await member('Alice'), await member('Bob')];
      const res = await startChat(platform, alice, bob).expect(201);
      expect(res.body).toEqual({
        success: true,
        message: CHAT_MSG.started,
        data: {
          id: expect.any(String),
          senderMemberId: alice.id,
          receiverMemberId: bob.id,
          sender: { id: alice.id, name: 'Alice', userProfile: { image: null } },
          receiver: { id: bob.id, name: 'Bob', userProfile: { image: null } },
          createdAt: expect.any(String),
          isRenewChat: false,
          earnPerMessage: 0,
          paidMessagesLeft: 0,
          lastMessage: null,
        },
      });
      const id = res.body.data.id;
      expect((await startChat(platform, alice, bob).expect(201)).body.data.id).toBe(id);
      const fromBob = await startChat(platform, bob, alice).expect(201);
      expect(fromBob.body.data).toMatchObject({ id, senderMemberId: alice.id, receiverMemberId: bob.id });
    });

    it('gives two members starting at the same moment one chat', async () => {
      const [alice, bob] = [await member(), await member()];
      const answers = await Promise.all([
        ...Array.from({ length: 5 }, () => startChat(platform, alice, bob)),
        ...Array.from({ length: 5 }, () => startChat(platform, bob, alice)),
      ]);
      expect(answers.map((res) => res.status)).toEqual(Array(10).fill(201));
      expect(new Set(answers.map((res) => res.body.data.id)).size).toBe(1);
    });

    it.each([
      ['oneself', 'self', 422, CHAT_MSG.chatWithSelf],
      ['oneself, the id in capitals', 'SELF', 422, CHAT_MSG.chatWithSelf],
      ['an unknown member', UNKNOWN_ID, 404, CHAT_MSG.receiverUnknown],
      ['an id that is not one', 'not-a-uuid', 400, CHAT_MSG.receiverUnknown],
      ['an administrator', 'admin', 404, CHAT_MSG.receiverUnknown],
    ])('is refused with %s', async (_what, receiver, status, msg) => {
      const alice = await member();
      const named: Record<string, string> = { self: alice.id, SELF: alice.id.toUpperCase(), admin: admin.id };
      const receiverId = named[receiver] ?? receiver;
      const res = await startChat(platform, alice, receiverId).expect(status);
      expect(res.body).toEqual({ success: false, message: msg, errors: [{ param: 'receiverId', msg }] });
    });

    it('is refused with a member who does not receive messages', async () => {
      const [alice, bob] = [await member(), await member()];
      await chatSettings(platform, bob, { receiveMessage: false });
      const res = await startChat(platform, alice, bob).expect(422);
      expect(res.body.message).toBe(CHAT_MSG.receiverClosed);
      expect((await chatsOf(platform, alice)).chats).toEqual([]);
    });
  });

  describe('roles', () => {
    it('lets members, advertisers and member-advertisers chat', async () => {
      const [alice, advertiser, both] = [
        await member('Alice', 'member'),
        await member('Ads', 'advertiser'),
        await member('Both', 'member_advertiser'),
      ];
      const withAdvertiser = await chatBetween(platform, alice, advertiser);
      const withBoth = await chatBetween(platform, both, alice);
      await sendMessage(platform, advertiser, withAdvertiser, 'Hello from an advertiser').expect(201);
      await sendMessage(platform, both, withBoth, 'Hello from both').expect(201);
      expect((await chatsOf(platform, alice)).chats.map((chat) => chat.id)).toEqual([withBoth, withAdvertiser]);
    });

    it('refuses every chat call to an administrator and to a caller without a session', async () => {
      const [alice, bob] = [await member(), await member()];
      const chatId = await chatBetween(platform, alice, bob);
      const calls = [
        () => platform.http.post('/api/chat/start').send({ receiverId: alice.id }),
        () => platform.http.post('/api/chat/create-message').send({ chatId, message: 'hi' }),
        () => platform.http.get(`/api/chat/get-messages/${chatId}`),
        () => platform.http.get('/api/chat/all-chats'),
        () => platform.http.delete(`/api/chat/delete/${chatId}`),
        () => platform.http.put('/api/chat/update-chat').send({ chatId, earnPerMessage: 1 }),
      ];
      for (const call of calls) {
        await call().expect(401);
        const res = await call().set(bearer(admin)).expect(403);
        expect(res.body.message).toBe(MSG.forbidden);
      }
    });
  });

  describe('chat/create-message', () => {
    it('stores the message, trimmed, and answers it in the spec shape', async () => {
      const [alice, bob] = [await member(), await member()];
      const chatId = await chatBetween(platform, alice, bob);
      const res = await sendMessage(platform, alice, chatId, '  Hello Bob <b>!</b> ').expect(201);
      expect(res.body).toEqual({
        success: true,
        message: CHAT_MSG.messageSent,
        data: {
          id: expect.any(String),
          chatId,
          message: 'Hello Bob <b>!</b>',
          attachments: [],
          createdAt: expect.any(String),
          senderMemberId: alice.id,
          memberId: alice.id,
        },
      });
      const { messages } = await messagesOf(platform, bob, chatId);
      expect(messages).toEqual([res.body.data]);
    });

    it.each([[''], ['   '], ['\n\t '], [undefined]])('refuses an empty message (%j)', async (message) => {
      const [alice, bob] = [await member(), await member()];
      const chatId = await chatBetween(platform, alice, bob);
      const res = await sendMessage(platform, alice, chatId, message).expect(400);
      expect(res.body).toEqual({
        success: false,
        message: 'Message cannot be empty',
        errors: [{ param: 'message', msg: 'Message cannot be empty' }],
      });
      expect((await messagesOf(platform, alice, chatId)).messages).toEqual([]);
    });

    it('refuses a message too long, a chat id that is not one and unknown fields', async () => {
      const [alice, bob] = [await member(), await member()];
      const chatId = await chatBetween(platform, alice, bob);
      expect((await sendMessage(platform, alice, chatId, 'x'.repeat(2001)).expect(400)).body.message).toBe(
        CHAT_MSG.messageTooLong,
      );
      await sendMessage(platform, alice, chatId, 'x'.repeat(2000)).expect(201);
      expect((await sendMessage(platform, alice, 'nope', 'hi').expect(400)).body.errors).toEqual([
        { param: 'chatId', msg: CHAT_MSG.chatNotFound },
      ]);
      await sendMessage(platform, alice, chatId, 'hi', { senderMemberId: bob.id }).expect(400);
    });

    it('lets only the chat members send in it', async () => {
      const [alice, bob, eve] = [await member(), await member(), await member()];
      const chatId = await chatBetween(platform, alice, bob);
      const res = await sendMessage(platform, eve, chatId, 'let me in').expect(404);
      expect(res.body.message).toBe(CHAT_MSG.chatNotFound);
      await sendMessage(platform, alice, UNKNOWN_ID, 'hi').expect(404);
      expect((await messagesOf(platform, alice, chatId)).messages).toEqual([]);
    });

    it('is refused once the other member stops receiving messages', async () => {
      const [alice, bob] = [await member(), await member()];
      const chatId = await chatBetween(platform, alice, bob);
      await chatSettings(platform, bob, { receiveMessage: false });
      expect((await sendMessage(platform, alice, chatId, 'still there?').expect(422)).body.message).toBe(
        CHAT_MSG.receiverClosed,
      );
      // Bob, who closed his inbox, may still write to Alice.
      await sendMessage(platform, bob, chatId, 'I am').expect(201);
    });

    it('attaches only the sender’s own uploads, described by the upload itself', async () => {
      const [alice, bob] = [await member(), await member()];
      const chatId = await chatBetween(platform, alice, bob);
      const own = await uploadImage(platform, alice);
      const bobs = await uploadImage(platform, bob);
      const res = await sendMessage(platform, alice, chatId, 'a picture', {
        // The client's description is not trusted: the stored upload's kind and format are answered.
        attachments: [{ relativePath: own.relativePath, fileType: 'video', formatType: 'mp4', path: own.path }],
      }).expect(201);
      expect(res.body.data.attachments).toEqual([
        { fileType: 'image', relativePath: own.relativePath, formatType: 'png' },
      ]);
      // A picture alone, named by its absolute path, is a message too.
      const alone = await sendMessage(platform, alice, chatId, '', { attachments: [{ relativePath: own.path }] });
      expect(alone.status).toBe(201);
      expect(alone.body.data).toMatchObject({ message: '', attachments: [{ relativePath: own.relativePath }] });

      for (const relativePath of [bobs.relativePath, 'uploads/2026/11/made-up.png', '../../etc/passwd']) {
        const refused = await sendMessage(platform, alice, chatId, 'not mine', {
          attachments: [{ relativePath }],
        }).expect(400);
        expect(refused.body.errors).toEqual([{ param: 'attachments', msg: CHAT_MSG.attachmentNotUploaded }]);
      }
      expect((await messagesOf(platform, bob, chatId)).messages).toHaveLength(2);
    });
  });

  describe('chat/get-messages', () => {
    it('pages newest first, 10 a page, each page oldest to newest', async () => {
      const [alice, bob] = [await member(), await member()];
      const chatId = await chatBetween(platform, alice, bob);
      for (let n = 1; n <= 25; n += 1) {
        await sendMessage(platform, n % 2 ? alice : bob, chatId, `message ${n}`).expect(201);
      }
      const texts = (messages: ChatMessageView[]) => messages.map((m) => m.message);
      const first = await messagesOf(platform, bob, chatId);
      expect(first).toMatchObject({ page: 1, hasMore: true });
      expect(texts(first.messages)).toEqual(Array.from({ length: 10 }, (_, i) => `message ${16 + i}`));
      const second = await messagesOf(platform, bob, chatId, '?page=2&limit=10');
      expect(texts(second.messages)).toEqual(Array.from({ length: 10 }, (_, i) => `message ${6 + i}`));
      const last = await messagesOf(platform, alice, chatId, '?page=3&limit=10');
      expect(last).toMatchObject({ page: 3, hasMore: false });
      expect(texts(last.messages)).toEqual(['message 1', 'message 2', 'message 3', 'message 4', 'message 5']);
      expect(last.messages[0]).toMatchObject({ senderMemberId: alice.id, memberId: alice.id });
      expect(last.messages[1]).toMatchObject({ senderMemberId: bob.id, memberId: bob.id });
      expect(first.chat).toMatchObject({ id: chatId, lastMessage: { message: 'message 25' } });
    });

    it('is read by the chat members only', async () => {
      const [alice, bob, eve] = [await member(), await member(), await member()];
      const chatId = await chatBetween(platform, alice, bob);
      await sendMessage(platform, alice, chatId, 'private').expect(201);
      for (const path of [`/api/chat/get-messages/${chatId}`, `/api/chat/get-messages/${UNKNOWN_ID}`]) {
        const res = await platform.http.get(path).set(bearer(eve)).expect(404);
        expect(res.body).toEqual({ success: false, message: CHAT_MSG.chatNotFound, errors: [] });
      }
      await platform.http.get('/api/chat/get-messages/not-a-chat').set(bearer(alice)).expect(404);
    });

    it('refuses pages out of bounds', async () => {
      const [alice, bob] = [await member(), await member()];
      const chatId = await chatBetween(platform, alice, bob);
      for (const query of ['?page=0', '?limit=51', '?limit=0', '?page=x']) {
        await platform.http.get(`/api/chat/get-messages/${chatId}${query}`).set(bearer(alice)).expect(400);
      }
    });
  });

  describe('chat/all-chats', () => {
    it('lists the caller’s chats, latest activity first, 10 a page, with the other member and the last message', async () => {
      const [alice, bob, carol] = [await member('Alice'), await member('Bob'), await member('Carol')];
      await chatSettings(platform, carol, { earnPerMessage: 1.5 });
      const withBob = await chatBetween(platform, alice, bob);
      const withCarol = await chatBetween(platform, alice, carol);
      await sendMessage(platform, bob, withBob, 'latest from Bob').expect(201);

      const { chats, hasMore } = await chatsOf(platform, alice);
      expect(hasMore).toBe(false);
      expect(chats).toEqual([
        expect.objectContaining({
          id: withBob,
          sender: { id: alice.id, name: 'Alice', userProfile: { image: null } },
          receiver: { id: bob.id, name: 'Bob', userProfile: { image: null } },
          isRenewChat: false,
          earnPerMessage: 0,
          lastMessage: { message: 'latest from Bob', createdAt: expect.any(String) },
        }),
        expect.objectContaining({
          id: withCarol,
          receiver: { id: carol.id, name: 'Carol', userProfile: { image: null } },
          isRenewChat: true,
          earnPerMessage: 1.5,
          lastMessage: null,
        }),
      ]);
      // Carol charges Alice, not the other way round.
      expect((await chatsOf(platform, carol)).chats).toEqual([
        expect.objectContaining({ id: withCarol, isRenewChat: false, earnPerMessage: 0 }),
      ]);
      const firstPage = await chatsOf(platform, alice, '?page=1&limit=1');
      expect(firstPage).toMatchObject({ hasMore: true, chats: [{ id: withBob }] });
      const secondPage = await chatsOf(platform, alice, '?page=2&limit=1');
      expect(secondPage).toMatchObject({ hasMore: false, chats: [{ id: withCarol }] });
    });

    it('pages 10 chats at a time by default', async () => {
      const alice = await member();
      const others = await Promise.all(Array.from({ length: 11 }, () => member()));
      for (const other of others) await chatBetween(platform, other, alice);
      const first = await chatsOf(platform, alice);
      expect(first.chats).toHaveLength(10);
      expect(first.hasMore).toBe(true);
      expect((await chatsOf(platform, alice, '?page=2')).chats).toHaveLength(1);
    });
  });

  describe('chat/delete', () => {
    it('hides the chat for the caller only, until a new message arrives', async () => {
      const [alice, bob] = [await member(), await member()];
      const chatId = await chatBetween(platform, alice, bob);
      await sendMessage(platform, alice, chatId, 'before').expect(201);

      const res = await platform.http.delete(`/api/chat/delete/${chatId}`).set(bearer(alice)).expect(200);
      expect(res.body).toEqual({ success: true, message: CHAT_MSG.deleted, data: { id: chatId } });
      expect((await chatsOf(platform, alice)).chats).toEqual([]);
      expect((await messagesOf(platform, alice, chatId)).messages).toEqual([]);
      // Bob keeps the chat and its history.
      expect((await chatsOf(platform, bob)).chats.map((chat) => chat.id)).toEqual([chatId]);
      expect((await messagesOf(platform, bob, chatId)).messages.map((m) => m.message)).toEqual(['before']);

      await sendMessage(platform, bob, chatId, 'after').expect(201);
      const [back] = (await chatsOf(platform, alice)).chats;
      expect(back).toMatchObject({ id: chatId, lastMessage: { message: 'after' } });
      expect((await messagesOf(platform, alice, chatId)).messages.map((m) => m.message)).toEqual(['after']);
      expect((await messagesOf(platform, bob, chatId)).messages.map((m) => m.message)).toEqual(['before', 'after']);
    });

    it('shows a deleted chat again when the caller starts it again, without the old messages', async () => {
      const [alice, bob] = [await member(), await member()];
      const chatId = await chatBetween(platform, alice, bob);
      await sendMessage(platform, alice, chatId, 'old').expect(201);
      await platform.http.delete(`/api/chat/delete/${chatId}`).set(bearer(alice)).expect(200);
      expect(await chatBetween(platform, alice, bob)).toBe(chatId);
      expect((await chatsOf(platform, alice)).chats).toEqual([
        expect.objectContaining({ id: chatId, lastMessage: null }),
      ]);
    });

    it('is refused for a chat the caller is not in', async () => {
      const [alice, bob, eve] = [await member(), await member(), await member()];
      const chatId = await chatBetween(platform, alice, bob);
      await platform.http.delete(`/api/chat/delete/${chatId}`).set(bearer(eve)).expect(404);
      await platform.http.delete(`/api/chat/delete/${UNKNOWN_ID}`).set(bearer(alice)).expect(404);
      expect((await chatsOf(platform, alice)).chats).toHaveLength(1);
      expect((await chatsOf(platform, bob)).chats).toHaveLength(1);
    });
  });

  describe('chat/update-chat', () => {
    it('has nothing to renew in a free chat, and nothing for an outsider', async () => {
      const [alice, bob, eve] = [await member(), await member(), await member()];
      const chatId = await chatBetween(platform, alice, bob);
      expect((await renewChat(platform, alice, chatId, 0).expect(422)).body.message).toBe(CHAT_MSG.renewNotNeeded);
      await chatSettings(platform, bob, { earnPerMessage: 1 });
      await renewChat(platform, eve, chatId, 1).expect(404);
      await renewChat(platform, alice, UNKNOWN_ID, 1).expect(404);
    });
  });

  describe('rate limit', () => {
    it('counts each member’s messages, refused ones too, and refuses past 30 a minute with 429', async () => {
      const [alice, bob] = [await member(), await member()];
      const chatId = await chatBetween(platform, alice, bob);
      await sendMessage(platform, alice, chatId, '   ').expect(400);
      for (let n = 2; n <= DEFAULT_RATE_LIMITS.chatMessage.points; n += 1) {
        await sendMessage(platform, alice, chatId, `message ${n}`).expect(201);
      }
      const res = await sendMessage(platform, alice, chatId, 'one too many').expect(429);
      expect(res.body).toEqual({
        success: false,
        message: MSG.rateLimited,
        errors: [{ param: 'general', msg: MSG.rateLimited }],
      });
      // The limit is the member's, not the address's: Bob, from the same address, still writes.
      await sendMessage(platform, bob, chatId, 'hello').expect(201);
      const { messages } = await messagesOf(platform, bob, chatId, '?limit=2');
      expect(messages.map((m) => m.message)).toEqual([`message ${DEFAULT_RATE_LIMITS.chatMessage.points}`, 'hello']);
    });
  });
});

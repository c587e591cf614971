import {
  CHAT_MSG,
  MSG,
  type ChatMessageView,
  type ChatSocketAnswer,
  type JoinChatPayload,
  type SendMessagePayload,
} from '@earnwave/contracts';
import {
  type Account,
  chatBetween,
  chatSettings,
  logInAdmin,
  messagesOf,
  sendMessage,
  signUp,
  TestSocket,
  TestSockets,
} from '@earnwave/testing';
import { freePort, startApiProcess } from './support/processes';
import { startListening, type TestPlatform } from './support/platform';

/** Spec 7: joinChat and sendMessage from the client; message and messageSent from the server. */
describe('chat over the socket', () => {
  let platform: TestPlatform;
  let url: string;
  const sockets = new TestSockets();
  const LIMIT = 5;

  beforeAll(async () => {
    // A tight per-member message limit; each test uses members of its own and stays under it.
    ({ platform, url } = await startListening({ rateLimits: { chatMessage: { points: LIMIT, durationSeconds: 60 } } }));
  });
  afterEach(() => sockets.closeAll());
  afterAll(() => platform.stop());

  const connect = (member: Account, at = url) => sockets.open(at, { token: member.token }).connected();
  const join = (socket: TestSocket, payload: JoinChatPayload): Promise<ChatSocketAnswer> =>
    socket.socket.timeout(5000).emitWithAck('joinChat', payload);
  /** Emits sendMessage as the spec's client does (no acknowledgement) and waits for messageSent. */
  const send = async (socket: TestSocket, payload: SendMessagePayload): Promise<ChatSocketAnswer> => {
    const before = socket.events('messageSent').length;
    socket.socket.emit('sendMessage', payload);
    await socket.next<ChatSocketAnswer>('messageSent', () => socket.events('messageSent').length > before);
    return socket.events<ChatSocketAnswer>('messageSent')[before];
  };
  const messagesHeard = (socket: TestSocket, chatId: string) =>
    socket.events<ChatMessageView>('message').filter((message) => message.chatId === chatId);

  it('refuses a connection without a valid token', async () => {
    const socket = sockets.open(url, { token: 'not-a-token' });
    expect((await socket.refused()).message).toBe(MSG.unauthenticated);
  });

  it('lets the chat members join its room; an outsider can neither join nor hear, whatever memberId it claims', async () => {
    const [alice, bob, eve] = [await signUp(platform), await signUp(platform), await signUp(platform)];
    const chatId = await chatBetween(platform, alice, bob);
    const [bobSocket, eveSocket] = [await connect(bob), await connect(eve)];

    expect(await join(bobSocket, { chatId, memberId: bob.id })).toEqual({ success: true, message: CHAT_MSG.joined });
    expect(await join(eveSocket, { chatId, memberId: eve.id })).toEqual({
      success: false,
      message: CHAT_MSG.chatNotFound,
    });
    expect(await join(eveSocket, { chatId, memberId: alice.id })).toMatchObject({ success: false });
    expect(await join(eveSocket, { chatId: 'not-a-chat' } as JoinChatPayload)).toMatchObject({ success: false });

    const sent = await sendMessage(platform, alice, chatId, 'for Bob only').expect(201);
    const heard = await bobSocket.next<ChatMessageView>('message', (message) => message.chatId === chatId);
    expect(heard).toEqual(sent.body.data);
    // Eve reads nothing either: no event reached her, and the HTTP read is refused.
    await join(eveSocket, { chatId });
    expect(eveSocket.events('message')).toEqual([]);
    await platform.http.get(`/api/chat/get-messages/${chatId}`).set('Authorization', `Bearer ${eve.token}`).expect(404);
  });

  it('sends a message under the HTTP rules: messageSent to the sender, message to the room, memberId never trusted', async () => {
    const [alice, bob] = [await signUp(platform), await signUp(platform)];
    const chatId = await chatBetween(platform, alice, bob);
    const [aliceSocket, bobSocket] = [await connect(alice), await connect(bob)];
    await join(aliceSocket, { chatId, memberId: alice.id });
    await join(bobSocket, { chatId, memberId: bob.id });

    // Alice claims to be Bob: the message is hers all the same.
    const answer = await send(aliceSocket, {
      chatId,
      message: '  Hello over the socket ',
      attachments: [],
      memberId: bob.id,
    });
    expect(answer).toEqual({
      success: true,
      message: CHAT_MSG.messageSent,
      data: {
        id: expect.any(String),
        chatId,
        message: 'Hello over the socket',
        attachments: [],
        createdAt: expect.any(String),
        senderMemberId: alice.id,
        memberId: alice.id,
      },
    });
    const heard = await bobSocket.next<ChatMessageView>('message', (message) => message.chatId === chatId);
    expect(heard).toEqual(answer.data);
    // The sender's own sockets hear it once, like every socket in the room.
    await aliceSocket.next<ChatMessageView>('message', (message) => message.id === answer.data!.id);
    expect(messagesHeard(aliceSocket, chatId)).toHaveLength(1);
    expect((await messagesOf(platform, bob, chatId)).messages).toEqual([answer.data]);

    expect(await send(aliceSocket, { chatId, message: '   ', attachments: [] })).toEqual({
      success: false,
      message: 'Message cannot be empty',
      errors: [{ param: 'message', msg: 'Message cannot be empty' }],
    });
    expect(await send(aliceSocket, { chatId, message: 'x', extra: true } as SendMessagePayload)).toMatchObject({
      success: false,
    });
    await chatSettings(platform, bob, { earnPerMessage: 1 });
    expect(await send(aliceSocket, { chatId, message: 'Paid now?' })).toMatchObject({
      success: false,
      message: CHAT_MSG.renewRequired,
    });
    // Bob's replies to Alice stay free.
    expect(await send(bobSocket, { chatId, message: 'Yes, for you' })).toMatchObject({ success: true });
    expect((await messagesOf(platform, alice, chatId)).messages.map((m) => m.message)).toEqual([
      'Hello over the socket',
      'Yes, for you',
    ]);
  });

  it('refuses sendMessage from an outsider, even naming a member of the chat', async () => {
    const [alice, bob, eve] = [await signUp(platform), await signUp(platform), await signUp(platform)];
    const chatId = await chatBetween(platform, alice, bob);
    const eveSocket = await connect(eve);
    expect(await send(eveSocket, { chatId, message: 'I am Alice', memberId: alice.id })).toEqual({
      success: false,
      message: CHAT_MSG.chatNotFound,
      errors: [],
    });
    expect((await messagesOf(platform, alice, chatId)).messages).toEqual([]);
  });

  it('refuses an administrator’s socket', async () => {
    const [alice, bob, admin] = [await signUp(platform), await signUp(platform), await logInAdmin(platform)];
    const chatId = await chatBetween(platform, alice, bob);
    const adminSocket = await connect(admin);
    expect(await join(adminSocket, { chatId })).toMatchObject({ success: false, message: MSG.forbidden });
    expect(await send(adminSocket, { chatId, message: 'hello' })).toMatchObject({
      success: false,
      message: MSG.forbidden,
    });
  });

  it('tells the other member of a new message even before they open the chat', async () => {
    const [alice, bob] = [await signUp(platform), await signUp(platform)];
    const chatId = await chatBetween(platform, alice, bob);
    const bobSocket = await connect(bob);
    await sendMessage(platform, alice, chatId, 'Knock knock').expect(201);
    expect(await bobSocket.next<ChatMessageView>('message')).toMatchObject({ chatId, message: 'Knock knock' });
  });

  it('counts socket and HTTP messages against one per-member limit', async () => {
    const [alice, bob] = [await signUp(platform), await signUp(platform)];
    const chatId = await chatBetween(platform, alice, bob);
    const aliceSocket = await connect(alice);
    for (let n = 1; n <= LIMIT; n += 1) {
      if (n % 2) await sendMessage(platform, alice, chatId, `http ${n}`).expect(201);
      else expect(await send(aliceSocket, { chatId, message: `socket ${n}` })).toMatchObject({ success: true });
    }
    expect(await send(aliceSocket, { chatId, message: 'too many' })).toMatchObject({
      success: false,
      message: MSG.rateLimited,
    });
    await sendMessage(platform, alice, chatId, 'too many').expect(429);
    expect((await messagesOf(platform, bob, chatId)).messages).toHaveLength(LIMIT);
  });

  it('delivers between two API processes sharing Redis: sent on one, heard on the other', async () => {
    // A second API, a separate operating-system process (the built service), on the same database
    // and Redis: socket.io's Redis adapter must carry the room's messages between the two.
    const port = await freePort();
    const replica = await startApiProcess(
      {
        DATABASE_URL: platform.config.databaseUrl,
        REDIS_URL: platform.config.redisUrl,
        QUEUE_PREFIX: platform.config.queuePrefix,
        JWT_SECRET: platform.config.jwtSecret,
        WEB_ORIGIN: platform.config.webOrigin,
      },
      port,
    );
    try {
      const [alice, bob] = [await signUp(platform), await signUp(platform)];
      const chatId = await chatBetween(platform, alice, bob);
      const aliceSocket = await connect(alice);
      const bobOnReplica = await connect(bob, `http://127.0.0.1:${port}`);
      expect(await join(aliceSocket, { chatId })).toMatchObject({ success: true });
      expect(await join(bobOnReplica, { chatId })).toMatchObject({ success: true });

      const answer = await send(aliceSocket, { chatId, message: 'Across processes' });
      expect(answer).toMatchObject({ success: true });
      expect(await bobOnReplica.next<ChatMessageView>('message', (message) => message.chatId === chatId)).toEqual(
        answer.data,
      );

      const reply = await send(bobOnReplica, { chatId, message: 'And back' });
      expect(reply).toMatchObject({ success: true, data: { senderMemberId: bob.id } });
      expect(await aliceSocket.next<ChatMessageView>('message', (message) => message.id === reply.data!.id)).toEqual(
        reply.data,
      );
    } finally {
      await replica.stop();
    }
  });
});

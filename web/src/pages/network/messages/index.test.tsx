import { CHAT_EVENTS, CHAT_MSG } from '@earnwave/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { socket } from '../../../test/fake-socket';
import { fakeMatchMedia } from '../../../test/media';
import { captureDownloads } from '../../../test/downloads';
import {
  fakeApi,
  findDialog,
  MEMBER,
  renderApp,
  signIn,
  uploadOf,
  type Reply,
  type Routes,
} from '../../../test/render';
import { CHAT_ID, chatOf, MEMBER_RECORD, messageOf, OTHER_ID, paged } from './fixtures';

// Role queries skip the accessibility-tree check (antd's CSS-in-JS makes it slow here); the
// queries are scoped to what they test.
configure({ defaultHidden: true });

beforeAll(async () => {
  await Promise.all([import('../index'), import('../../../layouts/dashboard-layout')]);
}, 120_000);

/** A desktop's width (the list beside the thread) unless a test narrows it. */
let wide = true;
beforeEach(() => {
  wide = true;
  fakeMatchMedia((query) => wide && /min-width/.test(query));
});

const SLOW = 120_000;
const thread = () => screen.findByTestId('chat-thread');
const texts = (root: HTMLElement) =>
  within(root)
    .queryAllByTestId('chat-message-text')
    .map((node) => node.textContent);

/** The Messages tab at /dashboard/chat?chatId=…, with these API routes besides the member record. */
function openChat(routes: Routes, path = `/dashboard/chat?chatId=${CHAT_ID}`) {
  signIn();
  const api = fakeApi({ 'GET /members/*': MEMBER_RECORD, ...routes });
  return { api, ...renderApp(path) };
}

describe('Messages tab of the Network screen (spec 2, 4, 5 and 7)', () => {
  it(
    "says 'No content yet' when the member has no chat",
    async () => {
      openChat({ 'GET /chat/all-chats': paged([]) }, '/dashboard/chat?chatId=');
      expect(await screen.findByText('No content yet')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'opens the chat of ?chatId on the Messages tab: the other member, the last message, the thread oldest first',
    async () => {
      const { api } = openChat({
        'GET /chat/all-chats': paged([chatOf()]),
        [`GET /chat/get-messages/${CHAT_ID}`]: paged({
          messages: [messageOf(1), messageOf(2, { mine: true })],
          chat: chatOf(),
        }),
      });
      const box = await thread();
      await waitFor(() => expect(texts(box)).toEqual(['Message 1', 'Message 2']));
      expect(screen.getByRole('tab', { name: 'Messages', selected: true })).toBeInTheDocument();
      const item = screen.getByTestId('chat-item');
      expect(within(item).getByText('Bea Creator')).toBeInTheDocument();
      expect(within(item).getByTestId('chat-last-message')).toHaveTextContent('See you soon');
      // The picture beside the name is decorative: shown, and left out of what a screen reader reads.
      const picture = within(item).getByRole('presentation', { hidden: true });
      expect(picture).toHaveAttribute('src', '/uploads/2026/11/bea.png');
      expect(picture).toHaveAttribute('alt', '');
      expect(within(item).queryByRole('button', { name: 'Renew Chat' })).toBeNull();
      expect(within(box).getByTestId('chat-partner')).toHaveAttribute('href', `/dashboard/profile/${OTHER_ID}`);
      expect(api.last('GET', '/chat/all-chats')?.path).toBe('/chat/all-chats?page=1&limit=10');
      expect(api.last('GET', '/chat/get-messages')?.path).toBe(`/chat/get-messages/${CHAT_ID}?page=1&limit=10`);
    },
    SLOW,
  );

  it(
    "refuses an empty or whitespace-only message with 'Message cannot be empty', then sends one with an Idempotency-Key",
    async () => {
      const { api, user } = openChat({
        'GET /chat/all-chats': paged([chatOf()]),
        [`GET /chat/get-messages/${CHAT_ID}`]: paged({ messages: [], chat: chatOf() }),
        'POST /chat/create-message': (call) => ({
          status: 201,
          data: messageOf(30, { mine: true, message: (call.body as { message: string }).message }),
        }),
      });
      const box = await thread();
      expect(await within(box).findByText('No content yet')).toBeInTheDocument();
      const input = await within(box).findByLabelText('Message');
      fireEvent.change(input, { target: { value: '   \n  ' } });
      await user.click(within(box).getByRole('button', { name: /Send/ }));
      expect(await within(box).findByText('Message cannot be empty')).toBeInTheDocument();
      expect(api.last('POST', '/chat/create-message')).toBeUndefined();

      fireEvent.change(input, { target: { value: '  Hello Bea  ' } });
      await user.click(within(box).getByRole('button', { name: /Send/ }));
      await waitFor(() => expect(texts(box)).toEqual(['Hello Bea']));
      const call = api.last('POST', '/chat/create-message')!;
      expect(call.body).toEqual({ chatId: CHAT_ID, message: 'Hello Bea', attachments: [] });
      expect(call.headers['Idempotency-Key']).toMatch(/\S{8,}/);
      expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
      expect(input).toHaveValue('');
      expect(within(box).queryByText('Message cannot be empty')).toBeNull();
    },
    SLOW,
  );

  it(
    "renews a chat after a confirmation naming the other member's price, with an Idempotency-Key",
    async () => {
      const due = chatOf({ isRenewChat: true, earnPerMessage: 2.5 });
      const { api, user } = openChat({
        'GET /chat/all-chats': paged([due]),
        [`GET /chat/get-messages/${CHAT_ID}`]: paged({ messages: [messageOf(1)], chat: due }),
        'PUT /chat/update-chat': {
          data: { ...due, isRenewChat: false, paidMessagesLeft: 1 },
          message: 'Chat renewed successfully.',
        },
      });
      const item = await screen.findByTestId('chat-item');
      await user.click(await within(item).findByRole('button', { name: 'Renew Chat' }));
      const dialog = await findDialog('Renew Chat');
      expect(dialog).toHaveTextContent('Renew this chat for 2.5 credits? They are deducted from your balance.');
      expect(api.last('PUT', '/chat/update-chat')).toBeUndefined();
      await user.click(within(dialog).getByRole('button', { name: 'Renew Chat' }));
      expect(await screen.findByText('Chat renewed successfully.')).toBeInTheDocument();
      const call = api.last('PUT', '/chat/update-chat')!;
      expect(call.body).toEqual({ chatId: CHAT_ID, earnPerMessage: 2.5 });
      expect(call.headers['Idempotency-Key']).toMatch(/\S{8,}/);
      await waitFor(() => expect(within(item).queryByRole('button', { name: 'Renew Chat' })).toBeNull());
    },
    SLOW,
  );

  it(
    'charges nothing when the other member changed their price meanwhile: shows the new price and asks again',
    async () => {
      const due = chatOf({ isRenewChat: true, earnPerMessage: 0.01 });
      const { api, user } = openChat({
        'GET /chat/all-chats': paged([due]),
        [`GET /chat/get-messages/${CHAT_ID}`]: paged({ messages: [messageOf(1)], chat: due }),
        'PUT /chat/update-chat': (call) =>
          (call.body as { earnPerMessage: number }).earnPerMessage === 90
            ? { data: { ...due, earnPerMessage: 90, isRenewChat: false, paidMessagesLeft: 1 } }
            : {
                status: 409,
                message: CHAT_MSG.earnPerMessageChanged,
                errors: [{ param: 'earnPerMessage', msg: CHAT_MSG.earnPerMessageChanged }],
                data: { earnPerMessage: 90 },
              },
      });
      const item = await screen.findByTestId('chat-item');
      await user.click(await within(item).findByRole('button', { name: 'Renew Chat' }));
      let dialog = await findDialog('Renew Chat');
      expect(dialog).toHaveTextContent('Renew this chat for 0.01 credits?');
      await user.click(within(dialog).getByRole('button', { name: 'Renew Chat' }));

      // The dialog stays open, says why and names the new price; the thread shows it too.
      dialog = await findDialog('Renew Chat');
      expect(await within(dialog).findByText(CHAT_MSG.earnPerMessageChanged)).toBeInTheDocument();
      expect(dialog).toHaveTextContent('Renew this chat for 90 credits? They are deducted from your balance.');
      expect(within(await thread()).getByText('90 credits a message')).toBeInTheDocument();
      expect(screen.queryByText('Chat renewed successfully.')).toBeNull();
      const sent = () =>
        api.calls
          .filter((call) => call.method === 'PUT' && call.path === '/chat/update-chat')
          .map((call) => (call.body as { earnPerMessage: number }).earnPerMessage);
      expect(sent()).toEqual([0.01]);

      await user.click(within(dialog).getByRole('button', { name: 'Renew Chat' }));
      expect(await screen.findByText('Chat renewed successfully.')).toBeInTheDocument();
      expect(sent()).toEqual([0.01, 90]);
      await waitFor(() => expect(within(item).queryByRole('button', { name: 'Renew Chat' })).toBeNull());
    },
    SLOW,
  );

  it(
    "shows the server's refusal of a renewal",
    async () => {
      const due = chatOf({ isRenewChat: true, earnPerMessage: 2.5 });
      const { user } = openChat({
        'GET /chat/all-chats': paged([due]),
        [`GET /chat/get-messages/${CHAT_ID}`]: paged({ messages: [], chat: due }),
        'PUT /chat/update-chat': {
          status: 422,
          message: 'Your balance is too low.',
          errors: [{ param: 'general', msg: 'Your balance is too low.' }],
        },
      });
      const box = await thread();
      // Sending while a renewal is due asks for the renewal first.
      fireEvent.change(await within(box).findByLabelText('Message'), { target: { value: 'Hi' } });
      await user.click(within(box).getByRole('button', { name: /Send/ }));
      const dialog = await findDialog('Renew Chat');
      await user.click(within(dialog).getByRole('button', { name: 'Renew Chat' }));
      expect(await screen.findByText('Your balance is too low.')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'appends a live message to the open chat and moves it up the list with its text',
    async () => {
      const older = chatOf({
        id: 'c2',
        receiver: { id: 'x', name: 'Cyd', userProfile: { image: null } },
        receiverMemberId: 'x',
        lastMessage: { message: 'Later', createdAt: '2026-11-20T11:00:00.000Z' },
      });
      openChat({
        'GET /chat/all-chats': paged([older, chatOf()]),
        [`GET /chat/get-messages/${CHAT_ID}`]: paged({ messages: [messageOf(1)], chat: chatOf() }),
      });
      const box = await thread();
      await waitFor(() => expect(texts(box)).toEqual(['Message 1']));
      await waitFor(() => expect(socket.handlers.has('message')).toBe(true));
      // Another chat's message stays out of this thread.
      socket.emitFromServer('message', messageOf(41, { chatId: 'c2', createdAt: '2026-11-20T11:30:00.000Z' }));
      socket.emitFromServer(
        'message',
        messageOf(40, { message: 'Are you there?', createdAt: '2026-11-20T12:00:00.000Z' }),
      );
      await waitFor(() => expect(texts(box)).toEqual(['Message 1', 'Are you there?']));
      await waitFor(() =>
        expect(screen.getAllByTestId('chat-last-message').map((node) => node.textContent)).toEqual([
          'Are you there?',
          'Message 41',
        ]),
      );
    },
    SLOW,
  );

  it(
    'loads older messages above while the server has more',
    async () => {
      const { api, user } = openChat({
        'GET /chat/all-chats': paged([chatOf()]),
        [`GET /chat/get-messages/${CHAT_ID}`]: (call) =>
          call.path.includes('page=2')
            ? paged({ messages: [messageOf(1), messageOf(2)], chat: chatOf() }, false, 2)
            : paged({ messages: [messageOf(3), messageOf(4)], chat: chatOf() }, true),
      });
      const box = await thread();
      await waitFor(() => expect(texts(box)).toEqual(['Message 3', 'Message 4']));
      await user.click(within(box).getByRole('button', { name: 'Load older messages' }));
      await waitFor(() => expect(texts(box)).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4']));
      expect(api.last('GET', '/chat/get-messages')?.path).toBe(`/chat/get-messages/${CHAT_ID}?page=2&limit=10`);
      expect(within(box).queryByRole('button', { name: 'Load older messages' })).toBeNull();
    },
    SLOW,
  );

  it(
    "says 'Could not load more messages.' when an older page fails",
    async () => {
      const { user } = openChat({
        'GET /chat/all-chats': paged([chatOf()]),
        [`GET /chat/get-messages/${CHAT_ID}`]: (call) =>
          call.path.includes('page=2') ? { status: 500 } : paged({ messages: [messageOf(3)], chat: chatOf() }, true),
      });
      const box = await thread();
      await user.click(await within(box).findByRole('button', { name: 'Load older messages' }));
      expect(await screen.findByText('Could not load more messages.')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows attachments by their file type and sends an uploaded file without text',
    async () => {
      const withFiles = messageOf(5, {
        message: '',
        attachments: [
          { fileType: 'image', relativePath: 'uploads/2026/11/photo.png', formatType: 'png' },
          { fileType: 'video', relativePath: 'uploads/2026/11/clip.mp4', formatType: 'mp4' },
          { fileType: 'audio', relativePath: 'uploads/2026/11/voice.mp3', formatType: 'mp3' },
        ],
      });
      const { api, user } = openChat({
        'GET /chat/all-chats': paged([chatOf()]),
        [`GET /chat/get-messages/${CHAT_ID}`]: paged({ messages: [withFiles], chat: chatOf() }),
        'POST /uploads': { status: 201, data: uploadOf('mine.png') },
        'POST /chat/create-message': (call) => ({
          status: 201,
          data: messageOf(31, {
            mine: true,
            message: '',
            attachments: (call.body as { attachments: [] }).attachments,
          }),
        }),
      });
      const box = await thread();
      expect(await within(box).findByTestId('chat-image')).toHaveAttribute('src', '/uploads/2026/11/photo.png');
      expect(within(box).getByTestId('chat-video')).toHaveAttribute('src', '/uploads/2026/11/clip.mp4');
      expect(within(box).getByTestId('chat-audio')).toHaveAttribute('src', '/uploads/2026/11/voice.mp3');

      const input = box.querySelector('input[type="file"]') as HTMLInputElement;
      await user.upload(input, new File(['png'], 'mine.png', { type: 'image/png' }));
      expect(await within(box).findByTestId('pending-attachments')).toHaveTextContent('mine.png');
      expect(api.uploads.map((file) => file.name)).toEqual(['mine.png']);
      await user.click(within(box).getByRole('button', { name: /Send/ }));
      await waitFor(() => expect(within(box).getAllByTestId('chat-image')).toHaveLength(2));
      expect(api.last('POST', '/chat/create-message')?.body).toEqual({
        chatId: CHAT_ID,
        message: '',
        attachments: [{ fileType: 'image', relativePath: 'uploads/2026/11/mine.png', formatType: 'png' }],
      });
      expect(within(box).queryByTestId('pending-attachments')).toBeNull();
    },
    SLOW,
  );

  it(
    'on a phone, shows the open chat alone with a way back to the list',
    async () => {
      wide = false;
      const { user } = openChat({
        'GET /chat/all-chats': paged([chatOf()]),
        [`GET /chat/get-messages/${CHAT_ID}`]: paged({ messages: [messageOf(1)], chat: chatOf() }),
      });
      const box = await thread();
      expect(screen.queryByTestId('chat-item')).toBeNull();
      await user.click(await within(box).findByRole('button', { name: 'Back to chats' }));
      const item = await screen.findByTestId('chat-item');
      expect(screen.queryByTestId('chat-thread')).toBeNull();
      await user.click(within(item).getByText('Bea Creator'));
      expect(await thread()).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'deletes the chat after a confirmation',
    async () => {
      const { api, user, router } = openChat({
        'GET /chat/all-chats': paged([chatOf()]),
        [`GET /chat/get-messages/${CHAT_ID}`]: paged({ messages: [messageOf(1)], chat: chatOf() }),
        [`DELETE /chat/delete/${CHAT_ID}`]: { data: { id: CHAT_ID }, message: 'Chat deleted successfully.' },
      });
      const box = await thread();
      await user.click(within(box).getByRole('button', { name: 'Delete chat' }));
      const confirm = (await screen.findByText('Delete this chat?')).closest('.ant-popover') as HTMLElement;
      expect(api.last('DELETE', '/chat/delete')).toBeUndefined();
      await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('Chat deleted successfully.')).toBeInTheDocument();
      expect(api.last('DELETE', '/chat/delete')?.path).toBe(`/chat/delete/${CHAT_ID}`);
      expect(await screen.findByText('No content yet')).toBeInTheDocument();
      expect(router.state.location.search).toBe('?tab=messages');
      void MEMBER;
    },
    SLOW,
  );
});

describe('Messages: the texts of spec 8 in their situations', () => {
  /** The chat open, its live connection up once the layout made it. */
  async function openLive(routes: Routes) {
    const opened = openChat({
      'GET /chat/all-chats': paged([chatOf()]),
      [`GET /chat/get-messages/${CHAT_ID}`]: paged({ messages: [], chat: chatOf() }),
      ...routes,
    });
    await waitFor(() => expect(socket.handlers.has('message')).toBe(true));
    socket.connected = true;
    return { ...opened, box: await thread() };
  }

  it(
    "says 'Message sent!' for a message the live connection delivered, and 'Failed to send message' when it refused",
    async () => {
      const { api, user, box } = await openLive({});
      socket.answer = (event, payload) =>
        event === CHAT_EVENTS.sendMessage
          ? {
              success: true,
              message: CHAT_MSG.messageSent,
              data: messageOf(30, { mine: true, message: (payload as { message: string }).message }),
            }
          : undefined;
      const input = await within(box).findByLabelText('Message');
      fireEvent.change(input, { target: { value: 'Hello live' } });
      await user.click(within(box).getByRole('button', { name: /Send/ }));
      expect(await screen.findByText('Message sent!')).toBeInTheDocument();
      await waitFor(() => expect(texts(box)).toEqual(['Hello live']));
      expect(socket.emitted.filter((sent) => sent.event === CHAT_EVENTS.sendMessage).at(-1)?.payload).toEqual({
        chatId: CHAT_ID,
        message: 'Hello live',
        attachments: [],
        memberId: MEMBER.id,
      });
      expect(api.last('POST', '/chat/create-message')).toBeUndefined();

      socket.answer = () => ({
        success: false,
        message: 'Renew the chat to send your next message.',
        errors: [{ param: 'chatId', msg: 'Renew the chat to send your next message.' }],
      });
      fireEvent.change(input, { target: { value: 'Second' } });
      await user.click(within(box).getByRole('button', { name: /Send/ }));
      expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
      expect(within(box).getByRole('alert')).toHaveTextContent('Renew the chat to send your next message.');
      // The text is kept for the member to decide.
      expect(input).toHaveValue('Second');
    },
    SLOW,
  );

  it(
    "says 'File uploaded!' for a stored attachment and 'Upload error' when the upload gets no answer",
    async () => {
      let offline = false;
      const { user, box } = await openLive({
        'POST /uploads': () => {
          if (offline) throw new TypeError('Failed to fetch');
          return { status: 201, data: uploadOf('mine.png') };
        },
      });
      // The file input is made anew after each file: it is read again each time.
      const input = () => box.querySelector('input[type="file"]') as HTMLInputElement;
      await user.upload(input(), new File(['png'], 'mine.png', { type: 'image/png' }));
      expect(await screen.findByText('File uploaded!')).toBeInTheDocument();
      expect(within(box).getByTestId('pending-attachments')).toHaveTextContent('mine.png');

      offline = true;
      await user.upload(input(), new File(['png'], 'other.png', { type: 'image/png' }));
      expect(await screen.findByText('Upload error')).toBeInTheDocument();
      expect(within(box).getByTestId('pending-attachments')).not.toHaveTextContent('other.png');
    },
    SLOW,
  );

  it(
    "downloads an attachment under its name, or says 'Download failed. Check CORS settings or the file URL.'",
    async () => {
      const saved = captureDownloads();
      let fileReply: () => Reply = () => ({ data: 'png-bytes' });
      const { api, user, box } = await openLive({
        [`GET /chat/get-messages/${CHAT_ID}`]: paged({
          messages: [
            messageOf(5, {
              message: 'A picture',
              attachments: [{ fileType: 'image', relativePath: 'uploads/2026/11/photo.png', formatType: 'png' }],
            }),
          ],
          chat: chatOf(),
        }),
        'GET /uploads/2026/11/photo.png': () => fileReply(),
      });
      await user.click(await within(box).findByRole('button', { name: 'Download photo.png' }));
      await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['photo.png']));
      expect(await saved[0].blob.text()).toContain('png-bytes');
      expect(api.calls.some((call) => call.path === '/uploads/2026/11/photo.png')).toBe(true);

      fileReply = () => ({ status: 404, message: 'Not found.' });
      await user.click(within(box).getByRole('button', { name: 'Download photo.png' }));
      expect(await screen.findByText('Download failed. Check CORS settings or the file URL.')).toBeInTheDocument();
      expect(saved).toHaveLength(1);
    },
    SLOW,
  );
});

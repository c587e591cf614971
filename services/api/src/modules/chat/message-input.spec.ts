import { CHAT_ATTACHMENTS_MAX, CHAT_MESSAGE_MAX_LENGTH, CHAT_MSG } from '@earnwave/contracts';
import { AppError } from '../../common/errors';
import { messageInput } from './message-input';

const ORIGIN = 'http://web.test';
const refusal = (draft: Parameters<typeof messageInput>[0]) => {
  try {
    messageInput(draft, ORIGIN);
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, errors: error.errors };
    throw error;
  }
  throw new Error('accepted');
};

describe('messageInput', () => {
  it.each([{}, { message: '' }, { message: '   \n\t ' }, { message: null }, { message: ' ', attachments: [] }])(
    'refuses an empty or whitespace-only message without attachments (%j)',
    (draft) => {
      expect(refusal(draft)).toEqual({ status: 400, errors: [{ param: 'message', msg: CHAT_MSG.messageEmpty }] });
    },
  );

  it('trims the text and keeps it otherwise as written', () => {
    expect(messageInput({ message: '  Hello <b>there</b>  ' }, ORIGIN)).toEqual({
      text: 'Hello <b>there</b>',
      paths: [],
    });
  });

  it('accepts a message of attachments only, naming uploads by relative path, absolute path or leading slash', () => {
    const attachments = [
      { relativePath: 'uploads/2026/11/a.png', fileType: 'image', formatType: 'png' },
      { relativePath: `${ORIGIN}/uploads/2026/11/b.mp4` },
      { relativePath: '/uploads/2026/11/c.mp3' },
    ];
    expect(messageInput({ message: ' ', attachments }, ORIGIN)).toEqual({
      text: '',
      paths: ['uploads/2026/11/a.png', 'uploads/2026/11/b.mp4', 'uploads/2026/11/c.mp3'],
    });
  });

  it('refuses text past the limit, too many attachments and attachments without a path', () => {
    expect(refusal({ message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) }).errors).toEqual([
      { param: 'message', msg: CHAT_MSG.messageTooLong },
    ]);
    expect(messageInput({ message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH) }, ORIGIN).text).toHaveLength(
      CHAT_MESSAGE_MAX_LENGTH,
    );
    const many = Array.from({ length: CHAT_ATTACHMENTS_MAX + 1 }, (_, i) => ({ relativePath: `uploads/${i}.png` }));
    expect(refusal({ message: 'hi', attachments: many }).errors).toEqual([
      { param: 'attachments', msg: CHAT_MSG.attachmentsTooMany },
    ]);
    expect(refusal({ message: 'hi', attachments: [{ fileType: 'image' }] }).errors).toEqual([
      { param: 'attachments', msg: CHAT_MSG.attachmentNotUploaded },
    ]);
    expect(refusal({ message: 'hi', attachments: 'uploads/a.png' }).errors).toEqual([
      { param: 'attachments', msg: CHAT_MSG.attachmentNotUploaded },
    ]);
    expect(refusal({ message: 42 }).errors).toEqual([{ param: 'message', msg: CHAT_MSG.messageEmpty }]);
  });
});

import { balanceOf, bearer, buyCredits, chatsOf, freeMember, pngPicture } from '@earnwave/testing';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { TestPlatform } from '../services/api/test/support/platform';
import { screenshot } from './support/browser';
import { startServedPlatform, startJourneys, stopJourneys } from './support/served-platform';
import { signedIn } from './support/task-journeys';
import { appears, unexpectedErrors, untilTrue } from './support/web-journeys';

jest.setTimeout(240_000);

/** A real PNG picture of width x height pixels: a diagonal gradient, so a screenshot shows it. */
const picturePng = (width: number, height: number) =>
  pngPicture(width, height, (x, y) => [Math.round((255 * x) / width), Math.round((255 * y) / height), 200]);

/**
 * Chat in the browser (issue 9), against the real API and worker serving the built client
 * (`npm run build -w web` first). Two members in two browsers: the creator charges 2.5 credits a
 * message, so the payer's chat asks for Renew Chat; the payer confirms the price, writes, and the
 * creator sees the message arrive and the balance rise without a reload, then answers (free) with
 * a picture that the payer sees arrive.
 */
describe('chat: a paid message from one member to a creator, live on both sides', () => {
  let platform: TestPlatform;
  let baseURL: string;
  let browser: Browser;

  beforeAll(async () => {
    ({ platform, baseURL, browser } = await startJourneys(() =>
      startServedPlatform({
        env: { UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'earnwave-chat-journey-')) },
      }),
    ));
  }, 120_000);

  afterAll(() => stopJourneys({ platform, browser }, { proveLedger: true }));

  /** The thread's message texts, in the order shown. */
  const thread = (page: Page) => page.getByTestId('chat-thread');
  /**
   * A message in the thread by its text (the composer's textarea holds the same text until the
   * send is answered, and the live copy can arrive first).
   */
  const bubble = (page: Page, text: string) => thread(page).getByTestId('chat-message-text').filter({ hasText: text });
  const messageTexts = (page: Page) => thread(page).getByTestId('chat-message-text').allInnerTexts();

  it('renews after a confirmation naming the price, and the message and the creator’s earnings arrive live', async () => {
    const payer = await freeMember(platform, { name: 'Pat Payer' });
    await buyCredits(platform, payer, 10);
    const creator = await freeMember(platform, { name: 'Cleo Creator' });
    await platform.http
      .put('/api/members/update/profile')
      .set(bearer(creator))
      .send({ earnPerMessage: 2.5 })
      .expect(200);

    // The payer starts the chat from the creator's profile: Send Message, the confirmation, then
    // the Messages tab on that chat.
    const pat = await signedIn(browser, baseURL, { ...payer, name: 'Pat Payer', status: 'active' });
    await pat.page.goto(`/dashboard/profile/${creator.id}`);
    await pat.page.getByRole('button', { name: 'Send Message' }).click();
    const start = pat.page.getByRole('dialog', { name: 'Start Chat' });
    // The call's answer first, so that a refusal (or a click that never reached the server) says so.
    const [started] = await Promise.all([
      pat.page.waitForResponse((res) => res.url().endsWith('/api/chat/start') && res.request().method() === 'POST'),
      start.getByRole('button', { name: 'Start Chat' }).click(),
    ]);
    expect({ status: started.status(), body: await started.text() }).toMatchObject({ status: 201 });
    await pat.page.waitForURL(/\/dashboard\/chat\?chatId=[0-9a-f-]{36}$/);
    const chatId = new URL(pat.page.url()).searchParams.get('chatId');
    await pat.page.getByRole('tab', { name: 'Messages', selected: true }).waitFor();
    await thread(pat.page).getByText('No content yet').waitFor();
    const patItem = pat.page.getByTestId('chat-item').filter({ hasText: 'Cleo Creator' });
    const renewLink = patItem.getByRole('button', { name: 'Renew Chat' });
    await renewLink.waitFor();
    await thread(pat.page).getByText('Each message to Cleo Creator costs 2.5 credits.', { exact: false }).waitFor();
    await screenshot(pat.page, 'chat-01-payer-renew-due');

    // The creator follows the chat in one tab and the dashboard's balance card in another.
    const cleo = await signedIn(browser, baseURL, { ...creator, name: 'Cleo Creator', status: 'active' });
    const cleoBalance = cleo.page.getByTestId('balance');
    await cleo.page.goto('/dashboard');
    await cleoBalance.getByText('$0.00').waitFor();
    const cleoChat = await cleo.context.newPage();
    cleoChat.setDefaultTimeout(30_000);
    cleoChat.on('console', (message) => message.type() === 'error' && cleo.errors.push(message.text()));
    cleoChat.on('pageerror', (error) => cleo.errors.push(error.message));
    await cleoChat.goto('/dashboard/chat');
    await cleoChat.getByRole('tab', { name: 'Messages' }).click();
    const cleoItem = cleoChat.getByTestId('chat-item').filter({ hasText: 'Pat Payer' });
    await cleoItem.click();
    await cleoChat.waitForURL(`**/dashboard/chat?chatId=${chatId}`);
    await thread(cleoChat).getByText('No content yet').waitFor();
    // Pat charges nothing: Cleo's replies are free.
    expect(await cleoItem.getByRole('button', { name: 'Renew Chat' }).count()).toBe(0);

    // An empty message is refused in the page, before anything is sent.
    const patInput = thread(pat.page).getByRole('textbox', { name: 'Message' });
    await patInput.fill('   ');
    await thread(pat.page).getByRole('button', { name: 'Send' }).click();
    await thread(pat.page).getByText('Message cannot be empty').waitFor();
    expect(await messageTexts(pat.page)).toEqual([]);

    // Renew Chat: the confirmation names Cleo's price; confirming takes it from Pat's balance.
    await renewLink.click();
    const renew = pat.page.getByRole('dialog', { name: 'Renew Chat' });
    await renew.getByText('Renew this chat for 2.5 credits? They are deducted from your balance.').waitFor();
    await screenshot(pat.page, 'chat-02-renew-confirmation');
    await renew.getByRole('button', { name: 'Renew Chat' }).click();
    await pat.page.getByText('Chat renewed successfully.').waitFor();
    await renewLink.waitFor({ state: 'detached' });
    expect(await balanceOf(platform, payer)).toBe(7.5);

    // Pat writes; Cleo sees it arrive, and her balance rise, without reloading either tab.
    await patInput.fill('Hello Cleo! Loved your last film.');
    await patInput.press('Enter');
    await appears(pat.page.getByText('Message sent!', { exact: true }), pat.errors);
    await bubble(pat.page, 'Hello Cleo! Loved your last film.').waitFor();
    await bubble(cleoChat, 'Hello Cleo! Loved your last film.').waitFor();
    await cleoItem.getByText('Hello Cleo! Loved your last film.').waitFor();
    await cleoBalance.getByText('$2.50').waitFor({ timeout: 30_000 });
    await screenshot(cleoChat, 'chat-03-creator-message-arrived');
    await screenshot(cleo.page, 'chat-04-creator-balance-risen');
    // The paid message is used: the next one needs another renewal.
    await renewLink.waitFor();
    expect(await thread(pat.page).getByRole('button', { name: 'Send' }).isEnabled()).toBe(true);

    // Cleo answers with a picture and a line, free; Pat sees both arrive.
    const cleoThread = thread(cleoChat);
    await cleoThread
      .locator('input[type=file]')
      .setInputFiles({ name: 'thanks.png', mimeType: 'image/png', buffer: picturePng(240, 160) });
    await cleoThread.getByTestId('pending-attachments').getByText('thanks.png').waitFor();
    await cleoThread.getByRole('textbox', { name: 'Message' }).fill('Thank you, Pat!');
    await screenshot(cleoChat, 'chat-05-creator-reply-with-picture');
    await cleoThread.getByRole('button', { name: 'Send' }).click();
    await appears(cleoChat.getByText('Message sent!', { exact: true }), cleo.errors);
    await bubble(cleoChat, 'Thank you, Pat!').waitFor();
    await bubble(pat.page, 'Thank you, Pat!').waitFor();
    const picture = thread(pat.page).getByTestId('chat-image');
    await picture.waitFor();
    await untilTrue(
      pat.page,
      `[...document.querySelectorAll('[data-testid="chat-image"]')].every((img) => img.complete && img.naturalWidth > 0)`,
    );
    expect(await messageTexts(pat.page)).toEqual(['Hello Cleo! Loved your last film.', 'Thank you, Pat!']);
    await screenshot(pat.page, 'chat-06-payer-reply-arrived');
    expect(await balanceOf(platform, creator)).toBe(2.5);

    // On a phone the open chat fills the screen, with a way back to the list.
    const phone = await pat.context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`/dashboard/chat?chatId=${chatId}`);
    await bubble(phone, 'Thank you, Pat!').waitFor();
    await screenshot(phone, 'chat-07-payer-phone-thread');
    await thread(phone).getByRole('button', { name: 'Back to chats' }).click();
    await phone.getByTestId('chat-item').getByText('Cleo Creator').waitFor();
    await screenshot(phone, 'chat-08-payer-phone-list');
    await phone.close();

    // Pat deletes the chat from his side after a confirmation.
    await thread(pat.page).getByRole('button', { name: 'Delete chat' }).click();
    await pat.page.locator('.ant-popover').getByRole('button', { name: 'Delete' }).click();
    await pat.page.getByText('Chat deleted successfully.').waitFor();
    await patItem.waitFor({ state: 'detached' });
    await pat.page.getByText('No content yet').waitFor();
    expect((await chatsOf(platform, payer)).chats).toEqual([]);
    await screenshot(pat.page, 'chat-09-payer-chat-deleted');
    // Cleo keeps hers.
    expect(await messageTexts(cleoChat)).toEqual(['Hello Cleo! Loved your last film.', 'Thank you, Pat!']);
    expect((await chatsOf(platform, creator)).chats.map((chat) => chat.id)).toEqual([chatId]);

    expect(unexpectedErrors(pat.errors)).toEqual([]);
    expect(unexpectedErrors(cleo.errors)).toEqual([]);
    await pat.context.close();
    await cleo.context.close();
  });
});

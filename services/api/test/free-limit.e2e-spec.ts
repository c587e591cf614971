import { FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS, WALLET_MSG } from '@earnwave/contracts';
import {
  type Account,
  balanceOf,
  buyCredits,
  chatBetween,
  chatSettings,
  createPost,
  createTask,
  freeMember,
  paidMember,
  renewChat,
  signedCalls,
  taskForm,
  waitForBalance,
  tronAddress,
} from '@earnwave/testing';
import { sharedAccount, taskSpecPlatform } from './support/platform';

/**
 * A free bronze member sends out at most 10 credits of what they earned, whichever way: without
 * "together", a ring of free accounts pools its earnings into one by gifts or paid views and
 * withdraws them all. Credits they bought are theirs to send.
 */
describe('the free membership limit on what is sent out', () => {
  const { platform, pricing } = taskSpecPlatform();
  const patron = sharedAccount(async () => buyCredits(platform, await paidMember(platform, 'silver', 100), 500));
  const { post, get, del } = signedCalls(() => platform);
  const limitError = (param: string) => ({ param, msg: WALLET_MSG.freeMembershipSendLimit });

  /** A free bronze member holding `credits` they earned (gifts from the patron). */
  async function earner(credits: number, role = 'member'): Promise<Account> {
    const member = await freeMember(platform, { role });
    await post('/api/members/send-gift', patron, { receiverId: member.id, sendGiftAmount: credits }).expect(201);
    await waitForBalance(platform, member, credits);
    return member;
  }
  const gift = (from: Account, to: Account, amount: number) =>
    post('/api/members/send-gift', from, { receiverId: to.id, sendGiftAmount: amount });

  it(`counts withdrawals, gifts, paid views and chat renewals together against ${FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS} credits`, async () => {
    const member = await earner(30);
    await post('/api/withdrawal-requests', member, { amount: 6, walletAddress: tronAddress('wallet') }).expect(201);
    expect((await gift(member, patron, 5).expect(422)).body.errors).toEqual([limitError('sendGiftAmount')]);
    await gift(member, patron, 3).expect(201);
    // 9 sent: a paid view of 2 and a chat renewal of 2 are each refused, a renewal of 1 is not.
    const paid = await createPost(platform, patron, { costView: 2 });
    const view = await get(`/api/user-posts/view/${paid.id}?confirm=true&costView=2`, member).expect(422);
    expect(view.body.errors).toEqual([limitError('general')]);
    await chatSettings(platform, patron, { earnPerMessage: 2 });
    const chatId = await chatBetween(platform, member, patron);
    expect((await renewChat(platform, member, chatId, 2).expect(422)).body.errors).toEqual([limitError('general')]);
    await chatSettings(platform, patron, { earnPerMessage: 1 });
    await renewChat(platform, member, chatId, 1).expect(200);
    const over = await post('/api/withdrawal-requests', member, {
      amount: 1,
      walletAddress: tronAddress('wallet'),
    }).expect(422);
    expect(over.body.errors).toEqual([limitError('amount')]);
    // 30 - 6 - 4 (fee) - 3 - 1: the refused calls moved nothing.
    expect(await balanceOf(platform, member)).toBe(16);
  });

  it('raises the allowance by the credits the member bought, and never limits a paid level', async () => {
    const member = await earner(20);
    await buyCredits(platform, member, 5);
    await gift(member, patron, 15).expect(201);
    expect((await gift(member, patron, 1).expect(422)).body.errors).toEqual([limitError('sendGiftAmount')]);
    const silver = await paidMember(platform, 'silver', 100);
    await post('/api/members/send-gift', patron, { receiverId: silver.id, sendGiftAmount: 30 }).expect(201);
    await waitForBalance(platform, silver, 30);
    await gift(silver, patron, 25).expect(201);
  });

  it('counts a task paid from the balance, less what the task gave back: its rewards leave with other members', async () => {
    const owner = await earner(30, 'member_advertiser');
    const follow = [{ taskPricingId: pricing.follow.id }];
    const tooMuch = await taskForm(platform, owner, { leads: 6, pricings: follow, totalCost: 12 });
    const refused = await post('/api/task/create', owner, tooMuch).expect(422);
    expect(refused.body.errors).toEqual([limitError('general')]);
    expect(await balanceOf(platform, owner)).toBe(30);

    const taskId = await createTask(platform, owner, { leads: 4, pricings: follow, totalCost: 8 });
    const over = await post('/api/withdrawal-requests', owner, {
      amount: 3,
      walletAddress: tronAddress('wallet'),
    }).expect(422);
    expect(over.body.errors).toEqual([limitError('amount')]);
    // Deleting the task gives its 8 back, and with them the allowance.
    expect((await del(`/api/task/delete/${taskId}`, owner).expect(200)).body.data.refunded).toBe(8);
    await post('/api/withdrawal-requests', owner, { amount: 10, walletAddress: tronAddress('wallet') }).expect(201);
    expect(await balanceOf(platform, owner)).toBe(16);
    // Bought credits fund tasks freely.
    await buyCredits(platform, owner, 12);
    await createTask(platform, owner, { leads: 6, pricings: follow, totalCost: 12 });
    expect(await balanceOf(platform, owner)).toBe(16);
  });

  it('lets concurrent gifts through only up to the limit', async () => {
    const member = await earner(30);
    const answers = await Promise.all(Array.from({ length: 20 }, () => gift(member, patron, 1)));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS);
    expect(answers.filter((res) => res.status === 422)).toHaveLength(20 - FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS);
    expect(await balanceOf(platform, member)).toBe(30 - FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS);
  });
});

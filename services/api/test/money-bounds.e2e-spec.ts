import { signUp, type Account } from './support/accounts';
import { newTxid, signedCalls } from './support/members';
import { TestPlatform } from './support/platform';

describe('money bounds', () => {
  let platform: TestPlatform;
  let member: Account;
  beforeAll(async () => {
    platform = await TestPlatform.start();
    member = await signUp(platform);
  });
  afterAll(() => platform.stop());

  const { post } = signedCalls(() => platform);

  it('refuses a credit purchase of 1e15 credits with a 400 under sendCreditAmount', async () => {
    const res = await post('/api/users/create/credit/balance', member, {
      sendCreditAmount: 1e15,
      totalCost: 1e15 + 4,
      purchaseDate: '20-11-2026',
      txid: newTxid(),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].param).toBe('sendCreditAmount');
  });
});

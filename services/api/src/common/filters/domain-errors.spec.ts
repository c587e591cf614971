import { POST_MSG, WALLET_MSG } from '@earnwave/contracts';
import { AlreadyDecided, InsufficientBalance, PriceChanged, TxidAlreadyUsed, ViewTooEarly } from '@earnwave/domain';
import { describeDomainError, DOMAIN_ERROR_CLASSES, isTranslated } from './domain-errors';

describe('the domain error table', () => {
  it('has a row for every named domain error, so none reaches a client as a 500', () => {
    expect(DOMAIN_ERROR_CLASSES.length).toBeGreaterThan(30);
    expect(DOMAIN_ERROR_CLASSES.filter((type) => !isTranslated(type)).map((type) => type.name)).toEqual([]);
  });

  it('answers a rule with its status, param and message', () => {
    expect(describeDomainError(new ViewTooEarly())).toEqual({
      status: 422,
      body: {
        success: false,
        message: WALLET_MSG.viewTooEarly,
        errors: [{ param: 'general', msg: WALLET_MSG.viewTooEarly }],
      },
    });
  });

  it("puts the message under the field the caller named, and the flow's own words", () => {
    expect(describeDomainError(new InsufficientBalance('postView', 'amount'))?.body.errors).toEqual([
      { param: 'amount', msg: POST_MSG.insufficientBalance },
    ]);
    expect(describeDomainError(new TxidAlreadyUsed('payout'))).toMatchObject({
      status: 409,
      body: { errors: [{ param: 'txid' }] },
    });
    expect(describeDomainError(new AlreadyDecided('walletRequest'))?.body.message).toBe(WALLET_MSG.alreadyDecided);
  });

  it('sends a changed price as the price now, in credits, under the confirmed field', () => {
    expect(describeDomainError(new PriceChanged('costView', 2_500_000n))).toEqual({
      status: 409,
      body: {
        success: false,
        message: POST_MSG.costViewChanged,
        errors: [{ param: 'costView', msg: POST_MSG.costViewChanged }],
        data: { costView: 2.5 },
      },
    });
  });
});

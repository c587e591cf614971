import { MAIL_TEMPLATES } from './mail-templates';

const context = { appName: 'Earnwave', webOrigin: 'https://earnwave.example' };

describe('mail templates', () => {
  it('links verification to the web client with the token as the hash', () => {
    const mail = MAIL_TEMPLATES['mail.verification-requested']({ to: 'a@b.c', name: 'Ada', token: 'x.y.z' }, context);
    expect(mail.text).toContain('https://earnwave.example/verification?hash=x.y.z');
    expect(mail.subject).toBe('Verify your e-mail address for Earnwave');
  });

  it('links a reset to the reset-password page', () => {
    const mail = MAIL_TEMPLATES['mail.password-reset-requested']({ to: 'a@b.c', name: 'Ada', token: 't' }, context);
    expect(mail.html).toContain('href="https://earnwave.example/reset-password?hash=t"');
  });

  it('tells a withdrawal’s amount, fee and wallet, with the cancel link, the wallet escaped in HTML', () => {
    const mail = MAIL_TEMPLATES['mail.withdrawal-requested'](
      { to: 'a@b.c', name: 'Ada', amount: '12500000', fee: '4000000', walletAddress: 'T<b>x', token: 'c.d.e' },
      context,
    );
    expect(mail.subject).toBe('Your Earnwave withdrawal of 12.5 USDT');
    expect(mail.text).toContain('12.5 USDT (fee 4 USDT) to the wallet T<b>x');
    expect(mail.text).toContain('https://earnwave.example/withdrawal/cancel?hash=c.d.e');
    expect(mail.html).toContain('T&lt;b&gt;x');
  });

  it('says what was guessed at', () => {
    const password = MAIL_TEMPLATES['mail.sign-in-guessed']({ to: 'a@b.c', name: 'Ada', guessed: 'password' }, context);
    const code = MAIL_TEMPLATES['mail.sign-in-guessed']({ to: 'a@b.c', name: 'Ada', guessed: 'code' }, context);
    expect(password.text).toContain('wrong passwords');
    expect(code.text).toContain('wrong two-factor codes');
  });

  it('escapes a name that carries HTML', () => {
    const mail = MAIL_TEMPLATES['mail.verification-requested'](
      { to: 'a@b.c', name: '<img src=x onerror=alert(1)>', token: 't' },
      context,
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

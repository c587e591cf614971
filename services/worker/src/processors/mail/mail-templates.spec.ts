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

  it('escapes a name that carries HTML', () => {
    const mail = MAIL_TEMPLATES['mail.verification-requested'](
      { to: 'a@b.c', name: '<img src=x onerror=alert(1)>', token: 't' },
      context,
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

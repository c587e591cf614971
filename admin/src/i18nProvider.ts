import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

/** react-admin's English texts; administrators sign in with their e-mail address. */
const messages = {
  ...englishMessages,
  ra: { ...englishMessages.ra, auth: { ...englishMessages.ra.auth, username: 'E-mail' } },
};

export const i18nProvider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});

import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { earnwaveMessages } from './messages';

/** react-admin's English texts and the console's own (`earnwave.*`); administrators sign in with their e-mail address. */
const messages = {
  ...englishMessages,
  ra: { ...englishMessages.ra, auth: { ...englishMessages.ra.auth, username: 'E-mail' } },
  ...earnwaveMessages,
};

export const i18nProvider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});

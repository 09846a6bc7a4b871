// Every language's whole catalogue, the server's e-mail texts included, for the
// translation checks (tests/unit/translations.test.ts, npm run i18n:missing).
import en from "./en/index";
import hi from "./hi/index";
import mr from "./mr/index";
import enEmails from "./en/emails.json";
import hiEmails from "./hi/emails.json";
import mrEmails from "./mr/emails.json";

export const catalogues = {
  en: { ...en, emails: enEmails },
  hi: { ...hi, emails: hiEmails },
  mr: { ...mr, emails: mrEmails },
};

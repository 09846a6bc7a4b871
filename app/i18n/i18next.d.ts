// Translation keys are checked by the compiler against the English texts (app/locales/en).
import "i18next";
import type en from "#app/locales/en/index";
import type emails from "#app/locales/en/emails.json";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: typeof en & { emails: typeof emails };
    keySeparator: false;
    nsSeparator: false;
    returnNull: false;
  }
}

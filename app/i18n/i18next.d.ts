// Translation keys are checked by the compiler against the English texts (app/locales/en).
import "i18next";
import type en from "#app/locales/en/index";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: typeof en;
    keySeparator: false;
    nsSeparator: false;
    returnNull: false;
  }
}

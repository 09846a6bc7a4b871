// Loads every language's texts, as the server's start-up does (app/web/bootstrap.server.ts).
import "#app/i18n/server-texts.server";
import { loadLocale } from "#app/i18n/i18n";
import { LOCALES } from "#app/i18n/locales";

await Promise.all(LOCALES.map((locale) => loadLocale(locale)));

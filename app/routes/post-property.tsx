import { redirect } from "react-router";
import type { Route } from "./+types/post-property";
import { localeContext } from "#app/web/context";
import { localizePath } from "#app/i18n/locales";

/** 'Post Property' is the List Your Property wizard (in the same language). */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(localizePath(context.get(localeContext), "/list-property"), 301);
}

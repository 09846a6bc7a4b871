/**
 * The browser's `<Trans>`: react-i18next's own (TransWithoutContext) given the
 * page's texts, so that markup in a text is parsed and rendered by the same code
 * as on the server. A module of its own, which imports nothing of the frame, so
 * that it and its HTML parser (about 5 KB gzipped) load only with the pages
 * whose texts hold markup. The texts come with the `t` every <Trans> here is
 * given (`useTranslation`'s).
 */
import { createElement, type ComponentProps } from "react";
import { Trans as TransWithInstance } from "react-i18next/TransWithoutContext";
import type { FixedTranslate } from "./texts";

type TransProps = ComponentProps<typeof TransWithInstance>;

export function Trans(props: TransProps) {
  const texts = (props.t as FixedTranslate | undefined)?.texts;
  if (!texts) throw new Error(`<Trans i18nKey="${String(props.i18nKey)}"> needs the t of useTranslation`);
  return createElement(TransWithInstance, { ...props, i18n: texts as unknown as TransProps["i18n"] });
}

/**
 * `<Trans>` for texts that hold markup. On the server this is react-i18next's;
 * the browser's build resolves this module to ./browser/trans.tsx (the same
 * component given the browser's texts: vite.config.ts), a file that only the
 * pages using it load.
 */
export { Trans } from "react-i18next";

/**
 * Control characters other than tabs and line breaks: no one types them into
 * a form, and PostgreSQL refuses a NUL byte outright. Every form's text loses
 * them when the server reads it.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, "");
}

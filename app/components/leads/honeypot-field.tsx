/**
 * A field people never see or fill but form-filling bots do. The server
 * (app/server/honeypot.server.ts) answers a filled one with a fake success and
 * stores nothing. Moved off-screen rather than display:none, because some bots
 * skip fields that are not rendered.
 */
export const HONEYPOT_FIELD = "website_url";

export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

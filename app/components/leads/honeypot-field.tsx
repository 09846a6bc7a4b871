import { HONEYPOT_FIELD } from "#app/lib/honeypot";

/**
 * A field people never see or fill but form-filling bots do. The server
 * (app/web/honeypot.server.ts) answers a filled one with a fake success and
 * stores nothing. Moved off-screen rather than display:none, because some bots
 * skip fields that are not rendered.
 */

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

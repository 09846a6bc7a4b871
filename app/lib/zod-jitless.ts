/**
 * Zod compiles object schemas with `new Function` unless told not to, and
 * probes for it on first use. The site's Content-Security-Policy allows no
 * eval, so in the browser the probe is reported as a violation on every page
 * with a form. Without JIT, parsing is the same, a little slower, on both
 * sides. Must be evaluated before any schema is built: root.tsx imports it
 * first.
 */
import { config } from "zod";

config({ jitless: true });

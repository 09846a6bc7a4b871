/**
 * zod for schemas that run in the browser: import `z` from here, not from
 * "zod". Zod compiles object schemas with `new Function` unless told not to,
 * and probes for it on first use; the site's Content-Security-Policy allows
 * no eval, so in the browser the probe is reported as a violation. Without
 * JIT, parsing is the same, a little slower. Because every browser schema
 * module imports `z` through this file, the setting is made before any of
 * them is built, and zod loads only with the pages that have a form (not
 * with every page, as it did when root imported the setting).
 */
import * as z from "zod";

z.config({ jitless: true });

export { z };

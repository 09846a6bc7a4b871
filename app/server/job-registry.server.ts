/**
 * Every module that defines jobs, imported for its definitions, so a runner
 * knows every job name before it claims one. A new job module adds its import
 * here.
 */
import "./job-maintenance.server";
import "./upload-sweeper.server";
import "./photo-variants.server";
import "./rate-limit-store.server";
import "#app/domain/search-alerts.server";
import "#app/domain/owner-leads.server";
import "#app/domain/owner-expiry.server";

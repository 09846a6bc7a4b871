/**
 * Every module that defines jobs, imported for its definitions, so a runner
 * knows every job name before it claims one. A new job module adds its import
 * here.
 */
import "#app/platform/job-maintenance.server";
import "#app/domain/photos/upload-sweeper.server";
import "#app/domain/photos/photo-variants.server";
import "#app/platform/rate-limit-store.server";
import "#app/platform/cdn-purge.server";
import "#app/domain/seekers/search-alerts.server";
import "#app/domain/leads/owner-leads.server";
import "#app/domain/owners/owner-expiry.server";
import "#app/platform/backup-job.server";
import "#app/domain/site/activity.server";
import "#app/domain/supply/ingest-photos.server";
import "#app/domain/supply/feeds.server";
import "#app/domain/api-access/idempotency.server";
import "#app/domain/supply/imports.server";

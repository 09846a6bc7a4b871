ALTER TABLE "supply_feed_runs" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "supply_feed_runs" ADD COLUMN "failure_values" jsonb;
ALTER TABLE "properties" ADD COLUMN "external_ref" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "ingest_hash" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "property_listings" ADD COLUMN "locality" text;--> statement-breakpoint
ALTER TABLE "property_listings" ADD COLUMN "rera_number" text;--> statement-breakpoint
ALTER TABLE "property_listings" ADD COLUMN "external_ref" text;--> statement-breakpoint
ALTER TABLE "property_listings" ADD COLUMN "ingest_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "properties_owner_external_ref_idx" ON "properties" USING btree ("owner_user_id","external_ref") WHERE external_ref is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "property_listings_owner_external_ref_idx" ON "property_listings" USING btree ("owner_user_id","external_ref") WHERE external_ref is not null and status = 'pending';
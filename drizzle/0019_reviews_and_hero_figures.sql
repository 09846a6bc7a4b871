CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_kind" text NOT NULL,
	"project_id" integer,
	"locality_slug" text,
	"agent_user_id" text,
	"item_key" text GENERATED ALWAYS AS (item_kind || ':' || coalesce(project_id::text, locality_slug, agent_user_id)) STORED NOT NULL,
	"author_user_id" text NOT NULL,
	"stars" integer NOT NULL,
	"body" text NOT NULL,
	"contacted" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"moderation_reason" text,
	"moderated_by" text,
	"moderated_at" timestamp with time zone,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_stars" CHECK (stars between 1 and 5),
	CONSTRAINT "reviews_one_item" CHECK ((item_kind = 'project' and project_id is not null and locality_slug is null and agent_user_id is null)
        or (item_kind = 'locality' and locality_slug is not null and project_id is null and agent_user_id is null)
        or (item_kind = 'agent' and agent_user_id is not null and project_id is null and locality_slug is null))
);
--> statement-breakpoint
ALTER TABLE "listing_reports" ALTER COLUMN "property_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD COLUMN "review_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "project_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rating_source" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "founding_year" integer;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "hero_listed_text" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "hero_cities_text" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "hero_customers_text" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "hero_years_text" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "hero_satisfaction_text" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_agent_user_id_user_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_author_item_idx" ON "reviews" USING btree ("author_user_id","item_key");--> statement-breakpoint
CREATE INDEX "reviews_item_idx" ON "reviews" USING btree ("item_key","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_review_once_a_day_idx" ON "listing_reports" USING btree ("review_id","reporter_key","day") WHERE review_id is not null;--> statement-breakpoint
CREATE INDEX "properties_project_idx" ON "properties" USING btree ("project_id") WHERE project_id is not null;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_one_item" CHECK ((property_id is null) <> (review_id is null));--> statement-breakpoint
-- Ratings come only from approved reviews from now on: the figures stored before (no review behind them) go.
UPDATE "properties" SET "rating" = 0, "reviews" = 0 WHERE "rating" <> 0 OR "reviews" <> 0;--> statement-breakpoint
UPDATE "projects" SET "rating" = 0, "reviews" = 0 WHERE "rating" <> 0 OR "reviews" <> 0;

CREATE TABLE "saved_search_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_search_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"search_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"change_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"emailed_at" timestamp with time zone,
	"texted_at" timestamp with time zone,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"query" text NOT NULL,
	"frequency" text NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"property_type" text,
	"status" text,
	"category" text,
	"location_pattern" text,
	"search_pattern" text,
	"min_price" bigint,
	"max_price" bigint,
	"min_area" integer,
	"max_area" integer,
	"min_bedrooms" integer,
	"max_bedrooms" integer,
	"min_bathrooms" integer,
	"max_bathrooms" integer,
	"amenities" text[],
	"min_year_built" integer,
	"min_parking" integer,
	"furnishing" text,
	"developer_key" text,
	"last_digest_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_search_id_saved_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_alerts_once_idx" ON "saved_search_alerts" USING btree ("search_id","property_id","change_id");--> statement-breakpoint
CREATE INDEX "saved_search_alerts_pending_idx" ON "saved_search_alerts" USING btree ("search_id","id") WHERE notified_at is null;--> statement-breakpoint
CREATE INDEX "saved_search_alerts_property_idx" ON "saved_search_alerts" USING btree ("property_id","change_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_match_idx" ON "saved_searches" USING btree ("property_type","status") WHERE frequency <> 'off';--> statement-breakpoint
CREATE INDEX "saved_searches_digest_idx" ON "saved_searches" USING btree ("frequency","last_digest_at") WHERE frequency in ('daily', 'weekly');
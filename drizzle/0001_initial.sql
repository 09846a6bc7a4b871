CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" text,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "favorites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"property_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"subject" text,
	"message" text,
	"inquiry_type" text NOT NULL,
	"reference_id" text,
	"reference_title" text,
	"visit_date" date,
	"visit_time" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"transport" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"developer" text NOT NULL,
	"location" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"price_min" bigint NOT NULL,
	"price_max" bigint NOT NULL,
	"area_min" integer NOT NULL,
	"area_max" integer NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"completion_date" date NOT NULL,
	"total_units" integer NOT NULL,
	"available_units" integer NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"developer_contact" text,
	"rera_number" text,
	"construction_progress" integer DEFAULT 0 NOT NULL,
	"highlights" text[] DEFAULT '{}'::text[] NOT NULL,
	"configurations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nearby_places" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"floor_plans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"brochure_url" text,
	"tour_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(title || ' ' || location || ' ' || developer)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"price" bigint NOT NULL,
	"location" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"area" integer NOT NULL,
	"bedrooms" integer,
	"bathrooms" integer,
	"parking" integer DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"owner_name" text NOT NULL,
	"owner_contact" text NOT NULL,
	"owner_user_id" text,
	"developer" text,
	"year_built" integer,
	"furnishing" text,
	"facing" text,
	"floors" integer,
	"rating" real DEFAULT 0 NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"listing_id" integer,
	"search_text" text GENERATED ALWAYS AS (lower(title || ' ' || location || ' ' || description)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_listings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_type" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"area" integer NOT NULL,
	"bedrooms" integer,
	"bathrooms" integer,
	"parking" integer DEFAULT 0 NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"listing_type" text NOT NULL,
	"price" bigint NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"owner_name" text NOT NULL,
	"owner_phone" text NOT NULL,
	"owner_email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"property_id" integer,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"impersonated_by" text,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"site_name" text DEFAULT 'Nivaas' NOT NULL,
	"site_description" text DEFAULT 'Homes, offices and new projects for sale and rent in Mumbai and across India.' NOT NULL,
	"contact_email" text DEFAULT 'hello@nivaas.in' NOT NULL,
	"contact_phone" text DEFAULT '+91 98200 00000' NOT NULL,
	"contact_phone_alt" text DEFAULT '+91 22 4000 0000' NOT NULL,
	"address" text DEFAULT 'Office 1204, Link Road, Oshiwara, Andheri West, Mumbai 400053' NOT NULL,
	"logo_url" text,
	"favicon_url" text,
	"primary_color" text DEFAULT '#ea580c' NOT NULL,
	"secondary_color" text DEFAULT '#1e40af' NOT NULL,
	"email_notifications" boolean DEFAULT true NOT NULL,
	"sms_notifications" boolean DEFAULT false NOT NULL,
	"push_notifications" boolean DEFAULT true NOT NULL,
	"maintenance_mode" boolean DEFAULT false NOT NULL,
	"allow_registration" boolean DEFAULT true NOT NULL,
	"require_email_verification" boolean DEFAULT true NOT NULL,
	"max_image_upload" integer DEFAULT 10 NOT NULL,
	"max_file_size" integer DEFAULT 5 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"banned" boolean DEFAULT false,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	"phone_number" text,
	"phone_number_verified" boolean,
	CONSTRAINT "user_email_unique" UNIQUE("email"),
	CONSTRAINT "user_phone_number_unique" UNIQUE("phone_number")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_listings" ADD CONSTRAINT "property_listings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "activity_log_created_idx" ON "activity_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_property_idx" ON "favorites" USING btree ("user_id","property_id");--> statement-breakpoint
CREATE INDEX "inquiries_status_idx" ON "inquiries" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiries_type_idx" ON "inquiries" USING btree ("inquiry_type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiries_created_idx" ON "inquiries" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_list_idx" ON "projects" USING btree ("active","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_price_idx" ON "projects" USING btree ("active","price_min");--> statement-breakpoint
CREATE INDEX "projects_amenities_idx" ON "projects" USING gin ("amenities");--> statement-breakpoint
CREATE INDEX "projects_search_trgm_idx" ON "projects" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_list_created_idx" ON "properties" USING btree ("type","active","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_list_price_idx" ON "properties" USING btree ("type","active","status","price");--> statement-breakpoint
CREATE INDEX "properties_featured_idx" ON "properties" USING btree ("featured","active","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_amenities_idx" ON "properties" USING gin ("amenities");--> statement-breakpoint
CREATE INDEX "properties_search_trgm_idx" ON "properties" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_location_trgm_idx" ON "properties" USING gin (lower("location") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "property_listings_status_idx" ON "property_listings" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");
CREATE TABLE "supplier_profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"rera_number" text,
	"rera_projects" text[] DEFAULT '{}'::text[] NOT NULL,
	"areas_served" text,
	"about" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_note" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD CONSTRAINT "supplier_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_profiles_user_idx" ON "supplier_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_profiles_slug_idx" ON "supplier_profiles" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "supplier_profiles_status_idx" ON "supplier_profiles" USING btree ("status","created_at" DESC NULLS LAST);
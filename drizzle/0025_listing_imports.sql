CREATE TABLE "listing_import_chunks" (
	"import_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_import_rows" (
	"import_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"checked" text,
	"outcome" text,
	"errors" jsonb,
	"property_id" integer,
	"published" boolean
);
--> statement-breakpoint
CREATE TABLE "listing_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"byte_size" integer NOT NULL,
	"total_rows" integer NOT NULL,
	"status" text DEFAULT 'checking' NOT NULL,
	"file_error" text,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"checked_new" integer DEFAULT 0 NOT NULL,
	"checked_changed" integer DEFAULT 0 NOT NULL,
	"checked_unchanged" integer DEFAULT 0 NOT NULL,
	"checked_errors" integer DEFAULT 0 NOT NULL,
	"imported_new" integer DEFAULT 0 NOT NULL,
	"imported_changed" integer DEFAULT 0 NOT NULL,
	"imported_unchanged" integer DEFAULT 0 NOT NULL,
	"imported_errors" integer DEFAULT 0 NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_import_chunks" ADD CONSTRAINT "listing_import_chunks_import_id_listing_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."listing_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_import_rows" ADD CONSTRAINT "listing_import_rows_import_id_listing_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."listing_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_imports" ADD CONSTRAINT "listing_imports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_import_chunks_idx" ON "listing_import_chunks" USING btree ("import_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_import_rows_idx" ON "listing_import_rows" USING btree ("import_id","row_number");--> statement-breakpoint
CREATE INDEX "listing_imports_user_idx" ON "listing_imports" USING btree ("user_id","created_at" DESC NULLS LAST);
ALTER TABLE "listing_leads" ALTER COLUMN "property_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_leads" ADD COLUMN "supplier_profile_id" integer;--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD COLUMN "logo" jsonb;--> statement-breakpoint
ALTER TABLE "listing_leads" ADD CONSTRAINT "listing_leads_supplier_profile_id_supplier_profiles_id_fk" FOREIGN KEY ("supplier_profile_id") REFERENCES "public"."supplier_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_leads" ADD CONSTRAINT "listing_leads_one_item" CHECK ((property_id is null) <> (supplier_profile_id is null));
CREATE TABLE "property_locations" (
	"key" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "properties_sort_price_idx" ON "properties" USING btree ("type","active","price");--> statement-breakpoint
CREATE INDEX "properties_sort_area_idx" ON "properties" USING btree ("type","active","area");--> statement-breakpoint
CREATE INDEX "properties_sort_created_idx" ON "properties" USING btree ("type","active","created_at");--> statement-breakpoint
CREATE INDEX "properties_sort_relevance_idx" ON "properties" USING btree ("type","active","featured","created_at");--> statement-breakpoint
CREATE INDEX "properties_sort_rating_idx" ON "properties" USING btree ("type","active","rating","reviews");--> statement-breakpoint
CREATE INDEX "properties_list_place_idx" ON "properties" USING btree ("type","active","location_key" collate "C","status","price","category","area","bedrooms","bathrooms","parking","year_built","furnishing","featured","created_at","rating","reviews","id","amenities");--> statement-breakpoint
-- Every location a property has, kept by the database itself (ADR 032): whatever
-- inserts or updates properties (the app, an import, psql), its new locations are
-- added once per statement.
INSERT INTO "property_locations" ("key") SELECT DISTINCT "location_key" FROM "properties" WHERE "location_key" IS NOT NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "property_locations_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "property_locations" ("key")
    SELECT DISTINCT "location_key" FROM "changed_rows" WHERE "location_key" IS NOT NULL
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "property_locations_on_insert" AFTER INSERT ON "properties"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "property_locations_add"();--> statement-breakpoint
CREATE TRIGGER "property_locations_on_update" AFTER UPDATE ON "properties"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "property_locations_add"();

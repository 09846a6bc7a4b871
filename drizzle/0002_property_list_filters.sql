DROP INDEX "properties_list_price_idx";--> statement-breakpoint
DROP INDEX "properties_location_trgm_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "location_key" text GENERATED ALWAYS AS (lower(location)) STORED;--> statement-breakpoint
CREATE INDEX "properties_list_price_idx" ON "properties" USING btree ("type","active","status","price","category","area","bedrooms","bathrooms","parking","year_built","furnishing","featured","created_at","rating","reviews","id","location_key","amenities");--> statement-breakpoint
CREATE INDEX "properties_location_trgm_idx" ON "properties" USING gin ("location_key" gin_trgm_ops);
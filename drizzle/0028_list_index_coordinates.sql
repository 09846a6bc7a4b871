DROP INDEX "properties_list_price_idx";--> statement-breakpoint
DROP INDEX "properties_list_place_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "longitude" double precision GENERATED ALWAYS AS ((position)[0]) STORED;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "latitude" double precision GENERATED ALWAYS AS ((position)[1]) STORED;--> statement-breakpoint
CREATE INDEX "properties_list_price_idx" ON "properties" USING btree ("type","active","status","price","category","area","bedrooms","bathrooms","parking","year_built","furnishing","featured","created_at","rating","reviews","id","location_key","amenities","longitude","latitude");--> statement-breakpoint
CREATE INDEX "properties_list_place_idx" ON "properties" USING btree ("type","active","location_key" collate "C","status","price","category","area","bedrooms","bathrooms","parking","year_built","furnishing","featured","created_at","rating","reviews","id","amenities","longitude","latitude");
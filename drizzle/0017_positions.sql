CREATE TABLE "localities" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"centre" "point" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "position" "point";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "position" "point";--> statement-breakpoint
ALTER TABLE "property_listings" ADD COLUMN "position" "point";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "area_box" "box";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "area_polygon" "polygon";--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "office_position" "point" DEFAULT point(72.8347, 19.1437);--> statement-breakpoint
CREATE INDEX "projects_position_idx" ON "projects" USING gist ("position");--> statement-breakpoint
CREATE INDEX "properties_position_idx" ON "properties" USING gist ("position");
--> statement-breakpoint
-- Distances (earth_distance, <@>) for nearby places; both ship with PGlite and PostgreSQL's contrib.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
-- The reviewed locality centres of app/lib/locality-centres.ts (its comment states their source).
INSERT INTO "localities" ("slug", "name", "city", "centre") VALUES
  ('andheri-west', 'Andheri West', 'Mumbai', point(72.8296, 19.1364)),
  ('bandra-west', 'Bandra West', 'Mumbai', point(72.8295, 19.0596)),
  ('jogeshwari-west', 'Jogeshwari West', 'Mumbai', point(72.8424, 19.1402)),
  ('oshiwara', 'Oshiwara', 'Mumbai', point(72.8359, 19.1487)),
  ('juhu', 'Juhu', 'Mumbai', point(72.8263, 19.1075)),
  ('goregaon-east', 'Goregaon East', 'Mumbai', point(72.8597, 19.1646)),
  ('malad-west', 'Malad West', 'Mumbai', point(72.8361, 19.1874)),
  ('kandivali-east', 'Kandivali East', 'Mumbai', point(72.8656, 19.2052)),
  ('borivali-west', 'Borivali West', 'Mumbai', point(72.8484, 19.2323)),
  ('powai', 'Powai', 'Mumbai', point(72.906, 19.1176)),
  ('mira-road-east', 'Mira Road East', 'Mumbai', point(72.8699, 19.2833)),
  ('virar-west', 'Virar West', 'Mumbai', point(72.7998, 19.4552)),
  ('nalasopara-west', 'Nalasopara West', 'Mumbai', point(72.8104, 19.4196)),
  ('gurugram-sector-54', 'Gurugram Sector 54', 'Delhi NCR', point(77.1049, 28.4372)),
  ('noida-sector-150', 'Noida Sector 150', 'Delhi NCR', point(77.4866, 28.4189)),
  ('koramangala', 'Koramangala', 'Bangalore', point(77.6245, 12.9352)),
  ('whitefield', 'Whitefield', 'Bangalore', point(77.75, 12.9698)),
  ('gachibowli', 'Gachibowli', 'Hyderabad', point(78.3489, 17.4401)),
  ('anna-nagar', 'Anna Nagar', 'Chennai', point(80.2101, 13.085)),
  ('baner', 'Baner', 'Pune', point(73.7868, 18.559)),
  ('hinjewadi', 'Hinjewadi', 'Pune', point(73.7389, 18.5912)),
  ('salt-lake', 'Salt Lake', 'Kolkata', point(88.4158, 22.5806)),
  ('satellite', 'Satellite', 'Ahmedabad', point(72.5169, 23.0301)),
  ('vaishali-nagar', 'Vaishali Nagar', 'Jaipur', point(75.7435, 26.9111)),
  ('vesu', 'Vesu', 'Surat', point(72.7751, 21.1423))
ON CONFLICT ("slug") DO NOTHING;--> statement-breakpoint
-- Rows that exist get their locality's centre; staff correct them in the back-office.
UPDATE "properties" SET "position" = l."centre" FROM "localities" l
  WHERE "properties"."position" IS NULL
  AND l."slug" = trim(both '-' from regexp_replace(lower(split_part("properties"."location", ',', 1)), '[^a-z0-9]+', '-', 'g'));--> statement-breakpoint
UPDATE "projects" SET "position" = l."centre" FROM "localities" l
  WHERE "projects"."position" IS NULL
  AND l."slug" = trim(both '-' from regexp_replace(lower(split_part("projects"."location", ',', 1)), '[^a-z0-9]+', '-', 'g'));

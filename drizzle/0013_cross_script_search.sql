-- Cross-script search (docs/decisions/016-cross-script-search.md): a saved search
-- now stores the location filter as LIKE patterns any of which must match, and the
-- search box as a list of words, each a list of patterns any of which must match.
ALTER TABLE "saved_searches" ADD COLUMN "location_patterns" text[];--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "search_terms" jsonb;--> statement-breakpoint
-- Searches saved before keep what they matched: 'Mumbai' (with its localities, now
-- in both scripts, as a new search stores it), any other place as its one pattern,
-- the search box as one phrase.
UPDATE "saved_searches" SET "location_patterns" = CASE WHEN "location_pattern" = '%mumbai%'
  THEN ARRAY['%mumbai%', '%bombay%', '%बंबई%', '%बम्बई%', '%बॉम्बे%', '%मुंबई%', '%मुम्बई%', '%andheri%', '%अंधेरी%', '%bandra%', '%बांद्रा%', '%बान्द्रा%', '%वांद्रे%', '%jogeshwari%', '%जोगेश्वरी%', '%oshiwara%', '%ओशिवरा%', '%ओशिवारा%', '%juhu%', '%जुहु%', '%जुहू%', '%goregaon%', '%गोरेगांव%', '%गोरेगाव%', '%malad%', '%मलाड%', '%मालाड%', '%kandivali%', '%kandivli%', '%कांदिवली%', '%borivali%', '%borivli%', '%बोरिवली%', '%बोरीवली%']::text[]
  ELSE ARRAY["location_pattern"] END
  WHERE "location_pattern" IS NOT NULL;--> statement-breakpoint
UPDATE "saved_searches" SET "search_terms" = jsonb_build_array(jsonb_build_array("search_pattern"))
  WHERE "search_pattern" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" DROP COLUMN "location_pattern";--> statement-breakpoint
ALTER TABLE "saved_searches" DROP COLUMN "search_pattern";

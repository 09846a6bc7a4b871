-- The list filters' text columns compare byte by byte (docs/decisions/057-list-keys-in-the-c-collation.md).
-- Every list search checks type and status (and often category or furnishing) on each
-- index entry it reads; in the database's default collation each check copies both
-- strings and calls strcoll. The values are fixed ASCII words, so only equality is
-- ever asked of them and their order is the same in "C". Drizzle's schema cannot
-- state a column's collation, so this migration is written by hand; the indexes on
-- these columns are rebuilt in the new collation, the table is not rewritten.
ALTER TABLE "properties" ALTER COLUMN "type" TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "status" TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "category" TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "furnishing" TYPE text COLLATE "C";

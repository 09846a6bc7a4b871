ALTER TABLE "photo_uploads" ADD COLUMN "thumb" text;--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD COLUMN "medium" text;
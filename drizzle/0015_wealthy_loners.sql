DROP SEQUENCE "public"."data_changes";--> statement-breakpoint
CREATE TABLE "data_changes" (
	"position" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_changes_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"keys" text[] NOT NULL,
	"announced_at" timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE "game_vendors" ADD COLUMN "maintenance_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "maintenance_end" timestamp with time zone;
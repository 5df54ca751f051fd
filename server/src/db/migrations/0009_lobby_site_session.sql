-- Tickets minted before this column named no site session; they could not be bound to one, so they end here (at most 2 h of lobby sessions).
DELETE FROM "vendor_lobby_tickets";--> statement-breakpoint
ALTER TABLE "vendor_lobby_tickets" ADD COLUMN "site_session_id" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_lobby_tickets" ADD CONSTRAINT "vendor_lobby_tickets_site_session_id_sessions_id_fk" FOREIGN KEY ("site_session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;
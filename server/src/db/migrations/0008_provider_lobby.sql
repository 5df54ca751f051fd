CREATE TABLE "vendor_lobby_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"merchant_code" varchar(32) NOT NULL,
	"customer_id" bigint NOT NULL,
	"provider" varchar(32) NOT NULL,
	"language" varchar(8) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "provider" varchar(32);--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "allow_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_lobby_tickets" ADD CONSTRAINT "vendor_lobby_tickets_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_lobby_tickets" ADD CONSTRAINT "vendor_lobby_tickets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_lobby_tickets_token_uq" ON "vendor_lobby_tickets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "vendor_lobby_tickets_expires_idx" ON "vendor_lobby_tickets" USING btree ("expires_at");
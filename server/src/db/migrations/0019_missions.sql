CREATE TABLE "mission_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mission_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"period_key" varchar(16) NOT NULL,
	"reward_minor" bigint NOT NULL,
	"ledger_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" bigint NOT NULL,
	"metric" varchar(16) NOT NULL,
	"product_type" varchar(8),
	"period" varchar(8) NOT NULL,
	"target" bigint NOT NULL,
	"reward_minor" bigint NOT NULL,
	"titles" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mission_claims_once_per_period_uq" ON "mission_claims" USING btree ("mission_id","customer_id","period_key");--> statement-breakpoint
CREATE INDEX "mission_claims_customer_idx" ON "mission_claims" USING btree ("customer_id","period_key");--> statement-breakpoint
CREATE INDEX "missions_promotion_idx" ON "missions" USING btree ("promotion_id","sort_order");
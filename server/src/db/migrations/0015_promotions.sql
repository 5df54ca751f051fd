CREATE TABLE "manual_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"promotion_id" bigint,
	"amount_minor" bigint NOT NULL,
	"granted_by" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"status" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"remarks" varchar(140),
	"image_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decision_remarks" varchar(500),
	"bonus_minor" bigint,
	"decided_by" varchar(64),
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_texts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" bigint NOT NULL,
	"lang" varchar(8) NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" varchar(32) NOT NULL,
	"promotion_type" varchar(32) NOT NULL,
	"apply_by_request" boolean DEFAULT false NOT NULL,
	"remark_required" boolean DEFAULT false NOT NULL,
	"image_required" boolean DEFAULT false NOT NULL,
	"allowed_agent_types" jsonb DEFAULT '["0","1","2"]'::jsonb NOT NULL,
	"bonus_minor" bigint,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"display" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"schedule_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"prize_id" bigint NOT NULL,
	"ticket_code" varchar(32),
	"ledger_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_prizes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" bigint NOT NULL,
	"prize_type" varchar(8) NOT NULL,
	"presentation" varchar(32) NOT NULL,
	"amount_minor" bigint,
	"points" integer,
	"ticket_valid_days" integer,
	"weight" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_schedules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manual_bonuses" ADD CONSTRAINT "manual_bonuses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_bonuses" ADD CONSTRAINT "manual_bonuses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_texts" ADD CONSTRAINT "promotion_texts_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_claims" ADD CONSTRAINT "raffle_claims_schedule_id_raffle_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."raffle_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_claims" ADD CONSTRAINT "raffle_claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_claims" ADD CONSTRAINT "raffle_claims_prize_id_raffle_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."raffle_prizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_prizes" ADD CONSTRAINT "raffle_prizes_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_schedules" ADD CONSTRAINT "raffle_schedules_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manual_bonuses_customer_idx" ON "manual_bonuses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_claims_one_pending_uq" ON "promotion_claims" USING btree ("promotion_id","customer_id") WHERE "promotion_claims"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "promotion_claims_customer_idx" ON "promotion_claims" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_texts_promotion_lang_uq" ON "promotion_texts" USING btree ("promotion_id","lang");--> statement-breakpoint
CREATE INDEX "promotions_merchant_idx" ON "promotions" USING btree ("merchant_code","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_claims_schedule_customer_uq" ON "raffle_claims" USING btree ("schedule_id","customer_id");--> statement-breakpoint
CREATE INDEX "raffle_prizes_promotion_idx" ON "raffle_prizes" USING btree ("promotion_id");--> statement-breakpoint
CREATE INDEX "raffle_schedules_promotion_idx" ON "raffle_schedules" USING btree ("promotion_id","starts_at");
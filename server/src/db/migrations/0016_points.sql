CREATE TABLE "point_accounts" (
	"customer_id" bigint PRIMARY KEY NOT NULL,
	"merchant_code" varchar(32) NOT NULL,
	"balance_cp" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_accounts_balance_nonnegative" CHECK ("point_accounts"."balance_cp" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_conversions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"points_cp" bigint NOT NULL,
	"idempotency_key" varchar(128),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" varchar(32) NOT NULL,
	"customer_id" bigint NOT NULL,
	"reward_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"redeem_type" varchar(2) NOT NULL,
	"required_cp" bigint NOT NULL,
	"required_money_minor" bigint NOT NULL,
	"status" varchar(1) NOT NULL,
	"province" text,
	"remarks" text NOT NULL,
	"idempotency_key" varchar(128),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_reward_types" (
	"merchant_code" varchar(32) NOT NULL,
	"type" integer NOT NULL,
	"names" jsonb NOT NULL,
	"physical" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "point_reward_types_merchant_code_type_pk" PRIMARY KEY("merchant_code","type")
);
--> statement-breakpoint
CREATE TABLE "point_rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" varchar(32) NOT NULL,
	"type" integer NOT NULL,
	"code" varchar(48) NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"motif" varchar(24) NOT NULL,
	"price_cp" bigint,
	"mp_point_cp" bigint,
	"mp_money_minor" bigint,
	"inventory" integer NOT NULL,
	"redeemed_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_rewards_inventory_nonnegative" CHECK ("point_rewards"."inventory" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_settings" (
	"merchant_code" varchar(32) PRIMARY KEY NOT NULL,
	"exchange_rate_cp" bigint NOT NULL,
	"live_bet_bp" integer DEFAULT 0 NOT NULL,
	"lotto_bet_bp" integer DEFAULT 0 NOT NULL,
	"pvp_bet_bp" integer DEFAULT 0 NOT NULL,
	"rng_bet_bp" integer DEFAULT 0 NOT NULL,
	"sport_bet_bp" integer DEFAULT 0 NOT NULL,
	"deposit_bp" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"tx_type_id" integer NOT NULL,
	"amount_cp" bigint NOT NULL,
	"balance_after_cp" bigint NOT NULL,
	"source" varchar(96),
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "point_accounts" ADD CONSTRAINT "point_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_accounts" ADD CONSTRAINT "point_accounts_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_conversions" ADD CONSTRAINT "point_conversions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_reward_id_point_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."point_rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_reward_types" ADD CONSTRAINT "point_reward_types_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_rewards" ADD CONSTRAINT "point_rewards_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_settings" ADD CONSTRAINT "point_settings_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_conversions_idempotency_uq" ON "point_conversions" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "point_redemptions_idempotency_uq" ON "point_redemptions" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "point_redemptions_customer_idx" ON "point_redemptions" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "point_rewards_merchant_code_uq" ON "point_rewards" USING btree ("merchant_code","code");--> statement-breakpoint
CREATE UNIQUE INDEX "point_transactions_source_uq" ON "point_transactions" USING btree ("source");--> statement-breakpoint
CREATE INDEX "point_transactions_customer_idx" ON "point_transactions" USING btree ("customer_id","created_at");
CREATE TABLE "authenticator_enrolments" (
	"customer_id" bigint PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" varchar(32) NOT NULL,
	"customer_id" bigint NOT NULL,
	"session_id" bigint,
	"success" boolean NOT NULL,
	"ip" varchar(64),
	"device" varchar(32),
	"user_agent" varchar(512),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_payment_settings" (
	"merchant_code" varchar(32) PRIMARY KEY NOT NULL,
	"single_wallet" boolean DEFAULT false NOT NULL,
	"deposit_min_minor" bigint NOT NULL,
	"deposit_max_minor" bigint NOT NULL,
	"deposit_daily_count" integer NOT NULL,
	"withdraw_min_minor" bigint NOT NULL,
	"withdraw_max_minor" bigint NOT NULL,
	"withdraw_daily_count" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" varchar(32) NOT NULL,
	"customer_id" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"provider_code" varchar(32) NOT NULL,
	"reference" varchar(64) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" varchar(8) NOT NULL,
	"status" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"remarks" text,
	"decided_by" varchar(64),
	"decided_at" timestamp with time zone,
	"idempotency_key" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"from_wallet_id" bigint NOT NULL,
	"to_wallet_id" bigint NOT NULL,
	"from_account_type_id" integer NOT NULL,
	"to_account_type_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"idempotency_key" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rank_levels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" varchar(32) NOT NULL,
	"level" integer NOT NULL,
	"label_id" varchar(32) NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"turnover_minor" bigint DEFAULT 0 NOT NULL,
	"deposit_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "authenticator_enrolments" ADD CONSTRAINT "authenticator_enrolments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD CONSTRAINT "login_attempts_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD CONSTRAINT "login_attempts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD CONSTRAINT "login_attempts_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_payment_settings" ADD CONSTRAINT "merchant_payment_settings_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_from_wallet_id_wallets_id_fk" FOREIGN KEY ("from_wallet_id") REFERENCES "public"."wallets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_to_wallet_id_wallets_id_fk" FOREIGN KEY ("to_wallet_id") REFERENCES "public"."wallets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_levels" ADD CONSTRAINT "rank_levels_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_attempts_customer_idx" ON "login_attempts" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_session_idx" ON "login_attempts" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_idempotency_uq" ON "payment_orders" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_orders_customer_idx" ON "payment_orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_status_idx" ON "payment_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transfers_idempotency_uq" ON "wallet_transfers" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "rank_levels_merchant_level_uq" ON "rank_levels" USING btree ("merchant_code","level");
CREATE TABLE "agent_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" varchar(32) NOT NULL,
	"upline_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"product_type" varchar(16),
	"computation_period" varchar(32),
	"status" varchar(2) DEFAULT 'P' NOT NULL,
	"termination_requested" boolean DEFAULT false NOT NULL,
	"downline_higher_rate" boolean DEFAULT false NOT NULL,
	"tiers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "agent_contracts_status_ck" CHECK ("agent_contracts"."status" in ('P', 'E', 'V', 'R', 'C')),
	CONSTRAINT "agent_contracts_kind_ck" CHECK ("agent_contracts"."kind" in ('DIV', 'DAILY', 'HOUR', 'RT')),
	CONSTRAINT "agent_contracts_not_self_ck" CHECK ("agent_contracts"."upline_id" <> "agent_contracts"."customer_id"),
	CONSTRAINT "agent_contracts_period_ck" CHECK (("agent_contracts"."kind" = 'DIV') = ("agent_contracts"."computation_period" is not null))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" varchar(32) NOT NULL,
	"customer_id" bigint NOT NULL,
	"sender" varchar(8) NOT NULL,
	"body" varchar(1000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "chat_messages_sender_ck" CHECK ("chat_messages"."sender" in ('MEMBER', 'OPERATOR'))
);
--> statement-breakpoint
CREATE TABLE "chat_tickets" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"merchant_code" varchar(32) NOT NULL,
	"customer_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_service_scripts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" varchar(32) NOT NULL,
	"lang" varchar(8) NOT NULL,
	"cs_type" varchar(32) NOT NULL,
	"src" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" varchar(32) NOT NULL,
	"customer_id" bigint,
	"sender" varchar(64),
	"type" smallint NOT NULL,
	"content" varchar(200) NOT NULL,
	"file_key" varchar(128),
	"file_type" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_settings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" varchar(32) NOT NULL,
	"product_type" varchar(16) NOT NULL,
	"rate" numeric(6, 3) NOT NULL,
	"max_rebate_minor" bigint,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rebate_settings_rate_ck" CHECK ("rebate_settings"."rate" >= 0 and "rebate_settings"."rate" <= 100)
);
--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_customers_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_tickets" ADD CONSTRAINT "chat_tickets_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_tickets" ADD CONSTRAINT "chat_tickets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_service_scripts" ADD CONSTRAINT "customer_service_scripts_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_entries" ADD CONSTRAINT "feedback_entries_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_entries" ADD CONSTRAINT "feedback_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_settings" ADD CONSTRAINT "rebate_settings_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_contracts_customer_idx" ON "agent_contracts" USING btree ("customer_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_open_dividend_uq" ON "agent_contracts" USING btree ("customer_id","product_type","computation_period") WHERE "agent_contracts"."kind" = 'DIV' and "agent_contracts"."status" in ('P', 'E', 'V');--> statement-breakpoint
CREATE INDEX "chat_messages_customer_idx" ON "chat_messages" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "chat_tickets_customer_idx" ON "chat_tickets" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_service_scripts_uq" ON "customer_service_scripts" USING btree ("merchant_code","lang","cs_type");--> statement-breakpoint
CREATE INDEX "feedback_entries_merchant_idx" ON "feedback_entries" USING btree ("merchant_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_settings_uq" ON "rebate_settings" USING btree ("merchant_code","product_type");
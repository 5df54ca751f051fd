CREATE TABLE "payment_confirmations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" varchar(32) NOT NULL,
	"customer_id" bigint NOT NULL,
	"sender_name" varchar(64) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"remaining_minor" bigint NOT NULL,
	"auto_confirmed" boolean DEFAULT false NOT NULL,
	"status" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"proof" "bytea",
	"proof_type" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "payment_confirmations_amount_ck" CHECK ("payment_confirmations"."amount_minor" > 0 and "payment_confirmations"."remaining_minor" >= 0 and "payment_confirmations"."remaining_minor" <= "payment_confirmations"."amount_minor")
);
--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD CONSTRAINT "payment_confirmations_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD CONSTRAINT "payment_confirmations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_confirmations_customer_idx" ON "payment_confirmations" USING btree ("customer_id","status");
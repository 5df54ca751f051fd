CREATE TABLE "announcements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" varchar(32) NOT NULL,
	"lang" varchar(8) NOT NULL,
	"type" varchar(2) NOT NULL,
	"group_name" varchar(32),
	"title" varchar(200) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image_url" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"linkage" text,
	"linkage_type" varchar(3),
	"room_id" varchar(32),
	"node_id" varchar(32),
	"vendor" varchar(32),
	"execution" varchar(1),
	"platform" varchar(1) DEFAULT 'W' NOT NULL,
	"promotion_type" varchar(32),
	"remark_required" boolean DEFAULT false NOT NULL,
	"image_required" boolean DEFAULT false NOT NULL,
	"linked_promotion_id" varchar(32),
	"hot" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jackpot_pools" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" varchar(32) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"seed_minor" bigint NOT NULL,
	"contribution_basis_points" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_pools" ADD CONSTRAINT "jackpot_pools_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_merchant_lang_type_idx" ON "announcements" USING btree ("merchant_code","lang","type","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_pools_merchant_currency_uq" ON "jackpot_pools" USING btree ("merchant_code","currency");
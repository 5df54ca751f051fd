CREATE TABLE "countries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" varchar(32) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"country_dialing_code" varchar(4) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_service_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" varchar(32) NOT NULL,
	"cs_type" text NOT NULL,
	"cs_position" text,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"target" text,
	"type" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_routes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" varchar(32) NOT NULL,
	"domain_name" text NOT NULL,
	"speed" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_domains" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" varchar(32) NOT NULL,
	"host" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"site_settings" jsonb NOT NULL,
	"theme" jsonb NOT NULL,
	"languages" jsonb NOT NULL,
	"default_language" varchar(8) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"menu" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"templates" jsonb NOT NULL,
	"register_rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"maintenance_end" bigint,
	"region_restricted" boolean DEFAULT false NOT NULL,
	"blocked_ips" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"login_pop" boolean DEFAULT false NOT NULL,
	"geetest_id" text DEFAULT '' NOT NULL,
	"geetest_version" varchar(4) DEFAULT 'v4' NOT NULL,
	"profile_icon_count" integer DEFAULT 9 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" varchar(32) NOT NULL,
	"resource_type" varchar(16) NOT NULL,
	"url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" varchar(32) PRIMARY KEY NOT NULL,
	"algorithm" text NOT NULL,
	"public_key_spki" text NOT NULL,
	"private_key_pkcs8" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_service_entries" ADD CONSTRAINT "customer_service_entries_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_routes" ADD CONSTRAINT "domain_routes_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_domains" ADD CONSTRAINT "merchant_domains_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "countries_merchant_code_uq" ON "countries" USING btree ("merchant_code","country_code");--> statement-breakpoint
CREATE INDEX "customer_service_merchant_idx" ON "customer_service_entries" USING btree ("merchant_code");--> statement-breakpoint
CREATE INDEX "domain_routes_merchant_idx" ON "domain_routes" USING btree ("merchant_code");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_domains_host_uq" ON "merchant_domains" USING btree ("host");--> statement-breakpoint
CREATE INDEX "merchant_domains_merchant_idx" ON "merchant_domains" USING btree ("merchant_code");--> statement-breakpoint
CREATE INDEX "resources_merchant_idx" ON "resources" USING btree ("merchant_code");
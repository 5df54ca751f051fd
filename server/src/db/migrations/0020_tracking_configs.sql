CREATE TABLE "tracking_configs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" varchar(32) NOT NULL,
	"track_id" varchar(64) NOT NULL,
	"domain" varchar(253) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"domains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracking_configs" ADD CONSTRAINT "tracking_configs_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_configs_domain_uq" ON "tracking_configs" USING btree ("merchant_code","domain");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_configs_track_id_uq" ON "tracking_configs" USING btree ("merchant_code","track_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_configs_one_default_uq" ON "tracking_configs" USING btree ("merchant_code") WHERE "tracking_configs"."is_default";
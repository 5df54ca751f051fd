CREATE TABLE "help_topics" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" varchar(32) NOT NULL,
	"lang" varchar(8) NOT NULL,
	"parent_id" bigint,
	"tag" varchar(64) NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"bg_color" varchar(32),
	"display" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "help_topics" ADD CONSTRAINT "help_topics_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_topics" ADD CONSTRAINT "help_topics_parent_id_help_topics_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."help_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "help_topics_merchant_lang_tag_uq" ON "help_topics" USING btree ("merchant_code","lang","tag");--> statement-breakpoint
CREATE INDEX "help_topics_parent_idx" ON "help_topics" USING btree ("parent_id");
CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "vendor_rounds_created_idx" ON "vendor_rounds" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "lottery_bets_won_idx" ON "lottery_bets" USING btree ("settled_at","id") WHERE status = 'won';
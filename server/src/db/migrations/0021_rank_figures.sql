CREATE TABLE "rank_figures" (
	"customer_id" bigint PRIMARY KEY NOT NULL,
	"turnover_minor" bigint DEFAULT 0 NOT NULL,
	"deposits_minor" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rank_figures" ADD CONSTRAINT "rank_figures_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The triggers below are deferred to the commit, so a transaction takes a member's figures row last,
-- after its wallets and bets: a lottery payout (bet, then wallet) and a game round (wallet, then
-- round) of one member never wait on each other in a cycle (a PostgreSQL deadlock).
--
-- Adds to a member's running totals. A positive change may open the row; a negative one (a counted
-- row un-counted or deleted) only updates it, so a member being deleted (whose row goes by the
-- cascade) is never written again.
CREATE FUNCTION "rank_figures_add"(member bigint, turnover bigint, deposits bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF turnover = 0 AND deposits = 0 THEN
    RETURN;
  ELSIF turnover >= 0 AND deposits >= 0 THEN
    INSERT INTO "rank_figures" ("customer_id", "turnover_minor", "deposits_minor") VALUES (member, turnover, deposits)
    ON CONFLICT ("customer_id") DO UPDATE SET
      "turnover_minor" = "rank_figures"."turnover_minor" + excluded."turnover_minor",
      "deposits_minor" = "rank_figures"."deposits_minor" + excluded."deposits_minor";
  ELSE
    UPDATE "rank_figures" SET "turnover_minor" = "turnover_minor" + turnover, "deposits_minor" = "deposits_minor" + deposits
    WHERE "customer_id" = member;
  END IF;
END $$;
--> statement-breakpoint
-- Turnover of the demo vendor: a round's stake counts once it is settled, on a member's real launch
-- (the betting record's rule, records.repository.ts).
CREATE FUNCTION "rank_figures_of_vendor_round"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member bigint;
BEGIN
  IF TG_OP <> 'DELETE' AND NEW."status" <> 'open' THEN
    SELECT "customer_id" INTO member FROM "vendor_launches" WHERE "id" = NEW."launch_id" AND NOT "trial";
    IF member IS NOT NULL THEN PERFORM "rank_figures_add"(member, NEW."bet_minor", 0); END IF;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD."status" <> 'open' THEN
    SELECT "customer_id" INTO member FROM "vendor_launches" WHERE "id" = OLD."launch_id" AND NOT "trial";
    IF member IS NOT NULL THEN PERFORM "rank_figures_add"(member, -OLD."bet_minor", 0); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "vendor_rounds_rank_figures" AFTER INSERT OR DELETE OR UPDATE OF "status", "bet_minor", "launch_id" ON "vendor_rounds"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "rank_figures_of_vendor_round"();
--> statement-breakpoint
-- Turnover of the lottery: a bet's amount counts once it is settled and not void.
CREATE FUNCTION "rank_figures_of_lottery_bet"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' AND NEW."status" NOT IN ('open', 'void') THEN
    PERFORM "rank_figures_add"(NEW."customer_id", NEW."amount_minor", 0);
  END IF;
  IF TG_OP <> 'INSERT' AND OLD."status" NOT IN ('open', 'void') THEN
    PERFORM "rank_figures_add"(OLD."customer_id", -OLD."amount_minor", 0);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "lottery_bets_rank_figures" AFTER INSERT OR DELETE OR UPDATE OF "status", "amount_minor", "customer_id" ON "lottery_bets"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "rank_figures_of_lottery_bet"();
--> statement-breakpoint
-- Deposits: the credits of the ledger's deposit kind (DEPOSIT_KINDS, ledger/statement.ts) on any
-- wallet of the member.
CREATE FUNCTION "rank_figures_of_ledger_entry"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member bigint;
BEGIN
  IF TG_OP <> 'DELETE' AND NEW."kind" = 'deposit' AND NEW."amount_minor" > 0 THEN
    SELECT "customer_id" INTO member FROM "wallets" WHERE "id" = NEW."wallet_id";
    IF member IS NOT NULL THEN PERFORM "rank_figures_add"(member, 0, NEW."amount_minor"); END IF;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD."kind" = 'deposit' AND OLD."amount_minor" > 0 THEN
    SELECT "customer_id" INTO member FROM "wallets" WHERE "id" = OLD."wallet_id";
    IF member IS NOT NULL THEN PERFORM "rank_figures_add"(member, 0, -OLD."amount_minor"); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_rank_figures" AFTER INSERT OR DELETE OR UPDATE OF "kind", "amount_minor", "wallet_id" ON "ledger_entries"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "rank_figures_of_ledger_entry"();
--> statement-breakpoint
-- The figures of what a data folder or database already holds.
INSERT INTO "rank_figures" ("customer_id", "turnover_minor", "deposits_minor")
SELECT "customer_id", sum("turnover"), sum("deposits") FROM (
  SELECT l."customer_id", r."bet_minor" AS "turnover", 0::bigint AS "deposits"
  FROM "vendor_rounds" r JOIN "vendor_launches" l ON l."id" = r."launch_id"
  WHERE r."status" <> 'open' AND NOT l."trial" AND l."customer_id" IS NOT NULL
  UNION ALL
  SELECT "customer_id", "amount_minor", 0 FROM "lottery_bets" WHERE "status" NOT IN ('open', 'void')
  UNION ALL
  SELECT w."customer_id", 0, e."amount_minor"
  FROM "ledger_entries" e JOIN "wallets" w ON w."id" = e."wallet_id"
  WHERE e."kind" = 'deposit' AND e."amount_minor" > 0
) AS "counted"
GROUP BY "customer_id";

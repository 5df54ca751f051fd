-- The demo vendor's sports and e-sports games open its virtual sports page (demo kind 'sports'),
-- not the crash game a database seeded earlier gave them. Only games the demo vendor plays
-- (demo_kind set) change; an operator's own games keep theirs.
UPDATE "games" SET "demo_kind" = 'sports'
WHERE "demo_kind" = 'crash'
  AND "product_id" IN (SELECT "id" FROM "game_products" WHERE "game_type" IN ('SPORTS', 'ESPORTS'));

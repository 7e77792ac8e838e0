-- Hand-written: the Flemish promo bar as shipped read "5 € korting"; Belgian Dutch writes the euro sign
-- first ("€ 5 korting", as the storefront's catalog does). Only the shipped text changes: a promo
-- bar a manager has rewritten stays theirs.
UPDATE "promo_bar" SET "texts" = jsonb_set("texts", '{nl-BE,part1}', '"€ 5 korting"')
WHERE "id" = 1 AND "texts" #>> '{nl-BE,part1}' = '5 € korting';

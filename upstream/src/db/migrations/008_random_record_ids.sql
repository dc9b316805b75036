-- New options orders, deposits and withdrawals get random ids (record-number.ts), since
-- ids show in order-detail URLs and the API and a counter there tells the platform's order count.
-- Order of arrival moves to `seq`, which lists and queues sort by and which is never shown. Rows
-- from before keep their ids, and their seq is their id, so their order is unchanged.

ALTER TABLE options_orders ADD COLUMN seq bigserial;
UPDATE options_orders SET seq = id;
SELECT setval(pg_get_serial_sequence('options_orders', 'seq'), COALESCE((SELECT max(seq) FROM options_orders), 0) + 1, false);
DROP INDEX options_orders_user_idx;
CREATE INDEX options_orders_user_idx ON options_orders (user_id, mode, status, seq DESC);

ALTER TABLE recharges ADD COLUMN seq bigserial;
UPDATE recharges SET seq = id;
SELECT setval(pg_get_serial_sequence('recharges', 'seq'), COALESCE((SELECT max(seq) FROM recharges), 0) + 1, false);
DROP INDEX recharges_user_idx;
DROP INDEX recharges_review_idx;
CREATE INDEX recharges_user_idx ON recharges (user_id, status, seq DESC);
CREATE INDEX recharges_review_idx ON recharges (status, seq);

ALTER TABLE withdrawals ADD COLUMN seq bigserial;
UPDATE withdrawals SET seq = id;
SELECT setval(pg_get_serial_sequence('withdrawals', 'seq'), COALESCE((SELECT max(seq) FROM withdrawals), 0) + 1, false);
DROP INDEX withdrawals_user_idx;
DROP INDEX withdrawals_review_idx;
CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, status, seq DESC);
CREATE INDEX withdrawals_review_idx ON withdrawals (status, seq);

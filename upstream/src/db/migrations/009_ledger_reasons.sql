-- The ledger's reasons move from one CHECK constraint to a table that each product's
-- migration adds its own reasons to (smart plans, loans, NFTs), so no migration has to restate the
-- whole list. A reason not in the table is still refused by the database, as before.

CREATE TABLE ledger_reasons (reason text PRIMARY KEY);
INSERT INTO ledger_reasons (reason) VALUES
  ('demo_open'), ('demo_reset'), ('options_stake'), ('options_payout'), ('options_refund'),
  ('recharge'), ('withdrawal_hold'), ('withdrawal_release'), ('withdrawal_paid'), ('withdrawal_fee'),
  ('invite_reward');
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_reason_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_reason_fkey
  FOREIGN KEY (reason) REFERENCES ledger_reasons (reason);

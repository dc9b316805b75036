-- Money in and out: balances per currency, held funds, deposits with proofs, withdrawals,
-- the address book, the fund password, notifications and invite rewards.
-- Amounts become integer minor units of their currency (USDT 2 places, BTC 8, ETH 18) in numeric(40,0):
-- 18 places of ETH overflow bigint at 9.2 ETH, and numeric stays exact. Existing rows are USDT cents.

ALTER TABLE accounts ADD COLUMN currency text NOT NULL DEFAULT 'USDT' CHECK (currency IN ('USDT', 'BTC', 'ETH'));
ALTER TABLE accounts DROP CONSTRAINT accounts_user_id_mode_key;
ALTER TABLE accounts ADD CONSTRAINT accounts_user_mode_currency_key UNIQUE (user_id, mode, currency);
ALTER TABLE accounts RENAME COLUMN balance_cents TO balance_units;
ALTER TABLE accounts ALTER COLUMN balance_units TYPE numeric(40, 0);
-- Funds of submitted or approved withdrawals: no longer spendable, not yet paid out. Always the sum
-- of the account's entries' `held_units`, like the balance is of their `amount_units`.
ALTER TABLE accounts ADD COLUMN held_units numeric(40, 0) NOT NULL DEFAULT 0 CHECK (held_units >= 0);

ALTER TABLE ledger_entries RENAME COLUMN amount_cents TO amount_units;
ALTER TABLE ledger_entries ALTER COLUMN amount_units TYPE numeric(40, 0);
ALTER TABLE ledger_entries RENAME COLUMN balance_after_cents TO balance_after_units;
ALTER TABLE ledger_entries ALTER COLUMN balance_after_units TYPE numeric(40, 0);
ALTER TABLE ledger_entries ADD COLUMN held_units numeric(40, 0) NOT NULL DEFAULT 0;
ALTER TABLE ledger_entries ADD COLUMN held_after_units numeric(40, 0) NOT NULL DEFAULT 0;
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_reason_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_reason_check CHECK (reason IN (
  'demo_open', 'demo_reset', 'options_stake', 'options_payout', 'options_refund',
  'recharge', 'withdrawal_hold', 'withdrawal_release', 'withdrawal_paid', 'withdrawal_fee', 'invite_reward'));
CREATE INDEX ledger_entries_reference_idx ON ledger_entries (reference);

-- The 6-digit fund password (scrypt, like the login password) and its lockout after repeated misses.
ALTER TABLE users ADD COLUMN fund_password_hash text;
ALTER TABLE users ADD COLUMN fund_password_failures integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN fund_password_locked_until bigint;
CREATE INDEX users_invited_by_idx ON users (invited_by);

CREATE TABLE recharges (
  id                    bigserial PRIMARY KEY,
  order_no              text      NOT NULL UNIQUE,
  user_id               bigint    NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id            bigint    NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  currency              text      NOT NULL CHECK (currency IN ('USDT', 'BTC', 'ETH')),
  network               text      NOT NULL,
  amount_units          numeric(40, 0) NOT NULL CHECK (amount_units > 0),
  payment_amount_units  numeric(40, 0) NOT NULL CHECK (payment_amount_units > 0),
  transaction_hash      text      NOT NULL,
  last_six              text      NOT NULL,
  -- File name inside the proof directory (outside any web root) and the stored image's type.
  proof_file            text      NOT NULL,
  proof_type            text      NOT NULL CHECK (proof_type IN ('image/png', 'image/jpeg')),
  status                text      NOT NULL DEFAULT 'submitted' CHECK (status IN ('submitted', 'approved', 'rejected')),
  remark                text,
  created_at            bigint    NOT NULL,
  reviewed_at           bigint,
  -- Idempotency: a key is remembered as long as its record exists.
  idempotency_key       text,
  request_hash          text      NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX recharges_user_idx ON recharges (user_id, status, id DESC);
CREATE INDEX recharges_review_idx ON recharges (status, id);

CREATE TABLE withdrawal_addresses (
  id          bigserial PRIMARY KEY,
  user_id     bigint    NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  currency    text      NOT NULL CHECK (currency IN ('USDT', 'BTC', 'ETH')),
  network     text      NOT NULL,
  address     text      NOT NULL,
  label       text      NOT NULL DEFAULT '',
  created_at  bigint    NOT NULL,
  updated_at  bigint    NOT NULL
);
CREATE INDEX withdrawal_addresses_user_idx ON withdrawal_addresses (user_id, id);

CREATE TABLE withdrawals (
  id               bigserial PRIMARY KEY,
  order_no         text      NOT NULL UNIQUE,
  user_id          bigint    NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id       bigint    NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  method           text      NOT NULL,
  currency         text      NOT NULL CHECK (currency IN ('USDT', 'BTC', 'ETH')),
  network          text      NOT NULL,
  -- A copy: the address book entry may be edited or deleted later.
  address          text      NOT NULL,
  amount_units     numeric(40, 0) NOT NULL CHECK (amount_units > 0),
  fee_units        numeric(40, 0) NOT NULL CHECK (fee_units >= 0),
  received_units   numeric(40, 0) NOT NULL CHECK (received_units > 0),
  fee_rate         text      NOT NULL,
  status           text      NOT NULL DEFAULT 'submitted'
                     CHECK (status IN ('submitted', 'approved', 'completed', 'rejected')),
  remark           text,
  created_at       bigint    NOT NULL,
  reviewed_at      bigint,
  completed_at     bigint,
  idempotency_key  text,
  request_hash     text      NOT NULL,
  UNIQUE (user_id, idempotency_key),
  CHECK (fee_units + received_units = amount_units)
);
CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, status, id DESC);
CREATE INDEX withdrawals_review_idx ON withdrawals (status, id);

CREATE TABLE notifications (
  id          bigserial PRIMARY KEY,
  user_id     bigint    NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type        text      NOT NULL,
  reference   text,
  currency    text,
  amount      text,
  remark      text,
  read_at     bigint,
  created_at  bigint    NOT NULL
);
CREATE INDEX notifications_user_idx ON notifications (user_id, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;

-- At most one reward per invitee (UNIQUE): its first approved deposit earns it, once.
CREATE TABLE invite_rewards (
  id            bigserial PRIMARY KEY,
  inviter_id    bigint    NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  invitee_id    bigint    NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  recharge_id   bigint    NOT NULL REFERENCES recharges (id) ON DELETE CASCADE,
  currency      text      NOT NULL,
  amount_units  numeric(40, 0) NOT NULL CHECK (amount_units >= 0),
  created_at    bigint    NOT NULL
);
CREATE INDEX invite_rewards_inviter_idx ON invite_rewards (inviter_id, id DESC);

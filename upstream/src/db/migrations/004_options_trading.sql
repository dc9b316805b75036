-- Accounts, the ledger, options orders and idempotency keys (slice 2). Money is integer cents
-- (bigint); prices are numeric, exactly the recorded tick strings. Times are epoch milliseconds.

CREATE TABLE accounts (
  id             bigserial PRIMARY KEY,
  user_id        bigint    NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  mode           text      NOT NULL CHECK (mode IN ('demo', 'real')),
  -- Always the sum of the account's ledger entries; never negative.
  balance_cents  bigint    NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
  created_at     bigint    NOT NULL,
  UNIQUE (user_id, mode)
);

CREATE TABLE ledger_entries (
  id                   bigserial PRIMARY KEY,
  account_id           bigint    NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  reason               text      NOT NULL CHECK (reason IN
                         ('demo_open', 'demo_reset', 'options_stake', 'options_payout', 'options_refund')),
  reference            text,
  amount_cents         bigint    NOT NULL,
  balance_after_cents  bigint    NOT NULL,
  created_at           bigint    NOT NULL
);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id DESC);

CREATE TABLE options_orders (
  id                     bigserial PRIMARY KEY,
  order_no               text      NOT NULL UNIQUE,
  user_id                bigint    NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id             bigint    NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  mode                   text      NOT NULL CHECK (mode IN ('demo', 'real')),
  code                   text      NOT NULL,
  app_name               text      NOT NULL,
  direction              text      NOT NULL CHECK (direction IN ('up', 'down')),
  amount_cents           bigint    NOT NULL CHECK (amount_cents > 0),
  limit_time             integer   NOT NULL,
  payout_rate            numeric   NOT NULL,
  lots                   integer   NOT NULL DEFAULT 1,
  lever                  integer   NOT NULL DEFAULT 1,
  margin_cents           bigint    NOT NULL,
  required_margin_cents  bigint    NOT NULL,
  stop_loss              numeric,
  take_profit            numeric,
  open_price             numeric   NOT NULL,
  open_time              bigint    NOT NULL,
  expires_at             bigint    NOT NULL,
  close_price            numeric,
  close_time             bigint,
  status                 text      NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed', 'failed')),
  result                 text      CHECK (result IN ('win', 'loss', 'refund')),
  close_reason           text      CHECK (close_reason IN ('expiry', 'stop_loss', 'take_profit', 'no_price')),
  profit_cents           bigint,
  created_at             bigint    NOT NULL,
  settled_at             bigint
);
CREATE INDEX options_orders_user_idx ON options_orders (user_id, mode, status, id DESC);
CREATE INDEX options_orders_open_idx ON options_orders (code, expires_at) WHERE status = 'open';

CREATE TABLE idempotency_keys (
  user_id       bigint  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key           text    NOT NULL,
  request_hash  text    NOT NULL,
  order_id      bigint  NOT NULL REFERENCES options_orders (id) ON DELETE CASCADE,
  created_at    bigint  NOT NULL,
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

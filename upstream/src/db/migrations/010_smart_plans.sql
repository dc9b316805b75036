-- Smart trading plans. A plan invests principal from the real USDT account in an operator
-- product (the `smart_products` parameter) for a number of days; its daily yield is drawn from the
-- product's range at purchase and recorded here, and its profit is paid at the end of each cycle.
-- Every movement of money is a ledger entry with the plan's number as reference. Money is integer
-- cents in numeric(40,0), like the ledger; times are epoch milliseconds.

INSERT INTO ledger_reasons (reason) VALUES
  ('smart_principal'), ('smart_profit'), ('smart_principal_return'), ('smart_refund'), ('smart_exit_penalty');

CREATE TABLE smart_plans (
  -- Random, like options orders (record-number.ts): ids and numbers say nothing of the plan count.
  id                 bigint    PRIMARY KEY,
  seq                bigserial,
  order_no           text      NOT NULL UNIQUE,
  user_id            bigint    NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id         bigint    NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- A copy of the product's terms at purchase: an operator editing the parameter later changes no
  -- running plan.
  product_id         integer   NOT NULL,
  product_name       text      NOT NULL,
  amount_units       numeric(40, 0) NOT NULL CHECK (amount_units > 0),
  days               integer   NOT NULL CHECK (days > 0),
  cycle_days         integer   NOT NULL CHECK (cycle_days > 0),
  cycles             integer   NOT NULL CHECK (cycles > 0),
  -- Drawn at purchase from the product's range (a fraction: 0.0045 = 0.45 % a day).
  daily_yield        numeric   NOT NULL CHECK (daily_yield >= 0),
  profit_per_cycle_units numeric(40, 0) NOT NULL CHECK (profit_per_cycle_units >= 0),
  exit_penalty_rate  numeric   NOT NULL CHECK (exit_penalty_rate >= 0 AND exit_penalty_rate < 1),
  status             text      NOT NULL DEFAULT 'earning'
                       CHECK (status IN ('earning', 'profit_distributed', 'completed', 'refunded', 'early_exit')),
  cycles_paid        integer   NOT NULL DEFAULT 0,
  income_units       numeric(40, 0) NOT NULL DEFAULT 0,
  penalty_units      numeric(40, 0),
  returned_units     numeric(40, 0),
  started_at         bigint    NOT NULL,
  next_cycle_at      bigint,
  ends_at            bigint    NOT NULL,
  closed_at          bigint,
  created_at         bigint    NOT NULL,
  idempotency_key    text,
  request_hash       text      NOT NULL,
  UNIQUE (user_id, idempotency_key),
  CHECK (cycles_paid BETWEEN 0 AND cycles)
);
CREATE INDEX smart_plans_user_idx ON smart_plans (user_id, seq DESC);
-- Cycles fall due on the upstream's clock; only running plans are scanned.
CREATE INDEX smart_plans_due_idx ON smart_plans (next_cycle_at) WHERE status IN ('earning', 'profit_distributed');
-- 10024: one running plan per product and user, also under concurrent purchases.
CREATE UNIQUE INDEX smart_plans_one_running_idx ON smart_plans (user_id, product_id)
  WHERE status IN ('earning', 'profit_distributed');

-- One row per cycle paid: the income chart and the audit of every smart_profit entry.
CREATE TABLE smart_plan_payouts (
  plan_id       bigint    NOT NULL REFERENCES smart_plans (id) ON DELETE CASCADE,
  cycle         integer   NOT NULL CHECK (cycle > 0),
  profit_units  numeric(40, 0) NOT NULL CHECK (profit_units >= 0),
  due_at        bigint    NOT NULL,
  paid_at       bigint    NOT NULL,
  PRIMARY KEY (plan_id, cycle)
);

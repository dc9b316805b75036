-- Loans: USDT loans against BTC or ETH collateral, reviewed by an operator (states:
-- pending review → repaying → repaid, expired, audit not passed). Each loan keeps a copy of the terms
-- it was agreed on (the operator may change the parameters later; a signed loan keeps its own).
-- Every money movement is a ledger entry with the loan's number as its reference.

INSERT INTO ledger_reasons (reason) VALUES
  ('loan_collateral_hold'), ('loan_collateral_release'), ('loan_collateral_liquidation'),
  ('loan_disbursement'), ('loan_repayment'), ('loan_interest'), ('loan_damages');

CREATE TABLE loans (
  id                      bigint    PRIMARY KEY,
  seq                     bigserial,
  order_no                text      NOT NULL UNIQUE,
  user_id                 bigint    NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The loan is paid out to and repaid from the real USDT account, in cents.
  principal_units         numeric(40, 0) NOT NULL CHECK (principal_units > 0),
  term_days               integer   NOT NULL CHECK (term_days > 0),
  -- The agreed terms (copies of the parameters at signing).
  interest_free_days      integer   NOT NULL CHECK (interest_free_days >= 0),
  daily_rate              text      NOT NULL,
  late_daily_rate         text      NOT NULL,
  grace_days              integer   NOT NULL CHECK (grace_days >= 0),
  collateral_ratio        text      NOT NULL,
  -- Collateral: held on the real account of this currency, valued at the recorded price below.
  collateral_currency     text      NOT NULL CHECK (collateral_currency IN ('BTC', 'ETH')),
  collateral_units        numeric(40, 0) NOT NULL CHECK (collateral_units > 0),
  collateral_price        text      NOT NULL,
  collateral_price_at     bigint    NOT NULL,
  -- File name of the signature image in the proof directory (outside any web root).
  signature_file          text      NOT NULL,
  status                  text      NOT NULL DEFAULT 'pending'
                            CHECK (status IN ('pending', 'repaying', 'repaid', 'expired', 'rejected')),
  remark                  text,
  created_at              bigint    NOT NULL,
  -- Set on approval (the disbursement): the loan's days count from here.
  approved_at             bigint,
  due_at                  bigint,
  expires_at              bigint,
  -- Set when the loan ends: repaid, expired (collateral liquidated) or rejected.
  settled_at              bigint,
  interest_paid_units     numeric(40, 0) CHECK (interest_paid_units >= 0),
  damages_paid_units      numeric(40, 0) CHECK (damages_paid_units >= 0),
  -- Expiry: the collateral the platform kept (the rest went back) and the price it was valued at.
  liquidated_units        numeric(40, 0) CHECK (liquidated_units >= 0),
  liquidation_price       text,
  idempotency_key         text,
  request_hash            text      NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX loans_user_idx ON loans (user_id, status, seq DESC);
CREATE INDEX loans_review_idx ON loans (status, seq);
-- The expiry sweep after each simulator tick reads repaying loans by their expiry.
CREATE INDEX loans_expiry_idx ON loans (expires_at) WHERE status = 'repaying';

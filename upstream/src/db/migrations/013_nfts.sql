-- Charity NFTs: NFTs sold edition by edition in timed auctions, the bids with their held
-- funds, and the charity beneficiary's account that every sale's price is donated to.

-- The beneficiary's account sits in the ledger beside the users' accounts, so a donation is an entry
-- like any other and the donation total is the sum of its entries. It belongs to no user.
ALTER TABLE accounts ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE accounts ADD COLUMN beneficiary text;
ALTER TABLE accounts ADD CONSTRAINT accounts_owner_check CHECK ((user_id IS NULL) <> (beneficiary IS NULL));
ALTER TABLE accounts ADD CONSTRAINT accounts_beneficiary_key UNIQUE (beneficiary, mode, currency);

INSERT INTO ledger_reasons (reason) VALUES
  ('nft_bid_hold'), ('nft_bid_release'), ('nft_purchase'), ('nft_donation');

CREATE TABLE nfts (
  id                   bigserial PRIMARY KEY,
  -- Seeded NFTs are found again by slug, so a restart never lists them twice.
  slug                 text      NOT NULL UNIQUE,
  title                text      NOT NULL,
  creator              text      NOT NULL,
  chain                text      NOT NULL CHECK (chain IN ('ETH', 'BSC', 'POLYGON', 'TRON')),
  contract_address     text      NOT NULL,
  -- True when the chain record is generated here: nothing is minted on a public chain.
  simulated            boolean   NOT NULL DEFAULT true,
  art_style            text      NOT NULL CHECK (art_style IN ('orbits', 'tides', 'mosaic', 'bloom')),
  art_seed             integer   NOT NULL,
  currency             text      NOT NULL DEFAULT 'USDT' CHECK (currency IN ('USDT')),
  start_price_units    numeric(40, 0) NOT NULL CHECK (start_price_units > 0),
  min_increment_units  numeric(40, 0) NOT NULL CHECK (min_increment_units > 0),
  editions             integer   NOT NULL CHECK (editions BETWEEN 1 AND 1000),
  editions_sold        integer   NOT NULL DEFAULT 0,
  round_seconds        integer   NOT NULL CHECK (round_seconds BETWEEN 10 AND 2592000),
  -- The running round (selling edition editions_sold + 1) ends at ends_at; null once sold out.
  ends_at              bigint,
  status               text      NOT NULL DEFAULT 'live' CHECK (status IN ('live', 'sold_out')),
  created_at           bigint    NOT NULL,
  CHECK (editions_sold BETWEEN 0 AND editions),
  CHECK ((status = 'live') = (ends_at IS NOT NULL))
);
CREATE INDEX nfts_due_idx ON nfts (ends_at) WHERE status = 'live';

CREATE TABLE nft_bids (
  -- Random, like other customer records (record-number.ts); `seq` keeps the order of arrival.
  id               bigint    PRIMARY KEY,
  order_no         text      NOT NULL UNIQUE,
  seq              bigserial,
  nft_id           bigint    NOT NULL REFERENCES nfts (id) ON DELETE CASCADE,
  edition          integer   NOT NULL,
  user_id          bigint    NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id       bigint    NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  amount_units     numeric(40, 0) NOT NULL CHECK (amount_units > 0),
  -- leading: held; outbid: released; won: paid and donated.
  status           text      NOT NULL DEFAULT 'leading' CHECK (status IN ('leading', 'outbid', 'won')),
  created_at       bigint    NOT NULL,
  settled_at       bigint,
  idempotency_key  text,
  request_hash     text      NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
-- One leading bid per NFT: the running round's highest.
CREATE UNIQUE INDEX nft_bids_leading_key ON nft_bids (nft_id) WHERE status = 'leading';
CREATE INDEX nft_bids_round_idx ON nft_bids (nft_id, edition);
CREATE INDEX nft_bids_user_idx ON nft_bids (user_id, status, seq DESC);

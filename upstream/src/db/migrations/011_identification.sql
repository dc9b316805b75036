-- Identity verification (KYC). Each submission is a row of its own, so the review history
-- (what was sent, when, who decided what and why) survives resubmissions; users.kyc_status stays
-- the one place products read (0 not verified, 1 pending review, 2 verified, 3 failed) and moves in
-- the same transaction as the row it summarises. Images live in the private proof store (file names
-- only here); times are epoch milliseconds. Ids are operator-facing only (never in /swx/customer).

CREATE TABLE identifications (
  id              bigserial PRIMARY KEY,
  user_id         bigint    NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  first_name      text      NOT NULL,
  last_name       text      NOT NULL,
  -- ISO 8601 calendar date (YYYY-MM-DD): a date of birth has no time zone.
  birthdate       text      NOT NULL CHECK (birthdate ~ '^\d{4}-\d{2}-\d{2}$'),
  sex             text      NOT NULL CHECK (sex IN ('female', 'male')),
  -- ISO 3166-1 alpha-2.
  country         text      NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  address         text      NOT NULL,
  area_code       text      NOT NULL,
  phone           text      NOT NULL,
  document_type   text      NOT NULL CHECK (document_type IN ('id_card', 'driver_licence', 'passport')),
  front_file      text      NOT NULL,
  front_type      text      NOT NULL,
  -- A passport has one data page: its back is optional.
  back_file       text,
  back_type       text,
  in_hand_file    text      NOT NULL,
  in_hand_type    text      NOT NULL,
  signature_file  text      NOT NULL,
  signature_type  text      NOT NULL,
  status          text      NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified', 'failed')),
  -- The reviewer's remark: the reason of a failure (shown to the user), optional on approval.
  remark          text,
  created_at      bigint    NOT NULL,
  reviewed_at     bigint,
  CHECK ((back_file IS NULL) = (back_type IS NULL)),
  CHECK (status = 'pending' OR reviewed_at IS NOT NULL)
);
CREATE INDEX identifications_user_idx ON identifications (user_id, id DESC);
CREATE INDEX identifications_review_idx ON identifications (status, id);
-- At most one submission waits for review per user, whatever races the service's own check.
CREATE UNIQUE INDEX identifications_one_pending_idx ON identifications (user_id) WHERE status = 'pending';

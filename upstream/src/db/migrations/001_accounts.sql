-- Users, sessions and e-mail verification codes. Times are epoch milliseconds (bigint) because the
-- upstream runs on an injectable clock, not the database's now().

CREATE TABLE users (
  id             bigserial PRIMARY KEY,
  user_name      text      NOT NULL,
  email          text      NOT NULL,
  password_hash  text      NOT NULL,
  area_code      text,
  phone          text,
  invite_code    text      NOT NULL UNIQUE,
  invited_by     bigint    REFERENCES users (id),
  -- 1 active, 0 disabled by an operator (login answers 10005)
  status         smallint  NOT NULL DEFAULT 1,
  -- 0 not verified, 1 pending review, 2 verified, 3 failed
  kyc_status     smallint  NOT NULL DEFAULT 0,
  credit_score   integer   NOT NULL DEFAULT 100,
  receive_address text,
  created_at     bigint    NOT NULL,
  updated_at     bigint    NOT NULL
);
-- Names and e-mails are unique regardless of case, so "Alice" cannot shadow "alice".
CREATE UNIQUE INDEX users_user_name_key ON users (lower(user_name));
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE sessions (
  -- sha256 of the opaque token: a leaked table does not leak usable tokens
  token_hash  text    PRIMARY KEY,
  user_id     bigint  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  bigint  NOT NULL,
  expires_at  bigint  NOT NULL
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);

CREATE TABLE verification_codes (
  id          bigserial PRIMARY KEY,
  email       text      NOT NULL,
  purpose     text      NOT NULL CHECK (purpose IN ('register', 'reset')),
  code        text      NOT NULL,
  attempts    integer   NOT NULL DEFAULT 0,
  created_at  bigint    NOT NULL,
  expires_at  bigint    NOT NULL,
  used_at     bigint
);
CREATE INDEX verification_codes_lookup_idx ON verification_codes (lower(email), purpose, created_at DESC);

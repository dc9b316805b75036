-- Operator-editable content: footer/legal articles, notices and system parameters.
-- `slug` + `language_type` identify seeded rows so seeding is idempotent across restarts.

CREATE TABLE contents (
  id             bigserial PRIMARY KEY,
  slug           text      NOT NULL,
  -- 1 Chinese, 2 English (the spec's content list type: 1 for zh, else 2)
  language_type  smallint  NOT NULL,
  -- 1 company, 2 policy, 3 footer
  type           smallint  NOT NULL CHECK (type IN (1, 2, 3)),
  title          text      NOT NULL,
  content        text      NOT NULL,
  sort           integer   NOT NULL DEFAULT 0,
  updated_at     bigint    NOT NULL,
  UNIQUE (language_type, slug)
);

CREATE TABLE notices (
  id             bigserial PRIMARY KEY,
  slug           text      NOT NULL,
  language_type  smallint  NOT NULL,
  title          text      NOT NULL,
  content        text      NOT NULL,
  created_at     bigint    NOT NULL,
  UNIQUE (language_type, slug)
);
CREATE INDEX notices_list_idx ON notices (language_type, created_at DESC);

CREATE TABLE params (
  key          text    PRIMARY KEY,
  value        text    NOT NULL,
  description  text    NOT NULL DEFAULT '',
  updated_at   bigint  NOT NULL
);

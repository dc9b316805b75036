-- The help centre's questions and answers. Like articles (006), each row is one language
-- version of a question; the versions of one question share its `slug`; `language_type` is the
-- REST list type (1 zh, 2 every other language). `category` groups the questions on /help.
CREATE TABLE faqs (
  id             bigserial PRIMARY KEY,
  slug           text      NOT NULL,
  language       text      NOT NULL CHECK (language ~ '^[a-z]{2}$'),
  language_type  smallint  NOT NULL,
  category       text      NOT NULL
                 CHECK (category IN ('account', 'trading', 'funds', 'products', 'security')),
  question       text      NOT NULL,
  -- Plain text (paragraphs split by a blank line) or rich text (HTML): clients sanitise it.
  answer         text      NOT NULL,
  sort           integer   NOT NULL DEFAULT 0,
  updated_at     bigint    NOT NULL,
  CHECK (language_type = CASE WHEN language = 'zh' THEN 1 ELSE 2 END),
  UNIQUE (language, slug)
);
CREATE INDEX faqs_slug_idx ON faqs (slug);

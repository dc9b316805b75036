-- Notices, like articles (006), exist in a version per interface language. Versions of
-- one notice share its `slug`; `language_type` stays the REST list type (1 zh, 2 every other).

ALTER TABLE notices ADD COLUMN language text;
UPDATE notices SET language = CASE WHEN language_type = 1 THEN 'zh' ELSE 'en' END;
ALTER TABLE notices ALTER COLUMN language SET NOT NULL;
ALTER TABLE notices ADD CONSTRAINT notices_language_check CHECK (language ~ '^[a-z]{2}$');
ALTER TABLE notices ADD CONSTRAINT notices_language_type_check
  CHECK (language_type = CASE WHEN language = 'zh' THEN 1 ELSE 2 END);
ALTER TABLE notices DROP CONSTRAINT notices_language_type_slug_key;
ALTER TABLE notices ADD CONSTRAINT notices_language_slug_key UNIQUE (language, slug);

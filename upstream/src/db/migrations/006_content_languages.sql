-- An article exists in every interface language, not only Chinese and English.
-- Each row is one language version of an article; versions of one article share its `slug` (the
-- article key). `language` is the interface language code (en, zh, hk, ja, ko, ar, de, fr, es, it,
-- pt); `language_type` stays the REST contract's list type, 1 for zh and 2 for every other language.
-- Existing rows are the Chinese (1) and English (2) versions.

ALTER TABLE contents ADD COLUMN language text;
UPDATE contents SET language = CASE WHEN language_type = 1 THEN 'zh' ELSE 'en' END;
ALTER TABLE contents ALTER COLUMN language SET NOT NULL;
ALTER TABLE contents ADD CONSTRAINT contents_language_check CHECK (language ~ '^[a-z]{2}$');
ALTER TABLE contents ADD CONSTRAINT contents_language_type_check
  CHECK (language_type = CASE WHEN language = 'zh' THEN 1 ELSE 2 END);
ALTER TABLE contents DROP CONSTRAINT contents_language_type_slug_key;
ALTER TABLE contents ADD CONSTRAINT contents_language_slug_key UNIQUE (language, slug);
-- The other language versions of an article are found by its key.
CREATE INDEX contents_slug_idx ON contents (slug);

-- The risk warning now says plainly that a trade can lose the whole stake. Rows still holding the
-- first seeded wording get the new first paragraph; a text an operator rewrote is left alone.
UPDATE contents
SET content = replace(content,
      'Trading leveraged products such as options, contracts for difference and futures carries a high level of risk. Prices can move quickly against you and you can lose more than you expected, in some products more than your initial deposit.',
      'Trading carries a high level of risk, and you can lose all of the money you stake. On an options order, if the price has moved against the direction you chose when the order expires, your whole stake is lost. With leveraged products such as contracts for difference and futures, prices can move quickly against you and losses can exceed your initial deposit.'),
    updated_at = (extract(epoch FROM now()) * 1000)::bigint
WHERE slug = 'risk-warning' AND language = 'en'
  AND starts_with(content, 'Trading leveraged products such as options, contracts for difference and futures carries a high level of risk. Prices can move quickly against you and you can lose more than you expected, in some products more than your initial deposit.');
UPDATE contents
SET content = replace(content,
      '期权、差价合约和期货等杠杆产品的交易具有很高的风险。价格可能迅速向不利方向变动，您的损失可能超出预期，某些产品的损失甚至可能超过初始保证金。',
      '交易具有很高的风险，您可能损失投入的全部资金。期权订单到期时，如果价格朝您所选方向的相反方向变动，您将损失该订单投入的全部金额。差价合约和期货等杠杆产品的价格可能迅速向不利方向变动，损失可能超过您的初始保证金。'),
    updated_at = (extract(epoch FROM now()) * 1000)::bigint
WHERE slug = 'risk-warning' AND language = 'zh'
  AND starts_with(content, '期权、差价合约和期货等杠杆产品的交易具有很高的风险。价格可能迅速向不利方向变动，您的损失可能超出预期，某些产品的损失甚至可能超过初始保证金。');

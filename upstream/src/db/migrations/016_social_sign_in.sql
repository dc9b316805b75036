-- Social sign-in: which provider account (issuer and subject) opens which user, and the
-- ID-token nonces already used, so a token that was seen once never opens a session again.
CREATE TABLE social_identities (
  provider    text    NOT NULL,
  -- The ID token's `sub`: stable per provider account, unlike its e-mail address.
  subject     text    NOT NULL,
  user_id     bigint  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  bigint  NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX social_identities_user_id_idx ON social_identities (user_id);

CREATE TABLE social_nonces (
  -- The token's `nonce` claim (the SHA-256 of the browser's secret, base64url).
  nonce       text    PRIMARY KEY,
  -- The token's own expiry: after it the token is refused anyway and the row can go.
  expires_at  bigint  NOT NULL
);
CREATE INDEX social_nonces_expires_at_idx ON social_nonces (expires_at);

-- Customer service: one conversation per user or per visitor (an anonymous browser,
-- known by the hash of the key it keeps), its messages in order, and each side's read mark.
CREATE TABLE chat_conversations (
  id                bigserial PRIMARY KEY,
  user_id           bigint    UNIQUE REFERENCES users (id),
  -- sha256 of the visitor's key: the key itself is a credential and is never stored.
  visitor_hash      text      UNIQUE,
  created_at        bigint    NOT NULL,
  last_message_at   bigint    NOT NULL,
  -- The last message each side has read (0: none).
  user_read_id      bigint    NOT NULL DEFAULT 0,
  operator_read_id  bigint    NOT NULL DEFAULT 0,
  CHECK ((user_id IS NULL) <> (visitor_hash IS NULL))
);
CREATE INDEX chat_conversations_recent_idx ON chat_conversations (last_message_at DESC);

CREATE TABLE chat_messages (
  id               bigserial PRIMARY KEY,
  conversation_id  bigint    NOT NULL REFERENCES chat_conversations (id),
  author           text      NOT NULL CHECK (author IN ('user', 'operator')),
  body             text      NOT NULL,
  -- The sender's key for this message: a retry with the same key answers the message already sent.
  client_key       text      NOT NULL,
  created_at       bigint    NOT NULL,
  UNIQUE (conversation_id, author, client_key)
);
CREATE INDEX chat_messages_conversation_idx ON chat_messages (conversation_id, id);

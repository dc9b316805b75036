-- Every live price the simulator published. Later slices settle orders against these rows only,
-- so a settlement can always be traced to a price a client was actually shown.

CREATE TABLE market_ticks (
  market_code  text     NOT NULL,
  time         bigint   NOT NULL,
  price        numeric  NOT NULL,
  PRIMARY KEY (market_code, time)
);
CREATE INDEX market_ticks_time_idx ON market_ticks (time);

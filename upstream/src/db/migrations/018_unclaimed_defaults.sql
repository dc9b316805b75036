-- A start no longer claims what nobody set. The home figures once seeded as invented numbers are
-- dropped where they still hold the seeded value (the page then shows the measured figure; an
-- operator's own value is kept), and the placeholder receive addresses become empty, which the
-- deposit page shows as "no receive address configured".
DELETE FROM params
WHERE (key = 'home_volume_24h' AND value = '3800000000')
   OR (key = 'home_registered_users' AND value = '1200000')
   OR (key = 'home_crypto_count' AND value = '350');

UPDATE params
SET value = replace(replace(replace(replace(value,
      'SET-USDT-TRC20-RECEIVE-ADDRESS-IN-PARAMS', ''),
      'SET-USDT-ERC20-RECEIVE-ADDRESS-IN-PARAMS', ''),
      'SET-BTC-RECEIVE-ADDRESS-IN-PARAMS', ''),
      'SET-ETH-ERC20-RECEIVE-ADDRESS-IN-PARAMS', '')
WHERE key = 'recharge_channels';

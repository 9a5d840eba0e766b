-- This instance is alive: its member in the sorted set of the bot's instances, scored by Redis's clock (ms). Forgets
-- those not seen for ten windows. Returns how many were seen within the last window (this one included): the number
-- the flood-control budget is divided by while Redis is unreachable.
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local window = tonumber(ARGV[2])
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - 10 * window)
redis.call('PEXPIRE', KEYS[1], 10 * window)
return redis.call('ZCOUNT', KEYS[1], now - window, '+inf')

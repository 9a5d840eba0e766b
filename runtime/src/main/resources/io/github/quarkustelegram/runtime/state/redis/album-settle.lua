-- The owner records how its album went. KEYS: parts, album (album-offer.lua).
-- ARGV: instance, handled|failed, keys' time to live (ms): the handled window, so that a redelivered part is known.
local parts, album = KEYS[1], KEYS[2]
if redis.call('HGET', album, 'owner') ~= ARGV[1] then
  return 0
end
redis.call('HSET', album, 'state', ARGV[2])
redis.call('PEXPIRE', parts, ARGV[3])
redis.call('PEXPIRE', album, ARGV[3])
return 1

-- Takes the poller lock, or keeps it: renewed (compare-and-PEXPIRE) when this instance holds it, taken (SET NX PX)
-- when nobody does, refused when another instance does.
-- KEYS[1] the lock. ARGV: instance, lock_ms.
-- Reply: {1} this instance holds it for lock_ms from now; {0, holder, pttl_ms} another instance holds it.
local holder = redis.call('GET', KEYS[1])
if holder == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return {1}
end
if not holder then
  redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2])
  return {1}
end
return {0, holder, redis.call('PTTL', KEYS[1])}

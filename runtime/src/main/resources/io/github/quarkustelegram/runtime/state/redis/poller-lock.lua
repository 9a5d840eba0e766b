-- Renews the poller lock (compare-and-PEXPIRE) when this instance holds it; takes it (SET NX PX) when nobody does,
-- unless only a renewal was asked for (a renewal late behind this instance's release must not take it back).
-- KEYS[1] the lock. ARGV: instance, lock_ms, '1' to take it if free or '0' to renew only.
-- Reply: {1} this instance holds it for lock_ms from now; {0, holder, pttl_ms} it does not ('' and -2: nobody does).
local holder = redis.call('GET', KEYS[1])
if holder == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return {1}
end
if not holder then
  if ARGV[3] == '1' then
    redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2])
    return {1}
  end
  return {0, '', -2}
end
return {0, holder, redis.call('PTTL', KEYS[1])}

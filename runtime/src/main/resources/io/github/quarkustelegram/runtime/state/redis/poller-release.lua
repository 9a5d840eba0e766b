-- Lets the poller lock go (compare-and-DEL), if this instance still holds it.
-- KEYS[1] the lock. ARGV: instance. Reply: 1 when let go, 0 when another instance holds it (or nobody).
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0

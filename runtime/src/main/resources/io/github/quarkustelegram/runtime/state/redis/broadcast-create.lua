-- Keeps a new broadcast, PREPARING, with no recipients yet.
-- KEYS[1] the broadcast's hash; KEYS[2] the set of broadcasts (by creation time).
-- ARGV: id, name, message, paid ('1' or '0'), created (epoch ms).
-- Reply: 1 when kept, 0 when a broadcast of that id exists already.
if redis.call('EXISTS', KEYS[1]) == 1 then
  return 0
end
redis.call('HSET', KEYS[1], 'name', ARGV[2], 'message', ARGV[3], 'paid', ARGV[4], 'state', 'PREPARING',
  'next', 0, 'created', ARGV[5], 'sent', 0, 'unreachable', 0, 'failed', 0, 'migrated', 0, 'again', 0)
redis.call('ZADD', KEYS[2], ARGV[5], ARGV[1])
return 1

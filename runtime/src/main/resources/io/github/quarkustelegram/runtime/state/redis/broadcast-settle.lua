-- A sender records what became of a recipient it took: counted once, and the broadcast is DONE when it was the last.
-- Nothing unless the recipient is in flight for that sender and it holds the senders' lock.
-- KEYS[1] the broadcast's hash; KEYS[2] its recipients; KEYS[3] its recipients in flight; KEYS[4] the senders' lock.
-- ARGV: sender, index, the outcome's counter ('sent', 'unreachable' or 'failed'), '1' when migrated, now (epoch ms).
-- Reply: 1 when recorded, 0 otherwise.
-- the lock's holder is the instance; a sender is the instance, or the instance and '/' and its hold of the lock
local function holds(lock, sender)
  local holder = redis.call('GET', lock)
  return holder ~= false and (holder == sender or string.sub(sender, 1, #holder + 1) == holder .. '/')
end
local sender = ARGV[1]
if not holds(KEYS[4], sender) or redis.call('HGET', KEYS[3], ARGV[2]) ~= sender then
  return 0
end
redis.call('HDEL', KEYS[3], ARGV[2])
redis.call('HINCRBY', KEYS[1], ARGV[3], 1)
if ARGV[4] == '1' then
  redis.call('HINCRBY', KEYS[1], 'migrated', 1)
end
local fields = redis.call('HMGET', KEYS[1], 'state', 'sent', 'unreachable', 'failed')
local settled = tonumber(fields[2] or '0') + tonumber(fields[3] or '0') + tonumber(fields[4] or '0')
if fields[1] == 'RUNNING' and settled == redis.call('LLEN', KEYS[2]) then
  redis.call('HSET', KEYS[1], 'state', 'DONE', 'ended', ARGV[5])
  redis.call('DEL', KEYS[3])
end
return 1

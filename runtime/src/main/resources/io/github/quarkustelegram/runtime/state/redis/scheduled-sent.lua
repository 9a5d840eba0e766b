-- Forgets a message its sender took (sent, or failed for good). Nothing unless it is in flight for that sender and
-- the sender holds the senders' lock.
-- KEYS[1] the messages in flight (id -> sender); KEYS[2] the messages (id -> JSON); KEYS[3] the senders' lock.
-- ARGV: id, sender.
-- Reply: 1 when forgotten, 0 otherwise.
-- the lock's holder is the instance; a sender is the instance, or the instance and '/' and its hold of the lock
local function holds(lock, sender)
  local holder = redis.call('GET', lock)
  return holder ~= false and (holder == sender or string.sub(sender, 1, #holder + 1) == holder .. '/')
end
if not holds(KEYS[3], ARGV[2]) or redis.call('HGET', KEYS[1], ARGV[1]) ~= ARGV[2] then
  return 0
end
redis.call('HDEL', KEYS[1], ARGV[1])
redis.call('HDEL', KEYS[2], ARGV[1])
return 1

-- Forgets a message not taken yet.
-- KEYS[1] the messages waiting; KEYS[2] the messages (id -> JSON). ARGV: id.
-- Reply: 1 when it was waiting, 0 otherwise (unknown, sent, or being sent).
if redis.call('ZREM', KEYS[1], ARGV[1]) == 0 then
  return 0
end
redis.call('HDEL', KEYS[2], ARGV[1])
return 1

-- Keeps a message to send at its time.
-- KEYS[1] the messages waiting (a sorted set of ids by due time); KEYS[2] the messages (id -> JSON).
-- ARGV: id, due (epoch ms), the message's JSON.
redis.call('HSET', KEYS[2], ARGV[1], ARGV[3])
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
return 1

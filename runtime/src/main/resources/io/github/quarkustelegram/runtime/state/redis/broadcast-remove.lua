-- Forgets a broadcast: its keys and its place in the set of broadcasts.
-- KEYS[1] the broadcast's hash; KEYS[2] its recipients; KEYS[3] those in flight; KEYS[4] the unreached;
-- KEYS[5] the set of broadcasts. ARGV: its id.
redis.call('DEL', KEYS[1], KEYS[2], KEYS[3], KEYS[4])
redis.call('ZREM', KEYS[5], ARGV[1])
return 1

-- Reads a broadcast at one moment: its fields, how many recipients it has, how many are in flight.
-- KEYS[1] the broadcast's hash; KEYS[2] its recipients; KEYS[3] its recipients in flight.
-- ARGV: the hash's fields to read.
-- Reply: the fields' values in the order asked (nil when absent), then the total, then those in flight; empty when
-- there is no such broadcast.
if redis.call('EXISTS', KEYS[1]) == 0 then
  return {}
end
local result = redis.call('HMGET', KEYS[1], unpack(ARGV))
result[#ARGV + 1] = redis.call('LLEN', KEYS[2])
result[#ARGV + 2] = redis.call('HLEN', KEYS[3])
return result

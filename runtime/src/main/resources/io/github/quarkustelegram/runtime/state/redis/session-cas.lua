-- A session's compare-and-set: writes the value if the stored version is still the expected one; the version then
-- goes up by one. The key is a hash: v (the version, absent = 0) and j (the value's JSON).
-- KEYS[1] the session's key.
-- ARGV: expected version, the new JSON ('' to remove the value), time to live in milliseconds.
-- Reply: 1 when the version was the expected one and the value is now written (or removed), 0 otherwise.
local current = tonumber(redis.call('HGET', KEYS[1], 'v') or '0')
if current ~= tonumber(ARGV[1]) then
  return 0
end
if ARGV[2] == '' then
  redis.call('DEL', KEYS[1])
  return 1
end
redis.call('HSET', KEYS[1], 'v', current + 1, 'j', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1

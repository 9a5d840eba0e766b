-- Reads the messages waiting, earliest first (ties by id).
-- KEYS[1] the messages waiting; KEYS[2] the messages (id -> JSON).
-- Reply: pairs (id, JSON).
local result = {}
for _, id in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  result[#result + 1] = id
  result[#result + 1] = redis.call('HGET', KEYS[2], id)
end
return result

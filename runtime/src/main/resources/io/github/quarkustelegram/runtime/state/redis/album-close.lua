-- The owner closes its album once no part came for the window (or it is full). KEYS: parts, album (album-offer.lua).
-- ARGV: instance, window (ms), the most parts an album has, lease (ms).
-- Returns {'wait', ms} | {'closed', update JSON...} | {'lost'}.
local parts, album = KEYS[1], KEYS[2]
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
if redis.call('HGET', album, 'owner') ~= ARGV[1] or redis.call('HGET', album, 'state') ~= 'collecting' then
  return {'lost'}
end
local quiet = now - tonumber(redis.call('HGET', album, 'last') or '0')
if redis.call('HLEN', parts) < tonumber(ARGV[3]) and quiet < tonumber(ARGV[2]) then
  return {'wait', tostring(tonumber(ARGV[2]) - quiet)}
end
redis.call('HSET', album, 'state', 'closed', 'deadline', tostring(now + tonumber(ARGV[4])))
local reply = redis.call('HVALS', parts)
table.insert(reply, 1, 'closed')
return reply

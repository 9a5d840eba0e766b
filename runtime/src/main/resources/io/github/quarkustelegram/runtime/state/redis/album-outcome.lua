-- An instance whose part joined another's album asks how it went. KEYS: parts, album (album-offer.lua).
-- ARGV: instance, window (ms), lease (ms).
-- Returns pending | handled | failed | taken: the owner went silent (collecting past the window and the lease, or
-- closed past its deadline), and this instance owns the album now, to close at once.
local parts, album = KEYS[1], KEYS[2]
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local state = redis.call('HGET', album, 'state')
if state == 'handled' or state == 'failed' then
  return state
end
if not state then
  -- expired or deleted: nothing to wait for any more; the part is taken as handled by the album it was in
  return 'handled'
end
if redis.call('HGET', album, 'owner') == ARGV[1] then
  -- this instance took it over for another of its parts: collecting, it is this instance's; closed, it is handled here
  if state == 'collecting' then
    return 'taken'
  end
  return 'pending'
end
local silent
if state == 'collecting' then
  silent = now > tonumber(redis.call('HGET', album, 'last') or '0') + tonumber(ARGV[2]) + tonumber(ARGV[3])
else
  silent = now > tonumber(redis.call('HGET', album, 'deadline') or '0')
end
if not silent then
  return 'pending'
end
redis.call('HSET', album, 'owner', ARGV[1], 'state', 'collecting', 'last', tostring(now - tonumber(ARGV[2])))
return 'taken'

-- A part of an album offered by an instance. KEYS[1]: the parts (hash: message id -> update JSON), KEYS[2]: the
-- album (hash: owner, state collecting|closed|handled|failed, last part's time, closed album's deadline).
-- ARGV: message id, update JSON, instance, keys' time to live (ms). Times are Redis's, the same for every instance.
-- Returns owner | joined | duplicate | late.
local parts, album = KEYS[1], KEYS[2]
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local state = redis.call('HGET', album, 'state')
if state == 'handled' and redis.call('HEXISTS', parts, ARGV[1]) == 1 then
  return 'duplicate'
end
if state == 'handled' or state == 'failed' then
  -- a new message after the album ended, or a failed album delivered again: a new album
  redis.call('DEL', parts, album)
  state = false
end
if state == 'closed' then
  -- being handled: a part it has waits for its outcome, a new one starts an album of its own
  if redis.call('HEXISTS', parts, ARGV[1]) == 1 then
    return 'joined'
  end
  return 'late'
end
redis.call('HSETNX', parts, ARGV[1], ARGV[2])
local owner = redis.call('HGET', album, 'owner')
if not owner then
  owner = ARGV[3]
  redis.call('HSET', album, 'owner', owner, 'state', 'collecting')
end
redis.call('HSET', album, 'last', tostring(now))
redis.call('PEXPIRE', parts, ARGV[4])
redis.call('PEXPIRE', album, ARGV[4])
if owner == ARGV[3] then
  return 'owner'
end
return 'joined'

-- Moves a broadcast to a state if it is in one of those named. RUNNING becomes DONE when every recipient has its
-- outcome; an ended state records the end and forgets what was in flight.
-- KEYS[1] the broadcast's hash; KEYS[2] its recipients; KEYS[3] its recipients in flight.
-- ARGV: the new state, now (epoch ms), '1' when the new state is an ended one, then the states it may be in.
-- Reply: 1 when it moved, 0 when there is no such broadcast or it is in another state.
local state = redis.call('HGET', KEYS[1], 'state')
if not state then
  return 0
end
local allowed = false
for i = 4, #ARGV do
  if ARGV[i] == state then
    allowed = true
  end
end
if not allowed then
  return 0
end
local to, ended = ARGV[1], ARGV[3] == '1'
if to == 'RUNNING' then
  local counts = redis.call('HMGET', KEYS[1], 'sent', 'unreachable', 'failed')
  local settled = tonumber(counts[1] or '0') + tonumber(counts[2] or '0') + tonumber(counts[3] or '0')
  if settled == redis.call('LLEN', KEYS[2]) then
    to, ended = 'DONE', true
  end
end
redis.call('HSET', KEYS[1], 'state', to)
if ended then
  redis.call('HSET', KEYS[1], 'ended', ARGV[2])
  redis.call('DEL', KEYS[3])
end
return 1

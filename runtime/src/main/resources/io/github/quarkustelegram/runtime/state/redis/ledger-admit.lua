-- An update received: is it new, handled, or being handled? If new, claims it for this instance and, when it has a
-- chat, queues it for the chat's turn.
-- KEYS[1] the update's claim "<prefix>u:<id>"; KEYS[2] the chat's queue; KEYS[3] the chat's turn (both absent when
-- the update has no chat).
-- ARGV: instance, lease_ms, update_id, prefix, orphan_ms.
-- Reply: {0} handle now; {4} wait for the chat's turn; {1} handled lately; {2} being handled by this instance;
-- {3, ms} being handled by another instance, whose claim lasts ms more.
local claim = redis.call('GET', KEYS[1])
if claim == 'd' then
  return {1}
end
if claim then
  if claim == 'f:' .. ARGV[1] then
    return {2}
  end
  return {3, redis.call('PTTL', KEYS[1])}
end
redis.call('SET', KEYS[1], 'f:' .. ARGV[1], 'PX', ARGV[2])
if #KEYS == 1 then
  return {0}
end
local member = ARGV[3] .. ':' .. ARGV[1]
-- delivered again after its instance died: it takes back the place it kept (and any stale member of it goes)
redis.call('ZREMRANGEBYSCORE', KEYS[2], ARGV[3], ARGV[3])
redis.call('DEL', ARGV[4] .. 'o:' .. ARGV[3])
redis.call('ZADD', KEYS[2], tonumber(ARGV[3]), member)
if redis.call('PTTL', KEYS[2]) < ARGV[2] * 4 then
  redis.call('PEXPIRE', KEYS[2], ARGV[2] * 4)
end
local given = give_turn(KEYS[2], KEYS[3], ARGV[4], ARGV[2], ARGV[5], nil)
if given == member then
  return {0}
end
if given then
  tell_owner(ARGV[4], given, ARGV[1])
end
return {4}

-- An update's handling ended: remembers it as handled (or forgets it when it failed, so that it is handled again when
-- delivered again), leaves the chat's queue and turn, and gives the turn to the next update waiting.
-- KEYS[1] the claim; KEYS[2] the chat's queue; KEYS[3] the chat's turn (both absent without a chat).
-- ARGV: instance, handled ('1' or '0'), handled_window_ms, update_id, prefix, lease_ms, orphan_ms.
-- Reply: the member of this instance's that now has the turn, or '' (none, or another instance's, told by PUBLISH).
if redis.call('GET', KEYS[1]) == 'f:' .. ARGV[1] then
  if ARGV[2] == '1' then
    redis.call('SET', KEYS[1], 'd', 'PX', ARGV[3])
  else
    redis.call('DEL', KEYS[1])
  end
end
if #KEYS == 1 then
  return ''
end
local member = ARGV[4] .. ':' .. ARGV[1]
redis.call('ZREM', KEYS[2], member)
if redis.call('GET', KEYS[3]) == member then
  redis.call('DEL', KEYS[3])
end
local given = give_turn(KEYS[2], KEYS[3], ARGV[5], ARGV[6], ARGV[7], nil)
if given and tell_owner(ARGV[5], given, ARGV[1]) then
  return given
end
return ''

-- Gives a chat's turn to the first update waiting for it, unless an update holds it.
-- The chat's queue (a sorted set) holds "<update_id>:<instance>" members scored by update_id; an update whose claim
-- ("<prefix>u:<update_id>" = "f:<instance>") is gone, because its instance died, or that was settled meanwhile, is
-- dropped from the queue on the way. Returns the member given the turn, or false.
local function give_turn(queue, turn, prefix, lease_ms)
  if redis.call('EXISTS', turn) == 1 then
    return false
  end
  while true do
    local head = redis.call('ZRANGE', queue, 0, 0)
    if #head == 0 then
      return false
    end
    local member = head[1]
    local colon = string.find(member, ':', 1, true)
    local id = string.sub(member, 1, colon - 1)
    local owner = string.sub(member, colon + 1)
    if redis.call('GET', prefix .. 'u:' .. id) == 'f:' .. owner then
      redis.call('SET', turn, member, 'PX', lease_ms)
      return member
    end
    redis.call('ZREM', queue, member)
  end
end

-- Tells the instance that owns a member that its turn came (it listens on "<prefix>turn:<instance>"), unless it is
-- the caller, which reads it from the reply.
local function tell_owner(prefix, member, caller)
  local colon = string.find(member, ':', 1, true)
  local owner = string.sub(member, colon + 1)
  if owner ~= caller then
    redis.call('PUBLISH', prefix .. 'turn:' .. owner, member)
    return false
  end
  return true
end

-- Gives a chat's turn to the first update waiting for it, unless an update holds it.
-- The chat's queue (a sorted set) holds "<update_id>:<instance>" members scored by update_id. A member whose update was
-- settled meanwhile, or claimed again by another instance, is dropped on the way. A member whose claim is gone
-- ("<prefix>u:<update_id>" expired: its instance died before settling it) keeps its place: it becomes
-- "<update_id>:!", and the chat waits for that update to be delivered again (the admission puts it back in its place)
-- while "<prefix>o:<update_id>" lasts (orphan_ms). Once that key expired only a caller that passes a `skipped` table
-- (the renewal tick) drops the place, noting the update_id there, so that one instance says it once.
-- Returns the member given the turn, or false.
local function give_turn(queue, turn, prefix, lease_ms, orphan_ms, skipped)
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
    if owner == '!' then
      if skipped == nil or redis.call('EXISTS', prefix .. 'o:' .. id) == 1 then
        return false
      end
      redis.call('ZREM', queue, member)
      skipped[#skipped + 1] = id
    else
      local claim = redis.call('GET', prefix .. 'u:' .. id)
      if claim == 'f:' .. owner then
        redis.call('SET', turn, member, 'PX', lease_ms)
        return member
      end
      redis.call('ZREM', queue, member)
      if not claim then
        redis.call('ZADD', queue, tonumber(id), id .. ':!')
        redis.call('SET', prefix .. 'o:' .. id, '1', 'PX', orphan_ms)
        redis.call('PEXPIRE', queue, math.max(lease_ms * 4, orphan_ms + lease_ms))
        return false
      end
    end
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

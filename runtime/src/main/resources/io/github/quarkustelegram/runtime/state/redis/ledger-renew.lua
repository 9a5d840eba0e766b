-- This instance's claims and turns live on: each is extended if it is still this instance's, and each update waiting
-- for its chat's turn asks for it again (a turn whose holder died expires, and nobody else would give it on).
-- KEYS: triples of (claim, chat queue or claim again, chat turn or claim again), one per update of this instance's.
-- ARGV: instance, lease_ms, prefix, orphan_ms, then one update_id per triple.
-- Reply: one integer per triple: 1 when that update has the turn now (or needs none), 0 when it waits, -1 when its
-- claim is gone (expired: the update may be handled elsewhere, this instance must not handle it); then the update_id of
-- each kept place dropped because its update was not delivered again in time (for this instance to log).
local result = {}
local skipped = {}
local mine = 'f:' .. ARGV[1]
for i = 1, #KEYS, 3 do
  local claim, queue, turn = KEYS[i], KEYS[i + 1], KEYS[i + 2]
  local id = ARGV[4 + (i + 2) / 3]
  if redis.call('GET', claim) ~= mine then
    result[#result + 1] = -1
  else
    redis.call('PEXPIRE', claim, ARGV[2])
    if queue == claim then
      result[#result + 1] = 1
    else
      local member = id .. ':' .. ARGV[1]
      if redis.call('PTTL', queue) < ARGV[2] * 4 then
        redis.call('PEXPIRE', queue, ARGV[2] * 4)
      end
      local holder = redis.call('GET', turn)
      if holder == member then
        redis.call('PEXPIRE', turn, ARGV[2])
        result[#result + 1] = 1
      else
        local given = give_turn(queue, turn, ARGV[3], ARGV[2], ARGV[4], skipped)
        if given == member then
          result[#result + 1] = 1
        else
          if given then
            tell_owner(ARGV[3], given, ARGV[1])
          end
          result[#result + 1] = 0
        end
      end
    end
  end
end
for _, id in ipairs(skipped) do
  result[#result + 1] = id
end
return result

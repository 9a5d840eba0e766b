-- Reads up to a number of a broadcast's unreached recipients, in no particular order (distinct ones).
-- KEYS[1] its unreached recipients (chat id -> reason). ARGV: how many at most.
-- Reply: pairs (chat id, reason).
local max = tonumber(ARGV[1])
if max < 1 then
  return {}
end
return redis.call('HRANDFIELD', KEYS[1], max, 'WITHVALUES')

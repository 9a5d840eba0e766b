-- A sender takes recipients of a running broadcast: first those another sender left in flight (counted in 'again'),
-- then the next ones in order; each stays in flight for it until settled. Nothing unless it holds the senders' lock.
-- KEYS[1] the broadcast's hash; KEYS[2] its recipients; KEYS[3] its recipients in flight (index -> sender);
-- KEYS[4] the senders' lock.
-- ARGV: sender, how many at most.
-- Reply: triples (index, chat id, '1' when taken again or '0'), in index order; empty when nothing is taken.
-- the lock's holder is the instance; a sender is the instance, or the instance and '/' and its hold of the lock
local function holds(lock, sender)
  local holder = redis.call('GET', lock)
  return holder ~= false and (holder == sender or string.sub(sender, 1, #holder + 1) == holder .. '/')
end
local sender, max = ARGV[1], tonumber(ARGV[2])
if max < 1 or not holds(KEYS[4], sender) or redis.call('HGET', KEYS[1], 'state') ~= 'RUNNING' then
  return {}
end
local result = {}
local flight = redis.call('HGETALL', KEYS[3])
local others = {}
for i = 1, #flight, 2 do
  if flight[i + 1] ~= sender then
    others[#others + 1] = tonumber(flight[i])
  end
end
table.sort(others)
local taken = 0
for _, index in ipairs(others) do
  if taken == max then
    break
  end
  redis.call('HSET', KEYS[3], index, sender)
  result[#result + 1] = tostring(index)
  result[#result + 1] = redis.call('LINDEX', KEYS[2], index)
  result[#result + 1] = '1'
  taken = taken + 1
end
if taken > 0 then
  redis.call('HINCRBY', KEYS[1], 'again', taken)
end
if taken < max then
  local next = tonumber(redis.call('HGET', KEYS[1], 'next') or '0')
  local chats = redis.call('LRANGE', KEYS[2], next, next + max - taken - 1)
  for i, chat in ipairs(chats) do
    local index = next + i - 1
    redis.call('HSET', KEYS[3], index, sender)
    result[#result + 1] = tostring(index)
    result[#result + 1] = chat
    result[#result + 1] = '0'
  end
  redis.call('HSET', KEYS[1], 'next', next + #chats)
end
return result

-- A sender takes the messages due: first those another sender took and never sent (earliest first), then those due
-- by now, earliest first (ties by id); each is in flight for it until sent. Nothing unless it holds the senders' lock.
-- KEYS[1] the messages waiting; KEYS[2] the messages (id -> JSON with its 'due'); KEYS[3] those in flight
-- (id -> sender); KEYS[4] the senders' lock.
-- ARGV: sender, now (epoch ms), how many at most.
-- Reply: pairs (id, JSON), in the order taken.
-- the lock's holder is the instance; a sender is the instance, or the instance and '/' and its hold of the lock
local function holds(lock, sender)
  local holder = redis.call('GET', lock)
  return holder ~= false and (holder == sender or string.sub(sender, 1, #holder + 1) == holder .. '/')
end
local sender, max = ARGV[1], tonumber(ARGV[3])
if max < 1 or not holds(KEYS[4], sender) then
  return {}
end
local result = {}
local flight = redis.call('HGETALL', KEYS[3])
local others = {}
for i = 1, #flight, 2 do
  if flight[i + 1] ~= sender then
    local json = redis.call('HGET', KEYS[2], flight[i])
    if json then
      others[#others + 1] = {id = flight[i], json = json, due = cjson.decode(json).due}
    else
      redis.call('HDEL', KEYS[3], flight[i])
    end
  end
end
table.sort(others, function(a, b)
  if a.due ~= b.due then
    return a.due < b.due
  end
  return a.id < b.id
end)
for _, other in ipairs(others) do
  if #result / 2 == max then
    break
  end
  redis.call('HSET', KEYS[3], other.id, sender)
  result[#result + 1] = other.id
  result[#result + 1] = other.json
end
local left = max - #result / 2
if left > 0 then
  local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[2], 'LIMIT', 0, left)
  for _, id in ipairs(due) do
    redis.call('ZREM', KEYS[1], id)
    redis.call('HSET', KEYS[3], id, sender)
    result[#result + 1] = id
    result[#result + 1] = redis.call('HGET', KEYS[2], id)
  end
end
return result

-- One send, counted against every cell in KEYS together: all or none (flood control shared by a bot's instances).
-- A cell is a list of the times of its last sends (microseconds, Redis's clock, so that every instance reads one
-- clock), newest first. ARGV[1] is '1' when KEYS[1] is the whole budget's cell; then, for each key, the sends a
-- window may hold and the window's length in microseconds. A send may go when, in every cell, the oldest send that
-- counts is a window old: a per-second limit (one send a window of 1 s / rate) is a minimum spacing, the per-minute
-- limit of a group a sliding window. Returns {wait of the whole budget, wait of the chat's own cells}, in
-- microseconds: {0, 0} when the send was counted.
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000000 + tonumber(clock[2])
local first_is_all = ARGV[1] == '1'
local all_wait = 0
local chat_wait = 0
for i, key in ipairs(KEYS) do
  local count = tonumber(ARGV[2 * i])
  local period = tonumber(ARGV[2 * i + 1])
  local oldest = redis.call('LINDEX', key, count - 1)
  if oldest then
    local wait = tonumber(oldest) + period - now
    if wait > 0 then
      if i == 1 and first_is_all then
        all_wait = wait
      elseif wait > chat_wait then
        chat_wait = wait
      end
    end
  end
end
if all_wait > 0 or chat_wait > 0 then
  return {all_wait, chat_wait}
end
local stamp = string.format('%d', now)
for i, key in ipairs(KEYS) do
  local count = tonumber(ARGV[2 * i])
  local period = tonumber(ARGV[2 * i + 1])
  redis.call('LPUSH', key, stamp)
  redis.call('LTRIM', key, 0, count - 1)
  -- a cell older than its window counts nothing: let Redis forget it
  redis.call('PEXPIRE', key, math.ceil(period / 1000) + 1000)
end
return {0, 0}

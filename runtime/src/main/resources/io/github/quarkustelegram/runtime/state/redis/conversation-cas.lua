-- A conversation's compare-and-set: replaces the stored state if it is still the expected one, compared as the whole
-- JSON text (its version included; the writer is canonical: fixed field order, data sorted by name).
-- KEYS[1] the conversation's key.
-- ARGV: expected JSON ('' for none), next JSON ('' to remove it), next's expiresAt in epoch milliseconds.
-- Reply: 1 when the state was the expected one and is now the next, 0 otherwise.
local stored = redis.call('GET', KEYS[1])
if ARGV[1] == '' then
  if stored then
    return 0
  end
elseif stored ~= ARGV[1] then
  return 0
end
if ARGV[2] == '' then
  if stored then
    redis.call('DEL', KEYS[1])
  end
else
  -- Redis itself ends the conversation: the key goes at its expiresAt
  redis.call('SET', KEYS[1], ARGV[2], 'PXAT', ARGV[3])
end
return 1

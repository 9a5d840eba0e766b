-- Appends recipients to a broadcast being prepared (one chunk of a call's; the chunks go in order on one connection).
-- KEYS[1] the broadcast's hash; KEYS[2] its recipients (a list of chat ids: its length is the broadcast's total).
-- ARGV: the chat ids (none: only the check).
-- Reply: 1 when appended, 0 when there is no such broadcast or it is not PREPARING.
if redis.call('HGET', KEYS[1], 'state') ~= 'PREPARING' then
  return 0
end
if #ARGV > 0 then
  redis.call('RPUSH', KEYS[2], unpack(ARGV))
end
return 1

-- Remembers why a recipient was not reached, if the broadcast is still kept (a removed one gets no keys back).
-- KEYS[1] the broadcast's hash; KEYS[2] its unreached recipients (chat id -> reason).
-- ARGV: chat id, reason.
if redis.call('EXISTS', KEYS[1]) == 1 then
  redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
end
return 1

-- Werewolf: the game channel's name when the lobby was opened. DMs name the game's channel from
-- it (the channel may not be in the cache yet right after a restart).
ALTER TABLE games ADD COLUMN channel_name TEXT;

-- Werewolf: members whose seat was handed to another (/game replace). They played the game, so
-- they never get its storyteller powers through their server permissions.
ALTER TABLE games ADD COLUMN former_players TEXT NOT NULL DEFAULT '[]';

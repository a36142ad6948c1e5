-- What a player's closed DMs refused is kept for every family, not only werewolf: the family of
-- each kept message, and the text and components of families whose DMs are not embeds alone.
ALTER TABLE kept_news ADD COLUMN family TEXT NOT NULL DEFAULT 'werewolf';
ALTER TABLE kept_news ADD COLUMN content TEXT;
ALTER TABLE kept_news ADD COLUMN components TEXT;

-- Werewolf: what a player's closed DMs refused (news, night menus). A row is written in the same
-- transaction as the outbox's failure mark of that DM, and marked shown once it came with the
-- player's next command, so a restart neither loses it nor shows it again.
CREATE TABLE kept_news (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    outbox_id INTEGER NOT NULL,
    prompt_phase TEXT,
    embeds TEXT NOT NULL,
    shown INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX kept_news_waiting ON kept_news (user_id, shown, id);

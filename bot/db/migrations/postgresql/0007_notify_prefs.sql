-- Every family: a player's choice about turn notifications by direct message (bot.shell.notify).
-- A player without a row gets them (the default); the ping in the game's thread is not optional.
CREATE TABLE notify_prefs (
    user_id BIGINT PRIMARY KEY,
    turn_dms INTEGER NOT NULL DEFAULT 1
);

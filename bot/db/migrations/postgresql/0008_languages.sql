-- Every family: the language a player chose for their DMs and private answers (/language me;
-- NULL: none chosen) and the locale their Discord client last sent (for DMs a deadline sends,
-- with no interaction to take it from); the language a game's public posts are written in (set
-- in its lobby; no row: the server's preferred locale). See bot/i18n/choice.py.
CREATE TABLE player_languages (
    user_id BIGINT PRIMARY KEY,
    chosen TEXT,
    client TEXT
);
CREATE TABLE game_languages (
    family TEXT NOT NULL,
    game_id BIGINT NOT NULL,
    locale TEXT NOT NULL,
    PRIMARY KEY (family, game_id)
);

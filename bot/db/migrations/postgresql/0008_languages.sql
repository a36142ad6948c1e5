-- Every family: the language a player chose for their DMs and private answers (/language me),
-- and the language a game's public posts are written in (set in its lobby). Without a row: the
-- player's Discord locale, the server's preferred locale (see bot/i18n/choice.py).
CREATE TABLE player_languages (
    user_id BIGINT PRIMARY KEY,
    locale TEXT NOT NULL
);
CREATE TABLE game_languages (
    family TEXT NOT NULL,
    game_id BIGINT NOT NULL,
    locale TEXT NOT NULL,
    PRIMARY KEY (family, game_id)
);

-- Games (one row each, the state the bot needs besides the engine) and their append-only actions.
CREATE TABLE games (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    storyteller_id INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('lobby', 'running', 'over')),
    settings TEXT NOT NULL,
    members TEXT NOT NULL DEFAULT '[]',
    setup TEXT,
    draws TEXT NOT NULL DEFAULT '{}',
    phase TEXT,
    lobby_message_id INTEGER,
    tally_message_id INTEGER,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel_id)
    WHERE status != 'over';
CREATE TABLE actions (
    game_id INTEGER NOT NULL REFERENCES games (id),
    seq INTEGER NOT NULL,
    action TEXT NOT NULL,
    user_id INTEGER,
    created_at TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);

-- Games of any hosted family (Quantum Cloud first), apart from the werewolf tables, and their
-- append-only actions. Times, options and message maps are text (ISO times, JSON).
CREATE TABLE family_games (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    family TEXT NOT NULL,
    guild_id INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    thread_id INTEGER,
    host_id INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('lobby', 'running', 'over')),
    options TEXT NOT NULL DEFAULT '{}',
    seats TEXT NOT NULL DEFAULT '[]',
    setup TEXT,
    draws TEXT NOT NULL DEFAULT '{}',
    lobby_message_id INTEGER,
    post_message_id INTEGER,
    window_message_id INTEGER,
    deadline TEXT,
    deadline_kind TEXT,
    deadline_span REAL,
    reminded INTEGER NOT NULL DEFAULT 0,
    paused_left REAL,
    extra TEXT NOT NULL DEFAULT '{}',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX family_games_one_per_thread ON family_games (thread_id);
CREATE INDEX family_games_open ON family_games (status);
CREATE TABLE family_actions (
    game_id INTEGER NOT NULL REFERENCES family_games (id),
    seq INTEGER NOT NULL,
    actor INTEGER,
    action TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);
-- Files a family keeps per server (Quantum Cloud's saved decks): one body per (guild, family, key).
CREATE TABLE family_files (
    guild_id INTEGER NOT NULL,
    family TEXT NOT NULL,
    key TEXT NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    owner_id INTEGER NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (guild_id, family, key)
);

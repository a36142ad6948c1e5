-- Every family's games are addressed by (family, id): Quantum Werewolf's games can move into
-- these tables keeping the ids their posted buttons carry, even where another family's game
-- has the same number. New games take their ids from one counter over every family, past every
-- id in use, so a new game's number is never another game's. SQLite cannot change a primary
-- key in place: the tables are made again and their rows copied.
CREATE TABLE family_games_v2 (
    family TEXT NOT NULL,
    id INTEGER NOT NULL,
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
    updated_at TEXT NOT NULL,
    version INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (family, id)
);
INSERT INTO family_games_v2 (family, id, guild_id, channel_id, thread_id, host_id, status,
    options, seats, setup, draws, lobby_message_id, post_message_id, window_message_id,
    deadline, deadline_kind, deadline_span, reminded, paused_left, extra, created_at,
    updated_at, version)
SELECT family, id, guild_id, channel_id, thread_id, host_id, status, options, seats, setup,
    draws, lobby_message_id, post_message_id, window_message_id, deadline, deadline_kind,
    deadline_span, reminded, paused_left, extra, created_at, updated_at, version
FROM family_games;
CREATE TABLE family_actions_v2 (
    family TEXT NOT NULL,
    game_id INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    actor INTEGER,
    action TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (family, game_id, seq),
    FOREIGN KEY (family, game_id) REFERENCES family_games_v2 (family, id)
);
INSERT INTO family_actions_v2 (family, game_id, seq, actor, action, created_at)
SELECT g.family, a.game_id, a.seq, a.actor, a.action, a.created_at
FROM family_actions AS a JOIN family_games AS g ON g.id = a.game_id;
DROP TABLE family_actions;
DROP TABLE family_games;
ALTER TABLE family_games_v2 RENAME TO family_games;
ALTER TABLE family_actions_v2 RENAME TO family_actions;
CREATE UNIQUE INDEX family_games_one_per_thread ON family_games (thread_id);
CREATE INDEX family_games_open ON family_games (status);
-- The last id given to a game of any family (one row).
CREATE TABLE family_game_ids (
    one INTEGER PRIMARY KEY CHECK (one = 1),
    last INTEGER NOT NULL
);
INSERT INTO family_game_ids (one, last) SELECT 1, COALESCE(MAX(id), 0) FROM family_games;

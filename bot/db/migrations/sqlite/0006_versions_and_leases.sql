-- Several processes on one database (see docs/architecture.md): every write of a game moves
-- its version on, so a process whose memory of the game is older sees it and reads it again;
-- and a process sends a game's outbox rows only while it holds that game's lease.
-- (SQLite is one process's file; the columns keep both backends' SQL the same.)
ALTER TABLE games ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE family_games ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
CREATE TABLE outbox_leases (
    family TEXT NOT NULL,
    game_id INTEGER NOT NULL,
    owner TEXT NOT NULL,
    until TEXT NOT NULL,
    PRIMARY KEY (family, game_id)
);

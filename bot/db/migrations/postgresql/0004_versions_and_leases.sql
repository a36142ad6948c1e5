-- Several processes on one database (see docs/architecture.md): every write of a game moves
-- its version on, so a process whose memory of the game is older sees it and reads it again;
-- and a process sends a game's outbox rows only while it holds that game's lease (until: an
-- ISO UTC time, after which another process may take the lease over).
ALTER TABLE games ADD COLUMN version BIGINT NOT NULL DEFAULT 0;
ALTER TABLE family_games ADD COLUMN version BIGINT NOT NULL DEFAULT 0;
CREATE TABLE outbox_leases (
    family TEXT NOT NULL,
    game_id BIGINT NOT NULL,
    owner TEXT NOT NULL,
    until TEXT NOT NULL,
    PRIMARY KEY (family, game_id)
);

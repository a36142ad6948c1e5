-- Every family's games are addressed by (family, id): Quantum Werewolf's games can move into
-- these tables keeping the ids their posted buttons carry, even where another family's game
-- has the same number. New games take their ids from one counter over every family, past every
-- id in use, so a new game's number is never another game's.
ALTER TABLE family_actions DROP CONSTRAINT family_actions_game_id_fkey;
ALTER TABLE family_actions ADD COLUMN family TEXT;
UPDATE family_actions AS a SET family = g.family FROM family_games AS g WHERE g.id = a.game_id;
ALTER TABLE family_actions ALTER COLUMN family SET NOT NULL;
ALTER TABLE family_actions DROP CONSTRAINT family_actions_pkey;
ALTER TABLE family_actions ADD PRIMARY KEY (family, game_id, seq);
ALTER TABLE family_games DROP CONSTRAINT family_games_pkey;
ALTER TABLE family_games ADD PRIMARY KEY (family, id);
ALTER TABLE family_games ALTER COLUMN id DROP IDENTITY;
ALTER TABLE family_actions ADD FOREIGN KEY (family, game_id) REFERENCES family_games (family, id);
-- The last id given to a game of any family (one row).
CREATE TABLE family_game_ids (
    one INTEGER PRIMARY KEY CHECK (one = 1),
    last BIGINT NOT NULL
);
INSERT INTO family_game_ids (one, last) SELECT 1, COALESCE(MAX(id), 0) FROM family_games;

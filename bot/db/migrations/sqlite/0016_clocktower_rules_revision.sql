-- Quantum Clocktower games of script 2 (and its test cuts) stored before the setup carried the
-- rules' revision were played under the first: their fallback F drew numbers 0 to 4. Their
-- setup says so now, so they replay exactly as they were played (a new game's setup carries
-- the current revision).
UPDATE family_games
SET setup = json_set(setup, '$.revision', 1)
WHERE family = 'clocktower'
    AND setup IS NOT NULL
    AND json_extract(setup, '$.script') IN ('uncertainty_principle', 'mini_uncertainty', 'mini_atheist')
    AND json_type(setup, '$.revision') IS NULL;

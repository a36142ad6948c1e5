-- A direct message may be for a game another process opened: the process it reaches reads the
-- open games' ids first. Each game opened, ended (or removed) is told to every process, as
-- 'family_games:<id>' on superpost_changes (migration 13), so that one told of none since its
-- last look need not look again. A game's other writes are not told: they change no open set.
CREATE TRIGGER family_games_opened AFTER INSERT OR DELETE ON family_games
    FOR EACH ROW EXECUTE FUNCTION superpost_note_change('id');

CREATE TRIGGER family_games_ended AFTER UPDATE OF status ON family_games
    FOR EACH ROW WHEN ((OLD.status = 'over') IS DISTINCT FROM (NEW.status = 'over'))
    EXECUTE FUNCTION superpost_note_change('id');

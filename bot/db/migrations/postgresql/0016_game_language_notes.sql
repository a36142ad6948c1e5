-- A game's language is read by each of its deadlines' ticks: every process keeps it in memory, told
-- of each change as 'game_languages:<family>:<game_id>' on superpost_changes (migration 13), the
-- key being the table's two columns.
CREATE FUNCTION superpost_note_pair_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    changed jsonb := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
BEGIN
    PERFORM pg_notify(
        'superpost_changes',
        TG_TABLE_NAME || ':' || (changed ->> TG_ARGV[0]) || ':' || (changed ->> TG_ARGV[1])
    );
    RETURN NULL;
END
$$;

CREATE TRIGGER game_languages_changed AFTER INSERT OR UPDATE OR DELETE ON game_languages
    FOR EACH ROW EXECUTE FUNCTION superpost_note_pair_change('family', 'game_id');

-- Every process may keep rows read often in its memory (a player's language and turn-DM choice,
-- whether kept news waits for a player): each change is told to every process, as 'table:key' on the
-- channel superpost_changes, once its transaction commits, whichever process wrote it.
CREATE FUNCTION superpost_note_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify(
        'superpost_changes',
        TG_TABLE_NAME || ':' || ((
            CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END
        ) ->> TG_ARGV[0])
    );
    RETURN NULL;
END
$$;

CREATE TRIGGER player_languages_changed AFTER INSERT OR UPDATE OR DELETE ON player_languages
    FOR EACH ROW EXECUTE FUNCTION superpost_note_change('user_id');

CREATE TRIGGER kept_news_kept AFTER INSERT ON kept_news
    FOR EACH ROW EXECUTE FUNCTION superpost_note_change('user_id');

CREATE TRIGGER notify_prefs_changed AFTER INSERT OR UPDATE OR DELETE ON notify_prefs
    FOR EACH ROW EXECUTE FUNCTION superpost_note_change('user_id');

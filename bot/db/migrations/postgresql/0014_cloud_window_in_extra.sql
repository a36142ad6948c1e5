-- Quantum Cloud's window post keeps its message id in its game's extra (``posted``, beside the
-- other families' keyed posts), no longer in a column of the row every family shares: a game
-- in progress goes on editing (and taking presses on) the same window post.
UPDATE family_games
SET extra = (
    extra::jsonb || jsonb_build_object(
        'posted',
        COALESCE(extra::jsonb -> 'posted', '{}'::jsonb)
            || jsonb_build_object('window', window_message_id)
    )
)::text
WHERE window_message_id IS NOT NULL;
ALTER TABLE family_games DROP COLUMN window_message_id;

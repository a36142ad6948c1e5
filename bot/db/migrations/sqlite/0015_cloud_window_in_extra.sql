-- Quantum Cloud's window post keeps its message id in its game's extra (``posted``, beside the
-- other families' keyed posts), no longer in a column of the row every family shares: a game
-- in progress goes on editing (and taking presses on) the same window post.
UPDATE family_games
SET extra = json_patch(extra, json_object('posted', json_object('window', window_message_id)))
WHERE window_message_id IS NOT NULL;
ALTER TABLE family_games DROP COLUMN window_message_id;

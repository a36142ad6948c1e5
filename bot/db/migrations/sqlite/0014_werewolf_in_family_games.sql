-- Quantum Werewolf's games and actions move into the shell's tables, keeping their ids (its
-- posted buttons carry them). Its own fields go in the typed ``extra`` of its family
-- (cogs.werewolf.models.WerewolfExtra); the ids of what the outbox sender made on Discord for a
-- game (roles, the channel of the dead) in ``made``, a column only the sender writes (a
-- command's save cannot put back an older value); the tally's message in ``post_message_id``.
-- A game over whose end an older bot never announced (pending_announce) stays open until the
-- bot announces it.
ALTER TABLE family_games ADD COLUMN made TEXT NOT NULL DEFAULT '{}';
INSERT INTO family_games (family, id, guild_id, channel_id, thread_id, host_id, status, options,
    seats, setup, draws, lobby_message_id, post_message_id, deadline, deadline_kind,
    paused_left, extra, made, created_at, updated_at, version)
SELECT 'werewolf', id, guild_id, channel_id, NULL, storyteller_id,
    CASE WHEN status = 'over' AND pending_announce = 1 THEN 'running' ELSE status END,
    settings, members, setup, draws, lobby_message_id, tally_message_id, deadline,
    deadline_phase, paused_left,
    json_object(
        'phase', phase,
        'phase_started', phase_started,
        'reminders_sent', json(reminders_sent),
        'co_storytellers', json(co_storytellers),
        'former_players', json(former_players),
        'channel_name', channel_name,
        'pending_announce', json(CASE WHEN pending_announce = 1 THEN 'true' ELSE 'false' END),
        'ended', json(CASE WHEN pending_announce = 1 AND status = 'over' THEN 'true' ELSE 'false' END)
    ),
    json_object(
        'alive_role_id', alive_role_id,
        'dead_role_id', dead_role_id,
        'dead_channel_id', dead_channel_id
    ),
    created_at, updated_at, version
FROM games;
INSERT INTO family_actions (family, game_id, seq, actor, action, created_at)
SELECT 'werewolf', game_id, seq, user_id, action, created_at FROM actions;
UPDATE family_game_ids SET last = MAX(last, (SELECT COALESCE(MAX(id), 0) FROM games));
DROP TABLE actions;
DROP TABLE games;
-- One open werewolf game per channel (the other families play in threads of their own).
CREATE UNIQUE INDEX family_games_one_open_per_channel ON family_games (channel_id)
    WHERE family = 'werewolf' AND status != 'over';

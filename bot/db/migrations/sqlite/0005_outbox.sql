-- The outbox: what a change of a game must show on Discord, written in the same transaction as
-- the change and sent afterwards, once (see bot/outbox.py). Rows of any game family.
CREATE TABLE outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    family TEXT NOT NULL,
    game_id INTEGER NOT NULL,
    batch TEXT NOT NULL,
    kind TEXT NOT NULL,
    target INTEGER NOT NULL,
    payload TEXT NOT NULL,
    key TEXT,
    state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed')),
    message_id INTEGER,
    created_at TEXT NOT NULL
);
CREATE INDEX outbox_pending ON outbox (state, id);
CREATE INDEX outbox_keys ON outbox (family, game_id, key, id);
CREATE INDEX outbox_batches ON outbox (batch);
CREATE INDEX outbox_targets ON outbox (target, id);

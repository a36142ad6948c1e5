ALTER TABLE games ADD COLUMN deadline TEXT;
ALTER TABLE games ADD COLUMN deadline_phase TEXT;
ALTER TABLE games ADD COLUMN paused_left REAL;
ALTER TABLE games ADD COLUMN phase_started TEXT;
ALTER TABLE games ADD COLUMN reminders_sent TEXT NOT NULL DEFAULT '[]';
ALTER TABLE games ADD COLUMN co_storytellers TEXT NOT NULL DEFAULT '[]';
ALTER TABLE games ADD COLUMN alive_role_id INTEGER;
ALTER TABLE games ADD COLUMN dead_role_id INTEGER;
ALTER TABLE games ADD COLUMN dead_channel_id INTEGER;

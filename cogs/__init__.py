"""Discord features, one per extension: lobby, night, day, info, storyteller."""

"""The Discord shell around the engine: settings, storage, rendering, the bot and its views."""

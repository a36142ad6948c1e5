"""``python -m bot``: start the bot (exit code 2 when it is not configured)."""

from __future__ import annotations

import logging
import sys

from bot.settings import MISSING_TOKEN, SettingsError, load_settings


def main() -> int:
    """Read the settings, then run the bot until it is stopped."""
    try:
        settings = load_settings()
    except SettingsError as error:
        print(f"{error}\nFix it in .env (see .env.example) and start again.", file=sys.stderr)
        return 2
    if settings.discord_token is None or not settings.discord_token.get_secret_value():
        print(MISSING_TOKEN, file=sys.stderr, end="")
        return 2
    from bot.client import QWBot

    bot = QWBot(settings)
    bot.run(
        settings.discord_token.get_secret_value(),
        log_level=getattr(logging, settings.log_level),
        root_logger=True,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

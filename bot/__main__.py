"""``python -m bot``: start the bot (exit code 2 when it is not configured).

``python -m bot --sandbox-without-token`` (what ``make run`` runs) starts the local sandbox
(``bot.sandbox``, a separate entry point) instead of exiting when no token is set.
"""

from __future__ import annotations

import logging
import sys

from bot.settings import MISSING_TOKEN, SettingsError, load_settings

SANDBOX_FLAG = "--sandbox-without-token"


def main(argv: list[str] | None = None) -> int:
    """Read the settings, then run the bot until it is stopped."""
    args = sys.argv[1:] if argv is None else argv
    try:
        settings = load_settings()
    except SettingsError as error:
        print(f"{error}\nFix it in .env (see .env.example) and start again.", file=sys.stderr)
        return 2
    if settings.discord_token is None or not settings.discord_token.get_secret_value():
        if SANDBOX_FLAG in args:
            from bot.sandbox.__main__ import main as sandbox

            print("DISCORD_TOKEN is not set: starting the local sandbox instead.", flush=True)
            return sandbox([arg for arg in args if arg != SANDBOX_FLAG])
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

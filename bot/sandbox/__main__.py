"""``python -m bot.sandbox``: the local sandbox (what ``make run`` starts without a token)."""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import shutil
import sys
import webbrowser
from pathlib import Path

DEFAULT_PORT = 8750


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m bot.sandbox",
        description="Play with the real bot in a local sandbox page (no Discord needed).",
    )
    parser.add_argument(
        "--port",
        type=int,
        default=DEFAULT_PORT,
        help=f"port on 127.0.0.1 (default {DEFAULT_PORT}; 0: any free)",
    )
    parser.add_argument("--no-browser", action="store_true", help="do not open a browser")
    parser.add_argument(
        "--speed",
        type=float,
        default=60.0,
        help="sandbox seconds per real second (default 60: a 2 h night takes 2 minutes; 0: paused)",
    )
    parser.add_argument(
        "--night-hours", type=float, default=2.0, help="night length of the first game"
    )
    parser.add_argument("--day-hours", type=float, default=4.0, help="day length of the first game")
    parser.add_argument(
        "--db",
        type=Path,
        default=Path("./data/sandbox.sqlite3"),
        help="the sandbox's SQLite file (recreated)",
    )
    parser.add_argument("--no-lobby", action="store_true", help="do not open a game at start")
    return parser.parse_args(argv)


def browser_wanted(no_browser: bool) -> bool:
    """Open a browser only when asked, not in CI, and when one is there to open."""
    if no_browser or os.environ.get("CI", "").lower() in ("1", "true", "yes"):
        return False
    if sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    ):
        return False
    try:
        webbrowser.get()
    except webbrowser.Error:
        return False
    return shutil.which("xdg-open") is not None or sys.platform != "linux"


def banner(url: str) -> str:
    from bot.sandbox.web import CONNECT_DISCORD

    return (
        "\nSuperpost — LOCAL SANDBOX (no Discord: an in-memory server on this computer)\n"
        f"\n    Open {url}\n\n"
        "Act as the storyteller or any player, read their DMs, `/sandbox fill 9` for bot-driven\n"
        "players. Stop with Ctrl+C.\n\n" + CONNECT_DISCORD + "\n"
    )


async def run(args: argparse.Namespace) -> None:
    from bot.sandbox.runtime import Options, running
    from bot.sandbox.web import serve

    options = Options(
        db_path=args.db,
        speed=max(args.speed, 0.0),
        night_hours=args.night_hours,
        day_hours=args.day_hours,
        open_lobby=not args.no_lobby,
    )
    async with running(options) as sandbox:
        runner, port = await serve(sandbox, args.port)
        url = f"http://127.0.0.1:{port}/"
        print(banner(url), flush=True)
        if browser_wanted(args.no_browser):
            webbrowser.open(url)
        try:
            await asyncio.Event().wait()
        finally:
            await runner.cleanup()


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    # discord.py's notes about voice and intents concern Discord, not the sandbox.
    logging.getLogger("discord").setLevel(logging.ERROR)
    try:
        from simcord.preview import Preview  # noqa: F401
    except ImportError:
        print(
            "The sandbox needs simcord's preview extra: pip install -e '.[sandbox]' "
            "(make run installs it).",
            file=sys.stderr,
        )
        return 2
    try:
        asyncio.run(run(args))
    except KeyboardInterrupt:
        print("\nSandbox stopped.")
    except OSError as error:
        print(f"The sandbox could not start: {error}. Try another --port.", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Typed settings, read once from the environment (and ``.env``) and checked at start-up."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Literal

from dotenv import load_dotenv
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SecretStr,
    ValidationError,
    field_validator,
    model_validator,
)

DEFAULT_DB_PATH = Path("./data/bot.sqlite3")

MISSING_TOKEN = """\
DISCORD_TOKEN is not set, so the bot cannot log in.

What to do:
  1. Create an application and its bot user at https://discord.com/developers/applications
     (docs/bot.md walks through it) and copy the bot's token.
  2. Copy .env.example to .env and put the token after DISCORD_TOKEN=
     (or export DISCORD_TOKEN in the environment).
  3. Run `make run` (or `python -m bot`) again.

To try the bot without Discord first: `make run` without a token opens a local sandbox page
(docs/sandbox.md).
"""


class SettingsError(ValueError):
    """A setting has a value the bot cannot use; the message says which and why."""


class Settings(BaseModel):
    """Everything the bot reads from its environment."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    discord_token: SecretStr | None = None
    """The bot user's token (DISCORD_TOKEN)."""
    db_path: Path = DEFAULT_DB_PATH
    """Where the SQLite database lives (DB_PATH), unless DATABASE_URL names another database."""
    database_url: str | None = Field(default=None, pattern=r"^(postgres|postgresql|sqlite)://")
    """A PostgreSQL (``postgresql://user:password@host:port/db``) or SQLite (``sqlite:///path``)
    database (DATABASE_URL); PostgreSQL lets several bot processes share one database."""
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = "INFO"
    """How much the bot logs (LOG_LEVEL)."""
    sync_guild_id: int | None = Field(default=None, gt=0)
    """Also copy the slash commands to this one guild at start-up, where they show at once
    (SYNC_GUILD_ID; for development)."""
    shard_count: int | None = Field(default=None, ge=1, le=1000)
    """How many shards the bot runs as in all (SHARD_COUNT); ``None``: the number Discord
    recommends, every shard in this process."""
    shard_ids: tuple[int, ...] | None = None
    """The shards this process runs (SHARD_IDS, e.g. ``0,1``), when several processes share the
    shards and one PostgreSQL database; needs SHARD_COUNT. ``None``: every shard."""
    draw_in: Literal["process", "thread"] = "thread"
    """Where the images are drawn (DRAW_IN, :mod:`bot.drawing`): ``thread``, a worker thread, or
    ``process``, a process of their own, so that drawing never holds the interpreter the event
    loop runs in. The thread by default: on the 2-core machine the process took the second core
    from the loop and the worker, and 1000 games on PostgreSQL answered slower with it (ack p99
    145-148 against 94 ms, longest stall 186-217 against 161 ms, docs/benchmarks.md session 41);
    ``process`` is for a machine with cores to spare (not measured here)."""

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _split_ids(cls, value: object) -> object:
        if isinstance(value, str):
            return tuple(part.strip() for part in value.split(",") if part.strip())
        return value

    @model_validator(mode="after")
    def _shards_fit(self) -> Settings:
        if self.shard_ids is None:
            return self
        if self.shard_count is None:
            raise ValueError("SHARD_IDS needs SHARD_COUNT (how many shards there are in all)")
        if not self.shard_ids:
            raise ValueError("SHARD_IDS names no shard")
        if len(set(self.shard_ids)) != len(self.shard_ids):
            raise ValueError("SHARD_IDS names a shard twice")
        bad = [i for i in self.shard_ids if not 0 <= i < self.shard_count]
        if bad:
            raise ValueError(f"SHARD_IDS {bad} are not between 0 and SHARD_COUNT - 1")
        return self


ENV_NAMES = {
    "discord_token": "DISCORD_TOKEN",
    "db_path": "DB_PATH",
    "database_url": "DATABASE_URL",
    "log_level": "LOG_LEVEL",
    "sync_guild_id": "SYNC_GUILD_ID",
    "shard_count": "SHARD_COUNT",
    "shard_ids": "SHARD_IDS",
    "draw_in": "DRAW_IN",
}


def load_settings(
    environ: Mapping[str, str] | None = None, *, dotenv_path: str | Path | None = ".env"
) -> Settings:
    """Read the settings from ``environ`` (default: ``os.environ`` after loading ``.env``)."""
    if environ is None:
        if dotenv_path is not None:
            load_dotenv(dotenv_path, override=False)
        environ = os.environ
    raw: dict[str, object] = {}
    for field, name in ENV_NAMES.items():
        value = environ.get(name, "").strip()
        if value:
            raw[field] = value.upper() if field == "log_level" else value
    try:
        return Settings.model_validate(raw)
    except ValidationError as error:
        problems = []
        for item in error.errors():
            field = str(item["loc"][0]) if item["loc"] else "?"
            name = ENV_NAMES.get(field, field) if item["loc"] else "SHARD_IDS"
            secret = name in {"DISCORD_TOKEN", "DATABASE_URL"}  # a URL may hold a password
            shown = "" if secret else f" (got {environ.get(name)!r})"
            problems.append(f"{name}: {item['msg']}{shown}")
        raise SettingsError("bad setting: " + "; ".join(problems)) from None


def database_target(settings: Settings) -> str:
    """What :meth:`bot.shared_storage.SharedStorage.open` should open: DATABASE_URL, else DB_PATH."""
    return settings.database_url or str(settings.db_path)

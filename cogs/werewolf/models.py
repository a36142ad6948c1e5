"""What the bot keeps about a game besides the engine record: settings, members, message ids."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from pydantic import BaseModel, ConfigDict

from bot.shell.store import GameStatus
from engine.werewolf import GameSetup, MissingAttack, Preset, Reveal, TieRule, make_setup

DEFAULT_NIGHT_HOURS = 24.0
DEFAULT_DAY_HOURS = 48.0
DEFAULT_REMINDERS = (12.0, 1.0)
MIN_PHASE_HOURS = 0.25
MAX_PHASE_HOURS = 24.0 * 14
MAX_EXTEND_HOURS = 24.0 * 7
MAX_REMINDERS = 5


Status = GameStatus
"""The shell's status (one enum for every family). Kept under this name only for the sandbox
(:mod:`bot.sandbox`), which imports it from here."""


class GameSettings(BaseModel):
    """The storyteller's choices at ``/game create``."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    preset: Preset = Preset.CISRA
    wolves: int | None = None
    reveal: Reveal = Reveal.TEAM
    tie_rule: TieRule = TieRule.NO_LYNCH
    seer_column: bool = False
    hide_dead: bool = False
    missing_attack: MissingAttack = MissingAttack.RANDOM
    majority_ends_day: bool = True
    """A majority of votes ends the day at once (otherwise ``/game advance`` does)."""
    night_hours: float = DEFAULT_NIGHT_HOURS
    """How long a night lasts before it resolves with whatever actions are in."""
    day_hours: float = DEFAULT_DAY_HOURS
    """How long a day lasts before it resolves with the votes cast (missing votes abstain)."""
    reminder_hours: tuple[float, ...] = DEFAULT_REMINDERS
    """Hours before a deadline at which players who still owe a choice get a DM."""
    close_to_outsiders: bool = False
    """Only living players may post in the game channel (needs Manage Roles)."""
    dead_channel: bool = False
    """Open a channel for the dead and spectators (needs Manage Channels)."""

    def setup(self, players: list[str], seed: int | str) -> GameSetup:
        """The engine setup for these players (raises ``SetupError``)."""
        return make_setup(
            players=players,
            preset=self.preset,
            wolves=self.wolves,
            reveal=self.reveal,
            tie_rule=self.tie_rule,
            seer_column=self.seer_column,
            hide_dead=self.hide_dead,
            missing_attack=self.missing_attack,
            seed=seed,
        )

    def describe(self) -> list[tuple[str, str]]:
        """Name and value of every setting, for people."""
        return [
            ("Rules", self.preset.value),
            ("Wolves", "default (players ÷ 4)" if self.wolves is None else str(self.wolves)),
            ("Deaths reveal", self.reveal.value),
            ("Tie", self.tie_rule.value),
            ("Seer % column", "yes" if self.seer_column else "no"),
            ("Dead % column", "hidden" if self.hide_dead else "shown"),
            ("Missing attack", self.missing_attack.value),
            ("Majority ends the day", "yes" if self.majority_ends_day else "no"),
            ("Night length", hours_text(self.night_hours)),
            ("Day length", hours_text(self.day_hours)),
            ("Reminders", reminders_text(self.reminder_hours)),
            ("Channel closed to non-players", "yes" if self.close_to_outsiders else "no"),
            ("Channel for the dead", "yes" if self.dead_channel else "no"),
        ]

    def phase_seconds(self, night: bool) -> float:
        """The length of a night or a day, in seconds."""
        return (self.night_hours if night else self.day_hours) * 3600


def hours_text(hours: float) -> str:
    """``24 h``, ``1.5 h``, ``30 min``."""
    if hours < 1:
        return f"{round(hours * 60)} min"
    return f"{hours:g} h"


def reminders_text(hours: tuple[float, ...]) -> str:
    """``12 h and 1 h before the deadline`` (or ``none``)."""
    if not hours:
        return "none"
    return " and ".join(hours_text(h) for h in hours) + " before the deadline"


def check_hours(
    option: str, hours: float, *, low: float = MIN_PHASE_HOURS, high: float = MAX_PHASE_HOURS
) -> float:
    """``hours`` if it lies within ``low``..``high``, else ``ValueError`` saying so to the user.

    Discord enforces the same range on the options; this check is for clients that do not."""
    if not low <= hours <= high:  # also refuses NaN
        raise ValueError(
            f"`{option}` must be between {low:g} and {high:g} hours; you gave {str(hours)[:20]}."
        )
    return float(hours)


def parse_reminders(text: str) -> tuple[float, ...]:
    """``"12, 1"`` -> ``(12.0, 1.0)``; ``"none"`` -> ``()``. Raises ``ValueError``."""
    cleaned = text.strip().casefold()
    if len(cleaned) > 100:
        raise ValueError("that is too long: give at most a few hours, like `12,1`")
    if cleaned in {"", "none", "no", "off", "-"}:
        return ()
    hours = []
    for part in cleaned.replace(";", ",").split(","):
        shown = repr(part.strip()[:20])  # an error quotes a little of the input, never all of it
        try:
            value = float(part.strip().removesuffix("h").strip())
        except ValueError:
            raise ValueError(f"{shown} is not a number of hours") from None
        if not 0 < value <= MAX_PHASE_HOURS:
            raise ValueError(f"{shown} is not between 0 and {MAX_PHASE_HOURS} hours")
        hours.append(value)
    if len(hours) > MAX_REMINDERS:
        raise ValueError(f"at most {MAX_REMINDERS} reminders")
    return tuple(sorted(set(hours), reverse=True))


class Member(BaseModel):
    """A Discord user seated in a game (seat = index in ``GameRow.members``)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    user_id: int
    name: str


@dataclass
class GameRow:
    """One row of the ``games`` table."""

    id: int
    guild_id: int
    channel_id: int
    storyteller_id: int
    status: GameStatus
    settings: GameSettings
    members: list[Member] = field(default_factory=list)
    setup: GameSetup | None = None
    draws: dict[str, str] = field(default_factory=dict)
    phase: str | None = None
    lobby_message_id: int | None = None
    tally_message_id: int | None = None
    pending_announce: bool = False
    """Databases from before the outbox: a resolution committed but not announced (the bot
    queues its announcement at start-up). Announcements are now outbox rows."""
    deadline: dt.datetime | None = None
    """When the current phase resolves on its own (``None``: paused, or not running)."""
    deadline_phase: str | None = None
    """The phase ``deadline`` belongs to (a deadline never resolves another phase)."""
    paused_left: float | None = None
    """While paused: the seconds that were left until the deadline."""
    phase_started: dt.datetime | None = None
    """When the current phase began: actions sent before it were meant for an earlier one."""
    reminders_sent: list[float] = field(default_factory=list)
    """Reminders (hours before the deadline) already sent this phase."""
    co_storytellers: list[int] = field(default_factory=list)
    """Members who may run storyteller commands besides the storyteller."""
    former_players: list[int] = field(default_factory=list)
    """Members whose seat was handed to another: they played, so they may never tell."""
    alive_role_id: int | None = None
    dead_role_id: int | None = None
    dead_channel_id: int | None = None
    channel_name: str | None = None
    """The game channel's name when the lobby opened: DMs name the game by it, never by the
    client's cache (empty right after a restart). ``None`` in games from before it was kept."""
    created_at: str = ""
    updated_at: str = ""
    version: int = 0
    """How many times the row was written: a write is refused (``StaleGameError``) when the
    database's version differs, i.e. another process changed the game meanwhile."""

    def seat_of(self, user_id: int) -> int | None:
        """The seat of a user, or ``None`` when they do not play."""
        for seat, member in enumerate(self.members):
            if member.user_id == user_id:
                return seat
        return None

    def played(self, user_id: int) -> bool:
        """Whether a user plays in this game now or held a seat earlier."""
        return self.seat_of(user_id) is not None or user_id in self.former_players

    def is_storyteller(self, user_id: int) -> bool:
        """The storyteller or a co-storyteller."""
        return user_id == self.storyteller_id or user_id in self.co_storytellers

"""What the bot keeps about a game besides the engine record: settings, members, message ids."""

from __future__ import annotations

import datetime as dt
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

from bot.i18n import Msg
from bot.shell.hosts import HostsExtra
from bot.shell.row_model import RowModel, model_column
from bot.shell.store import FamilyGameRow
from engine.werewolf import GameSetup, MissingAttack, Preset, Reveal, TieRule, make_setup

DEFAULT_NIGHT_HOURS = 24.0
DEFAULT_DAY_HOURS = 48.0
DEFAULT_REMINDERS = (12.0, 1.0)
MIN_PHASE_HOURS = 0.25
MAX_PHASE_HOURS = 24.0 * 14
MAX_EXTEND_HOURS = 24.0 * 7
MAX_REMINDERS = 5


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

    def phase_seconds(self, night: bool) -> float:
        """The length of a night or a day, in seconds."""
        return (self.night_hours if night else self.day_hours) * 3600


def check_hours(
    option: str, hours: float, *, low: float = MIN_PHASE_HOURS, high: float = MAX_PHASE_HOURS
) -> float:
    """``hours`` if it lies within ``low``..``high``, else ``ValueError`` whose argument is the
    :class:`~bot.i18n.Msg` saying so to the user.

    Discord enforces the same range on the options; this check is for clients that do not."""
    if not low <= hours <= high:  # also refuses NaN
        raise ValueError(
            Msg.of(
                "werewolf-refusal-hours",
                option=option,
                low=f"{low:g}",
                high=f"{high:g}",
                given=str(hours)[:20],
            )
        )
    return float(hours)


def _reminders(why: str, part: str = "") -> Msg:
    return Msg.of(
        "werewolf-refusal-reminders",
        why=why,
        part=part,
        most=f"{MAX_PHASE_HOURS:g}" if why == "range" else str(MAX_REMINDERS),
    )


def parse_reminders(text: str) -> tuple[float, ...]:
    """``"12, 1"`` -> ``(12.0, 1.0)``; ``"none"`` -> ``()``. Raises ``ValueError`` whose
    argument is the :class:`~bot.i18n.Msg` telling the user why."""
    cleaned = text.strip().casefold()
    if len(cleaned) > 100:
        raise ValueError(_reminders("long"))
    if cleaned in {"", "none", "no", "off", "-"}:
        return ()
    hours = []
    for part in cleaned.replace(";", ",").split(","):
        shown = repr(part.strip()[:20])  # an error quotes a little of the input, never all of it
        try:
            value = float(part.strip().removesuffix("h").strip())
        except ValueError:
            raise ValueError(_reminders("number", shown)) from None
        if not 0 < value <= MAX_PHASE_HOURS:
            raise ValueError(_reminders("range", shown)) from None
        hours.append(value)
    if len(hours) > MAX_REMINDERS:
        raise ValueError(_reminders("many"))
    return tuple(sorted(set(hours), reverse=True))


class Member(BaseModel):
    """A Discord user seated in a game (seat = index in the row's ``seats``)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    user_id: int
    name: str


OLD_KEYS = {"co_storytellers": "co_hosts", "former_players": "removed"}
"""The keys werewolf kept its co-storytellers and former players under before it used the
shell's (:class:`~bot.shell.hosts.HostsExtra`): a game stored then reads them on."""


class WerewolfExtra(HostsExtra):
    """Werewolf's own fields of its ``family_games`` row (its ``extra``), typed; its
    co-storytellers and former players are the shell's co-hosts and former players."""

    model_config = ConfigDict(extra="forbid")

    @model_validator(mode="before")
    @classmethod
    def _renamed(cls, data: Any) -> Any:
        if isinstance(data, dict) and any(key in data for key in OLD_KEYS):
            data = {OLD_KEYS.get(key, key): value for key, value in data.items()}
        return data

    phase: str | None = None
    """The engine's phase as last stored (``N0``, ``D1``...)."""
    phase_started: dt.datetime | None = None
    """When the current phase began: actions sent before it were meant for an earlier one."""
    reminders_sent: list[float] = Field(default_factory=list)
    """Reminders (hours before the deadline) already sent this phase."""
    channel_name: str | None = None
    """The game channel's name when the lobby opened: DMs name the game by it, never by the
    client's cache (empty right after a restart). ``None`` in games from before it was kept."""
    pending_announce: bool = False
    """Databases from before the outbox: a resolution committed but not announced (the bot
    queues its announcement at start-up). Announcements are now outbox rows."""
    ended: bool = False
    """Over while its end is not announced yet (:attr:`pending_announce`): the row's status
    stays ``running`` until it is, so the open games the bot loads at start include it."""


class MadeIds(BaseModel):
    """What the outbox sender made on Discord for a game (its row's ``made``, which only the
    sender writes)."""

    model_config = ConfigDict(extra="forbid")

    alive_role_id: int | None = None
    dead_role_id: int | None = None
    dead_channel_id: int | None = None


WerewolfRow = FamilyGameRow[GameSettings, Member, WerewolfExtra, MadeIds, GameSetup]
"""A werewolf game's row in the shell's ``family_games``: its options are the storyteller's
:class:`GameSettings`, its seats are :class:`Member` (seat = index), its own fields
:class:`WerewolfExtra`, what the outbox sender made :class:`MadeIds`, its setup the engine's."""

ROW_MODEL = RowModel(
    options=model_column(GameSettings),
    seat=model_column(Member),
    extra=model_column(WerewolfExtra),
    made=model_column(MadeIds),
    setup=model_column(GameSetup),
    setup_once=True,
)
"""How werewolf's JSON columns read and write (its setup is only ever replaced)."""


def seat_of(row: WerewolfRow, user_id: int) -> int | None:
    """The seat of a user, or ``None`` when they do not play."""
    for seat, member in enumerate(row.seats):
        if member.user_id == user_id:
            return seat
    return None

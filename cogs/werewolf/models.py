"""What the bot keeps about a game besides the engine record: settings, members, message ids."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from pydantic import BaseModel, ConfigDict

from bot.i18n import Msg
from bot.shell.store import GameStatus
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
    """A Discord user seated in a game (seat = index in ``WerewolfRow.members``)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    user_id: int
    name: str


class WerewolfExtra(BaseModel):
    """Werewolf's own fields of its ``family_games`` row (its ``extra``), typed."""

    model_config = ConfigDict(extra="forbid")

    phase: str | None = None
    phase_started: dt.datetime | None = None
    reminders_sent: list[float] = []
    co_storytellers: list[int] = []
    former_players: list[int] = []
    channel_name: str | None = None
    pending_announce: bool = False
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


@dataclass
class WerewolfRow:
    """A werewolf game's row in the shell's ``family_games``, with werewolf's fields typed
    (:mod:`cogs.werewolf.storage` converts)."""

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
    stored_setup: GameSetup | None = field(default=None, compare=False, repr=False)
    """The setup the database holds, as last read or written: a save writes the setup only
    when it is another (its JSON costs a millisecond at 1,000 players, and it never changes
    once the game runs)."""

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

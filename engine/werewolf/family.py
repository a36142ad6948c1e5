"""Quantum Werewolf's entry point for the bot shell: start a game or replay a record.

The werewolf :class:`~engine.werewolf.game.Game` keeps its own, richer interface (reports,
marginals, the public table); :class:`WerewolfGame` shows it through the core
:class:`~engine.core.family.Game` protocol, and :class:`WerewolfFamily` is its
:class:`~engine.core.family.GameFamily`. Records in the core envelope
(:class:`WerewolfRecord`) hold the same setup, actions and draws as a
:class:`~engine.werewolf.record.GameRecord`, so both replay to the same game.
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import Field

from engine.core.errors import RecordError
from engine.core.family import Actor, GameFamily, Outcome, Seat
from engine.core.record import GameRecordBase
from engine.werewolf.actions import (
    Action,
    Advance,
    Choice,
    Decide,
    Kick,
    Rename,
    Undo,
    action_types,
    parse_action,
)
from engine.werewolf.errors import Illegal, IllegalMoveError
from engine.werewolf.game import Game
from engine.werewolf.record import GameRecord, record_of, replay
from engine.werewolf.reports import PublicTable, Report
from engine.werewolf.setup import GameSetup
from engine.werewolf.views import PlayerView, observe

FAMILY_NAME = "werewolf"

STORYTELLER_ACTIONS: tuple[type[Action], ...] = (Advance, Decide, Kick, Undo, Rename)
"""What the storyteller sends: resolving, tie decisions, kicks, undo and renames."""
SYSTEM_ACTIONS: tuple[type[Action], ...] = (Advance,)
"""What the bot sends by itself: a phase resolved at its deadline."""


class WerewolfRecord(GameRecordBase):
    """A werewolf game record in the envelope every family shares (``seed`` repeats the setup's)."""

    family: str = Field(default=FAMILY_NAME, description="Always ``werewolf``.")
    setup: GameSetup

    def game_record(self) -> GameRecord:
        """The same game as werewolf's own record (what the console and fixtures use)."""
        return GameRecord(setup=self.setup, actions=list(self.actions), draws=dict(self.draws))


class WerewolfGame:
    """A werewolf game through the core protocol; :attr:`game` is the werewolf game itself."""

    def __init__(self, game: Game) -> None:
        self.game = game

    @property
    def actions(self) -> Sequence[Action]:
        """Every accepted action in order."""
        return self.game.actions

    @property
    def outcome(self) -> Outcome | None:
        """The winners (seats of the winning team, alive or dead) and why, once over."""
        ended = self.game.outcome
        if ended is None:
            return None
        return Outcome(tuple(ended.winners), ended.winner, ended.reason.value)

    def parse_action(self, text: str, actor: Seat | Actor) -> Action:
        """Parse ``text`` as ``actor``'s action and check it is legal now; never mutates.

        A player sends only their own choices (visions, attacks, votes); the storyteller
        resolves, decides ties, kicks, undoes and renames; the bot only resolves.
        """
        action = parse_action_as(text, actor)
        self.game.check(action)
        return action

    def push(self, action: Action) -> Report | None:
        """Apply a legal action; a resolution returns its report."""
        return self.game.push(action)

    def legal_actions(self, seat: Seat) -> list[Action]:
        """The choices ``seat`` may send now: each choice type on each seat, or on no one."""
        if self.game.is_over or not 0 <= seat < len(self.game.names):
            return []
        legal: list[Action] = []
        for kind in action_types():
            if not issubclass(kind, Choice) or kind is Choice:
                continue
            for target in (*range(len(self.game.names)), None):
                action = kind(player=seat, target=target)
                try:
                    self.game.check(action)
                except ValueError:
                    continue
                legal.append(action)
        return legal

    def waiting(self) -> list[Seat]:
        """The living players who still owe a choice this phase (secret: who could be the
        Seer or a leading wolf)."""
        return sorted(self.game.owed())

    def asked(self) -> list[Seat]:
        """The living players who have not answered what this phase asks of everyone."""
        return self.game.unanswered()

    def observe(self, seat: Seat) -> PlayerView:
        """Exactly what ``seat`` may know now."""
        return observe(self.game, seat)

    def public_view(self) -> PublicTable:
        """The public table: what every member may know now."""
        return self.game.table()

    def record(self) -> WerewolfRecord:
        """The record that replays this game exactly."""
        own = record_of(self.game)
        return WerewolfRecord(
            seed=own.setup.seed, setup=own.setup, actions=own.actions, draws=own.draws
        )


def parse_action_as(text: str, actor: Seat | Actor) -> Action:
    """Parse ``text`` and check that ``actor`` may send that kind of action (not yet whether
    it is legal now); raises IllegalActionError naming what ``actor`` may send."""
    action = parse_action(text)
    if isinstance(actor, Actor):
        allowed = STORYTELLER_ACTIONS if actor is Actor.STORYTELLER else SYSTEM_ACTIONS
        if not isinstance(action, allowed):
            kinds = ", ".join(kind.type for kind in allowed)
            raise IllegalMoveError(
                Illegal.NOT_SENT_BY,
                f"the {actor.value} sends only {kinds}, not {text!r}",
                player=actor.value,
                power=action.type,
            )
        return action
    if not isinstance(action, Choice):
        raise IllegalMoveError(
            Illegal.STORYTELLER_ONLY,
            f"only the storyteller sends {action.type}: {text!r}",
            power=action.type,
        )
    if action.player != actor:
        raise IllegalMoveError(
            Illegal.NOT_YOURS,
            f"you may only send your own choices (seat @{actor}): {text!r}",
            seat=actor,
        )
    return action


class WerewolfFamily:
    """Quantum Werewolf as a :class:`~engine.core.family.GameFamily`."""

    name = FAMILY_NAME
    title = "Quantum Werewolf"
    setup_model = GameSetup

    def new_game(self, setup: GameSetup) -> WerewolfGame:
        """A fresh game from a validated setup."""
        return WerewolfGame(Game(setup))

    def replay(self, record: GameRecordBase) -> WerewolfGame:
        """Rebuild a game from its record; raises RecordError when it cannot."""
        if not isinstance(record, WerewolfRecord):
            try:
                record = WerewolfRecord.model_validate(record.model_dump())
            except ValueError as error:
                raise RecordError(f"not a werewolf record: {error}") from None
        if record.family != self.name:
            raise RecordError(f"a {record.family!r} record is not a werewolf game")
        game, _reports = replay(record.game_record())
        return WerewolfGame(game)


FAMILY = WerewolfFamily()
"""The one family object the bot registers."""

_FITS_THE_PROTOCOL: GameFamily[GameSetup, Action] = FAMILY  # mypy checks the fit here

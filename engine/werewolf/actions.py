"""Actions: the ordered list of these (with the setup and seed) is the whole game.

Players are referred to by seat: their index (from 0) in ``GameSetup.players``. The canonical
text form writes a seat as ``@<seat>``: ``vision @2 @5``, ``vision @2 none``, ``attack @2 @5``,
``vote @2 @5``, ``unvote @2``, ``decide @5``, ``decide none``, ``advance``, ``kick @5``,
``undo``, ``rename @5 New Name``.

Every action type registers itself (:func:`register_action`) with its text form, its legality
check and its effect, so :func:`parse_action` and :meth:`Game.push
<engine.werewolf.game.Game.push>` know every action without a list of them. The actions of the
table (votes, the storyteller's tools) live here; a role's night power lives in the role's own
module under :mod:`engine.werewolf.cast`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar, TypeVar

from engine.core.errors import ParseError
from engine.werewolf.board import Board
from engine.werewolf.errors import Illegal, IllegalMoveError, TieUndecidedError
from engine.werewolf.reports import Report
from engine.werewolf.setup import MAX_NAME_LENGTH, TieRule
from engine.werewolf.worlds.base import Marginals

# Plain slotted dataclasses: a 1000-player game stacks thousands of actions a phase, and the
# record stores their text form, so nothing needs a heavier model here.


class Action:
    """An action of Quantum Werewolf: a registered type with a text form, a check, an effect."""

    __slots__ = ()

    type: ClassVar[str]
    """The first word of the text form."""
    examples: ClassVar[tuple[str, ...]] = ()
    """Text forms shown when a text is not an action."""
    resolves: ClassVar[bool] = False
    """Whether pushing it resolves something and returns a report (it can then be undone)."""
    after_end: ClassVar[bool] = False
    """Whether it is still legal once the game is over."""

    @classmethod
    def parse(cls, text: str, normal: str) -> Action | None:
        """This type's action written as ``text`` (``normal``: lowercased, single spaces), or
        ``None`` when the text is not this type's."""
        raise NotImplementedError

    def check(self, game: Board) -> None:
        """Raise :class:`IllegalActionError` with a reason if this is not legal now."""
        raise NotImplementedError

    def apply(self, game: Board) -> Report | None:
        """Change the game (called once :meth:`check` passed and the action is stacked)."""
        raise NotImplementedError


_REGISTRY: list[type[Action]] = []
A = TypeVar("A", bound=type[Action])


def register_action(cls: A) -> A:
    """Class decorator: make an action type known to :func:`parse_action` (by its ``type``)."""
    if any(other.type == cls.type for other in _REGISTRY):
        raise ValueError(f"an action type {cls.type!r} is already registered")
    _REGISTRY.append(cls)
    return cls


def action_types() -> Sequence[type[Action]]:
    """Every registered action type, in the order they were registered."""
    return tuple(_REGISTRY)


def night_powers() -> Sequence[type[NightPower]]:
    """Every registered night power (each role's module registers its own), in order."""
    return tuple(cls for cls in _REGISTRY if issubclass(cls, NightPower))


def _seat(seat: int | None) -> str:
    return "none" if seat is None else f"@{seat}"


def _parse_seat(token: str) -> int | None:
    return None if token == "none" else int(token[1:])


SEAT = r"(@\d+|none)"
"""A seat or ``none`` in a text form."""


@dataclass(frozen=True, slots=True)
class Choice(Action):
    """A living player picks a target (or ``None``) for this phase; the last pick counts.

    A choice is kept in ``game.choices`` under its ``type`` until the phase resolves.
    """

    player: int
    target: int | None

    night: ClassVar[bool] = True
    """Sent at night (else by day)."""

    @classmethod
    def parse(cls, text: str, normal: str) -> Action | None:
        """``<type> @<player> @<target>`` or ``<type> @<player> none``."""
        match = re.match(rf"^{cls.type} (@\d+) {SEAT}$", normal)
        if not match:
            return None
        player = _parse_seat(match.group(1))
        assert player is not None
        return cls(player=player, target=_parse_seat(match.group(2)))

    def __str__(self) -> str:
        return f"{self.type} {_seat(self.player)} {_seat(self.target)}"

    def check(self, game: Board) -> None:
        """The seats exist and the chooser is alive; then the choice's own rules."""
        game.check_seat(self.player)
        game.check_seat(self.target)
        if not game.alive[self.player]:
            name = game.name(self.player)
            raise IllegalMoveError(
                Illegal.ACTOR_DEAD, f"{name} is dead and can no longer act", player=name
            )
        self.check_choice(game)

    def check_choice(self, game: Board) -> None:
        """What else makes this choice illegal now."""

    def apply(self, game: Board) -> Report | None:
        """Keep the pick (replacing an earlier one)."""
        game.choices.of(self.type)[self.player] = self.target
        return None


@dataclass(frozen=True, slots=True)
class NightPower(Choice):
    """A role's night action on another living player (``None``: chooses not to use it).

    A role's module subclasses this, registers it, and says who owes it (:meth:`owes`).
    """

    noun: ClassVar[str]
    """Plural for messages: ``visions``."""
    verb: ClassVar[str]
    """What the player does to the target, for messages: ``look at``."""

    @classmethod
    def open(cls, game: Board) -> bool:
        """Whether it is sent in the current night."""
        return True

    @classmethod
    def owes(cls, game: Board, chances: Marginals, seat: int) -> bool:
        """Whether the living ``seat`` still owes this action tonight."""
        raise NotImplementedError

    def check_choice(self, game: Board) -> None:
        """By night, when open, on another living player; then :meth:`check_target`."""
        phase = str(game.phase)
        if not game.phase.is_night:
            raise IllegalMoveError(
                Illegal.NIGHT_ONLY,
                f"{self.noun} are sent at night; it is {game.phase.title()}",
                power=self.type,
                phase=phase,
            )
        if not self.open(game):
            raise IllegalMoveError(
                Illegal.NOT_TONIGHT,
                f"there are no {self.noun} on {game.phase.title()}",
                power=self.type,
                phase=phase,
            )
        if self.target is None:
            return
        if self.target == self.player:
            name = game.name(self.player)
            raise IllegalMoveError(
                Illegal.SELF_TARGET,
                f"{name} cannot {self.verb} themselves",
                player=name,
                power=self.type,
            )
        if not game.alive[self.target]:
            raise _target_dead(game, self.target)
        self.check_target(game, self.target)

    def check_target(self, game: Board, target: int) -> None:
        """What else forbids this target (the ruleset's limits, for example)."""


@register_action
@dataclass(frozen=True, slots=True)
class Vote(Choice):
    """By day: ``player`` votes to lynch ``target`` (``None`` withdraws the vote)."""

    type: ClassVar[str] = "vote"
    examples: ClassVar[tuple[str, ...]] = ("vote @2 @5", "unvote @2")
    night: ClassVar[bool] = False

    @classmethod
    def parse(cls, text: str, normal: str) -> Action | None:
        """``vote @<player> @<target>`` or ``unvote @<player>`` (never ``vote @2 none``)."""
        unvote = re.match(r"^unvote (@\d+)$", normal)
        if unvote:
            player = _parse_seat(unvote.group(1))
            assert player is not None
            return cls(player=player, target=None)
        match = re.match(r"^vote (@\d+) (@\d+)$", normal)
        if not match:
            return None
        player, target = _parse_seat(match.group(1)), _parse_seat(match.group(2))
        assert player is not None
        return cls(player=player, target=target)

    def __str__(self) -> str:
        if self.target is None:
            return f"unvote {_seat(self.player)}"
        return f"vote {_seat(self.player)} {_seat(self.target)}"

    def check_choice(self, game: Board) -> None:
        """By day, for a living player."""
        if game.phase.is_night:
            raise IllegalMoveError(
                Illegal.VOTE_AT_NIGHT,
                f"votes are cast by day; it is {game.phase.title()}",
                phase=str(game.phase),
            )
        if self.target is not None and not game.alive[self.target]:
            raise _target_dead(game, self.target)


@register_action
@dataclass(frozen=True, slots=True)
class Decide(Action):
    """By day, tie rule ``storyteller``: the storyteller picks who of the tied is lynched
    (``None``: nobody)."""

    type: ClassVar[str] = "decide"
    examples: ClassVar[tuple[str, ...]] = ("decide @5", "decide none")
    target: int | None

    @classmethod
    def parse(cls, text: str, normal: str) -> Action | None:
        """``decide @<seat>`` or ``decide none``."""
        match = re.match(rf"^decide {SEAT}$", normal)
        return cls(target=_parse_seat(match.group(1))) if match else None

    def __str__(self) -> str:
        return f"decide {_seat(self.target)}"

    def check(self, game: Board) -> None:
        """By day, under the storyteller tie rule, on a tie, for one of the tied or nobody."""
        if game.phase.is_night:
            raise IllegalMoveError(
                Illegal.DECIDE_AT_NIGHT,
                f"ties are decided by day; it is {game.phase.title()}",
                phase=str(game.phase),
            )
        rule = game.setup.tie_rule.value
        if game.setup.tie_rule is not TieRule.STORYTELLER:
            raise IllegalMoveError(
                Illegal.NO_STORYTELLER_TIES,
                f"the storyteller does not break ties in this game (tie rule: {rule})",
                value=rule,
            )
        game.check_seat(self.target)
        leaders = game.tally().leaders
        if len(leaders) < 2:
            raise IllegalMoveError(Illegal.NOT_TIED, "the vote is not tied")
        if self.target is not None and self.target not in leaders:
            name = game.name(self.target)
            raise IllegalMoveError(
                Illegal.NOT_AMONG_TIED,
                f"{name} is not among the tied: {game.name_list(leaders)}",
                target=name,
                tied=[game.name(seat) for seat in leaders],
            )

    def apply(self, game: Board) -> Report | None:
        """Keep the decision (the last one counts)."""
        game.choices.decision = (self.target,)
        return None


@register_action
@dataclass(frozen=True, slots=True)
class Advance(Action):
    """Resolve the current phase now and move to the next one."""

    type: ClassVar[str] = "advance"
    examples: ClassVar[tuple[str, ...]] = ("advance",)
    resolves: ClassVar[bool] = True

    @classmethod
    def parse(cls, text: str, normal: str) -> Action | None:
        """``advance``."""
        return cls() if normal == "advance" else None

    def __str__(self) -> str:
        return "advance"

    def check(self, game: Board) -> None:
        """A tied day under the storyteller tie rule needs a decision first."""
        if game.phase.is_night or game.setup.tie_rule is not TieRule.STORYTELLER:
            return
        leaders = game.tally().leaders
        decision = game.choices.decision
        if len(leaders) >= 2 and (
            decision is None or (decision[0] is not None and decision[0] not in leaders)
        ):
            raise TieUndecidedError(
                Illegal.TIE_UNDECIDED,
                f"the vote is tied between {game.name_list(leaders)}: the storyteller must "
                "decide who is lynched (or that nobody is) before the day can end",
                tied=[game.name(seat) for seat in leaders],
            )

    def apply(self, game: Board) -> Report | None:
        """Resolve the phase."""
        return game._resolve()


@register_action
@dataclass(frozen=True, slots=True)
class Kick(Action):
    """The storyteller removes a player (a modkill): resolved at once like a lynch."""

    type: ClassVar[str] = "kick"
    examples: ClassVar[tuple[str, ...]] = ("kick @5",)
    resolves: ClassVar[bool] = True
    target: int

    @classmethod
    def parse(cls, text: str, normal: str) -> Action | None:
        """``kick @<seat>``."""
        match = re.match(r"^kick (@\d+)$", normal)
        return cls(target=int(match.group(1)[1:])) if match else None

    def __str__(self) -> str:
        return f"kick {_seat(self.target)}"

    def check(self, game: Board) -> None:
        """A living player."""
        game.check_seat(self.target)
        if not game.alive[self.target]:
            raise _target_dead(game, self.target)

    def apply(self, game: Board) -> Report | None:
        """Remove the player at once."""
        return game._resolve(kick=self.target)


@register_action
@dataclass(frozen=True, slots=True)
class Undo(Action):
    """Revert the last resolution (an advance or a kick), which must be the last action."""

    type: ClassVar[str] = "undo"
    examples: ClassVar[tuple[str, ...]] = ("undo",)
    after_end: ClassVar[bool] = True

    @classmethod
    def parse(cls, text: str, normal: str) -> Action | None:
        """``undo``."""
        return cls() if normal == "undo" else None

    def __str__(self) -> str:
        return "undo"

    def check(self, game: Board) -> None:
        """Only right after a resolution."""
        if not game.can_undo():
            raise IllegalMoveError(
                Illegal.NOTHING_TO_UNDO,
                "nothing to undo: only the last resolution can be undone, and only while "
                "no action has come after it",
            )

    def apply(self, game: Board) -> Report | None:
        """Put the state before the resolution back (the stack keeps both actions)."""
        game._undo()
        return None


@register_action
@dataclass(frozen=True, slots=True)
class Rename(Action):
    """A new person takes over a seat under a new name (number, history and role stay)."""

    type: ClassVar[str] = "rename"
    examples: ClassVar[tuple[str, ...]] = ("rename @5 New Name",)
    after_end: ClassVar[bool] = True
    player: int
    name: str

    @classmethod
    def parse(cls, text: str, normal: str) -> Action | None:
        """``rename @<seat> <name>`` (the name keeps its case)."""
        match = re.match(r"^rename (@\d+) (\S.*)$", text.strip(), re.IGNORECASE)
        if not match:
            return None
        return cls(player=int(match.group(1)[1:]), name=match.group(2).strip())

    def __str__(self) -> str:
        return f"rename {_seat(self.player)} {self.name}"

    def check(self, game: Board) -> None:
        """A usable name that no other seat has."""
        game.check_seat(self.player)
        name = self.name
        if not name or name != name.strip() or "\n" in name or len(name) > MAX_NAME_LENGTH:
            raise IllegalMoveError(
                Illegal.NAME_UNUSABLE, f"not a usable name: {name!r}", value=name
            )
        for seat, other in enumerate(game.names):
            if seat != self.player and other.casefold() == name.casefold():
                raise IllegalMoveError(
                    Illegal.NAME_TAKEN, f"the name {name!r} is already taken", value=name
                )

    def apply(self, game: Board) -> Report | None:
        """The seat takes the new name."""
        game.names[self.player] = self.name
        return None


def _target_dead(game: Board, target: int) -> IllegalMoveError:
    name = game.name(target)
    return IllegalMoveError(Illegal.TARGET_DEAD, f"{name} is already dead", target=name)


RESOLUTIONS = (Advance, Kick)
"""Actions that resolve something and return a report."""


def parse_action(text: str) -> Action:
    """Parse the canonical text form of an action. Checks syntax only, not legality."""
    normal = " ".join(text.strip().lower().split())
    for action_type in _REGISTRY:
        action = action_type.parse(text, normal)
        if action is not None:
            return action
    examples = [example for action_type in _REGISTRY for example in action_type.examples]
    listed = ", ".join(f"'{example}'" for example in examples[:-1])
    raise ParseError(f"not an action: {text!r} (expected e.g. {listed} or '{examples[-1]}')")

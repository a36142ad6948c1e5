"""A game of Schrödinger's Lab: the turn as a state machine driven by the move stack.

The turn runs as a generator: it yields a :class:`Prompt` whenever it needs an answer (a See,
an action, a rotation, a CHOOSE value, a vote) and :meth:`LabGame.push` sends the next
command into it. The commands pushed so far are the truth; replaying them from the setup and
the seed rebuilds the same position, rolls and messages. :meth:`LabGame.parse_action` checks
a command against the open prompt without touching anything.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.core.errors import IllegalActionError, SetupError
from engine.core.family import Actor, Outcome, Seat
from engine.core.said import Said
from engine.core.stack import undone_on_failure
from engine.lab.actions import Command, Spin, Verb, parse_command
from engine.lab.cards import CARDS, Argument
from engine.lab.dice import CHOOSE, Die
from engine.lab.draws import SpecRandomness
from engine.lab.effects import CatEffect
from engine.lab.flow import GameOver, Gen, TurnOver
from engine.lab.geometry import (
    LETTERS,
    MAINFRAME,
    OFFICES,
    Cell,
    Colour,
    Direction,
    coords_text,
    is_hallway,
    on_map,
    parse_colour,
    sector_cell,
    sector_coords,
    sector_of,
    step,
    twin,
)
from engine.lab.options import Cat, Scenario
from engine.lab.position import Placed, Position, parse_position
from engine.lab.prompts import TURN_PROMPTS, VALUE_PROMPTS, Prompt, PromptKind
from engine.lab.scenarios import RULES
from engine.lab.setup import LabRecord, LabSetup
from engine.lab.tiles import (
    TILES,
    WHITE_IDS,
    Kind,
    collapser_set_ids,
    distinct_rotations,
    glyph,
    open_sides,
    rotation_text,
    wormhole_end_id,
    wormhole_opening_id,
)

ACTIONS_PER_TURN = 4
SETTLE_LIMIT = 100
"""A scientist rests after this many element activations in one phase (the bot must end)."""
MISSES_TO_AWAY = 2

_INTERRUPTS = frozenset(
    {Verb.VOTE, Verb.VOTE_EXPIRED, Verb.WIPE, Verb.LEAVE, Verb.KICK, Verb.BACK, Verb.ABORT}
)
_ACTION_VERBS = frozenset(
    {
        Verb.MOVE,
        Verb.PICKUP,
        Verb.STEAL,
        Verb.DROP,
        Verb.ELBOW,
        Verb.TRANSIT,
        Verb.CAT,
        Verb.DONE,
    }
)
UNDOABLE_VERBS = _ACTION_VERBS
"""What may be taken back: the action pool's commands (a See draws tiles, an answer follows
a draw or a roll); :meth:`LabGame.push` also checks each one drew and showed nothing."""


@dataclass(frozen=True, slots=True)
class Placement:
    """One tile put on the board, for checking the placing rules afterwards."""

    cell: Cell
    tile: int
    rotation: int
    facing: Direction | None
    """The side that had to be open (toward the viewer), ``None`` when placed under someone
    or as a gray piece."""


@dataclass
class WipeVote:
    """An open proposal to wipe a sealed cube."""

    colour: Colour
    proposer: Seat
    voters: set[Seat]
    yes: set[Seat] = field(default_factory=set)


class LabGame:
    """One game: setup, seed and the ordered commands; everything else derives from them."""

    family = "lab"

    def __init__(self, setup: LabSetup, draws: Mapping[str, str] | None = None) -> None:
        self.setup = setup
        self._draws = dict(draws or {})
        self.randomness = SpecRandomness(setup.seed, dict(self._draws))
        count = len(setup.players)
        order = self.randomness.shuffle("seats", list(range(count)))
        self.names: tuple[str, ...] = tuple(setup.players[i] for i in order)
        self.cats: dict[Seat, Cat] = {}
        if setup.cats and not setup.first_game:
            deal = self.randomness.shuffle("cats", list(range(len(Cat))))
            cats = list(Cat)
            self.cats = {seat: cats[deal[seat]] for seat in range(count)}
        self.scenario: Scenario | None = None
        if setup.scenario == "random":
            name = self.randomness.draw("scenario", [(s.value, 1) for s in Scenario])
            self.scenario = Scenario(name)
        elif setup.scenario is not None:
            self.scenario = Scenario(setup.scenario)
        self.rules = RULES[self.scenario]()
        if setup.position is not None:
            self.position = parse_position(setup.position)
            if sorted(self.position.scientists) != list(range(count)):
                raise SetupError("the position's scientists do not match the players")
        else:
            stack = self.randomness.shuffle("stack", list(WHITE_IDS))
            self.position = Position.initial(count, stack)
        self.target = setup.target
        self.seats = count
        self.active: Seat = self.position.active
        self.round = 1
        self.turn = 0
        self.away: set[Seat] = set()
        self.misses: dict[Seat, int] = dict.fromkeys(range(count), 0)
        self.hissed: set[Seat] = set()
        self.vote: WipeVote | None = None
        self.wipe_refused: dict[Colour, int] = {}
        self.tile_changes = 0
        self.placements: list[Placement] = []
        self.last_moves: dict[Seat, tuple[Cell, Cell]] = {}
        """Each scientist that ended the last finished turn elsewhere: (from, to)."""
        self.last_tiles: list[Cell] = []
        """Where tiles were placed in the last finished turn."""
        self._turn_start: tuple[dict[Seat, Cell | None], int] = (
            dict(self.position.scientists),
            0,
        )
        self.log: list[Said] = []
        self.effects: list[tuple[int, CatEffect]] = []
        """Each resolved cat effect with the number of log lines before it (where it goes)."""
        self.outcome: Outcome | None = None
        self.longest_chain = 0
        self._actions: list[Command] = []
        self._kept: list[Command] = []
        """The commands not taken back, in order: replaying them gives this very state."""
        self._undoable: list[bool] = []
        """For each kept command, whether its sender may still take it back."""
        self._dice = 0
        self._defaults = 0
        self._reset_turn()
        self._machine = self._run()
        self.prompt: Prompt = next(self._machine)

    # ------------------------------------------------------------------ protocol

    @property
    def actions(self) -> Sequence[Command]:
        """Every accepted command in order."""
        return tuple(self._actions)

    def parse_action(self, text: str, actor: Seat | Actor) -> Command:
        """Parse ``text`` sent by ``actor`` and check it is legal now; never mutates."""
        command = parse_command(text, actor)
        self.check(command)
        return command

    def push(self, command: Command) -> list[Said]:
        """Apply a legal command; returns the public lines it produced. A refused command
        raises before anything changes, and one whose running fails half-way (a pinned roll
        that cannot be) leaves the game as it was: the move stack is the truth."""
        self.check(command)
        return undone_on_failure(self._actions, lambda: self._apply(command), self._replay)

    def _replay(self, commands: list[Command]) -> None:
        """Back to the game after ``commands``, replayed from the setup with the same draws
        (take-backs included, so the log is the one it had)."""
        self.__init__(self.setup, self._draws)  # type: ignore[misc]
        for command in commands:
            self.push(command)

    def _apply(self, command: Command) -> list[Said]:
        if command.verb is Verb.UNDO:
            return self._take_back(command)
        self._actions.append(command)
        start = len(self.log)
        before = self._undo_mark()
        self.prompt = self._machine.send(command)
        self._kept.append(command)
        self._undoable.append(
            command.verb in UNDOABLE_VERBS
            and command.actor == self.active
            and self.prompt.seat == command.actor
            and self._undo_mark() == before
        )
        return self.log[start:]

    def _undo_mark(self) -> tuple[object, ...]:
        """What must not change for a command to be taken back: the turn, every random draw,
        the stack (a tile drawn is hidden information shown), the tiles placed, votes, the end."""
        return (
            self.turn,
            len(self.randomness.log),
            len(self.position.stack),
            len(self.placements),
            self.vote,
            self.outcome,
        )

    def can_undo(self, seat: Seat) -> bool:
        """Whether ``seat`` may take back its last command (BGA's rule: within its own turn,
        before any hidden information or random draw, and before anyone else acted)."""
        return (
            self.outcome is None
            and bool(self._kept)
            and self._kept[-1].actor == seat
            and self._undoable[-1]
        )

    def _take_back(self, command: Command) -> list[Said]:
        """Rebuild the game from the kept commands less the last: nothing random was read since,
        so the replay reaches the state before it exactly."""
        actions = [*self._actions, command]
        undone = self._kept[-1]
        kept = self._kept[:-1]
        self.__init__(self.setup, self._draws)  # type: ignore[misc]
        for earlier in kept:
            self.push(earlier)
        self._actions = actions
        assert isinstance(undone.actor, int)
        text = f"P{undone.actor + 1} takes back: {undone.body}"
        self._line(text, "takes-back", seat=undone.actor, action=undone.body)
        return [self.log[-1]]

    def observe(self, seat: Seat) -> LabView:
        """What ``seat`` may know: everything public (the Lab has no secrets but the stack)."""
        return self.public_view()

    def public_view(self) -> LabView:
        """The board without the stack order, the open prompt, the players and the log."""
        return LabView(
            position=self.position.text(hide_stack=True),
            prompt=self.prompt.text,
            names=self.names,
            cats=tuple(self.cats.get(seat) for seat in range(self.seats)),
            scenario=self.scenario,
            target=self.target,
            round=self.round,
            turn=self.turn,
            away=frozenset(self.away),
            stack=len(self.position.stack),
            log=tuple(self.log),
            hissed=frozenset(self.hissed),
            vote=None
            if self.vote is None
            else f"wipe {self.vote.colour.text}: yes "
            + ",".join(f"P{s + 1}" for s in sorted(self.vote.yes))
            + " of "
            + ",".join(f"P{s + 1}" for s in sorted(self.vote.voters)),
            outcome=self.outcome,
        )

    def record(self) -> LabRecord:
        """The record that replays this game exactly."""
        return LabRecord(
            seed=self.setup.seed,
            setup=self.setup,
            actions=[command.text for command in self._actions],
            draws=dict(self.randomness.explicit),
        )

    @property
    def version(self) -> int:
        """How many commands were accepted (buttons carry it, so stale ones are refused)."""
        return len(self._actions)

    # ------------------------------------------------------------------ legality

    def check(self, command: Command) -> None:
        """Raise IllegalActionError (second person, public facts only) unless legal now."""
        reason = self._why_not(command)
        if reason is not None:
            raise IllegalActionError(reason)

    def _why_not(self, command: Command) -> Said | None:
        prompt = self.prompt
        verb, actor = command.verb, command.actor
        if self.outcome is not None:
            return Said("the game is over", "over")
        if verb in (Verb.TIMEOUT, Verb.VOTE_EXPIRED):
            if actor is not Actor.SYSTEM:
                return Said("only the bot's clock can time out", "clock-only")
            if verb is Verb.VOTE_EXPIRED and self.vote is None:
                return Said("no wipe vote is open", "no-vote")
            return None
        if verb in (Verb.SKIP, Verb.KICK, Verb.ABORT):
            if actor is not Actor.STORYTELLER:
                return Said("only the host can do that", "host-only")
            if verb is Verb.SKIP and prompt.seat != self.active:
                return Said(
                    "you can skip only while the active player is being waited for", "skip-when"
                )
            if verb is Verb.KICK:
                return self._why_not_leave(command.target)
            return None
        if isinstance(actor, Actor):
            return Said(f"the {actor.value} cannot {verb.value}", "actor-cannot", verb=verb.value)
        if not 0 <= actor < self.seats:
            return Said("you are not seated in this game", "not-seated")
        if not self.position.present(actor):
            return Said("you have left the game", "left")
        if verb is Verb.LEAVE:
            return self._why_not_leave(actor)
        if verb is Verb.BACK:
            return None if actor in self.away else Said("you are not away", "not-away")
        if verb is Verb.VOTE:
            if self.vote is None:
                return Said("no wipe vote is open", "no-vote")
            if actor not in self.vote.voters or actor in self.vote.yes:
                return Said("you have no vote to give", "no-vote-to-give")
            return None
        if verb is Verb.UNDO:
            return (
                None
                if self.can_undo(actor)
                else Said(
                    "you have nothing to take back now: only your own last action of this "
                    "turn, before a tile, a die or another player's answer",
                    "nothing-to-undo",
                )
            )
        if prompt.seat != actor:
            if prompt.kind in TURN_PROMPTS:
                return Said(f"it is P{self.active + 1}'s turn", "turn-of", seat=self.active)
            waited = prompt.seat or 0
            text = f"the game waits for P{waited + 1} to {prompt.kind.value}"
            return Said(text, "waits-for", seat=waited, prompt=prompt.kind.value)
        if verb is Verb.WIPE:
            if prompt.kind not in TURN_PROMPTS:
                return Said("answer the open question first", "answer-first")
            return self._why_not_wipe(command.colour)
        match prompt.kind:
            case PromptKind.SEE:
                if verb not in (Verb.SEE, Verb.BLOOP):
                    return Said("start your turn with a See (or bloop yourself)", "see-first")
                return None
            case PromptKind.BONUS_SEE | PromptKind.SEE_AGAIN | PromptKind.REACT_SEE:
                return (
                    None
                    if verb is Verb.SEE
                    else Said("you must See now: pick a direction", "must-see")
                )
            case PromptKind.ACTIONS:
                if verb not in _ACTION_VERBS:
                    return Said(
                        f"you cannot {verb.value} now: take an action or say done",
                        "cannot-now",
                        verb=verb.value,
                    )
                return self._why_not_action(actor, command)
            case PromptKind.ORIENT:
                if verb is not Verb.ORIENT or command.rotation is None:
                    return Said("orient the drawn tile first", "orient-first")
                if rotation_text(command.rotation) not in prompt.options:
                    options = ", ".join(prompt.options)
                    text = f"that rotation is not legal here: pick {options}"
                    return Said(text, "rotation", options=options)
                return None
            case PromptKind.CHOOSE:
                if verb is not Verb.CHOOSE or command.value not in prompt.options:
                    options = ", ".join(prompt.options)
                    return Said(f"choose one of {options}", "choose-one", options=options)
                return None
            case PromptKind.REACT_ELBOW:
                if (
                    verb is not Verb.ELBOW
                    or command.target != prompt.about
                    or command.direction is None
                    or command.direction.text not in prompt.options
                ):
                    who = (prompt.about or 0) + 1
                    options = ", ".join(prompt.options)
                    text = f"elbow P{who} one of: {options}"
                    return Said(text, "elbow-one-of", seat=who - 1, options=options)
                return None
        return Said("nothing can be done now", "nothing-now")

    def _why_not_leave(self, seat: Seat | None) -> Said | None:
        if seat is None or not 0 <= seat < self.seats or not self.position.present(seat):
            return Said("that player is not on the map", "not-on-map")
        prompt = self.prompt
        if prompt.kind in VALUE_PROMPTS and prompt.seat == seat:
            return Said(
                "the open question to that player must be answered (or time out) first",
                "question-first",
            )
        if seat == self.active and prompt.kind not in TURN_PROMPTS:
            return Said(
                "the active player can leave only while the game waits for their turn", "leave-when"
            )
        return None

    def _why_not_wipe(self, colour: Colour | None) -> Said | None:
        if colour is None:
            return Said("name the colour to wipe", "name-colour")
        if self.vote is not None:
            return Said("a wipe vote is already open", "vote-open")
        if not self.sealed(colour):
            text = f"the {colour.text} cube is not sealed off (an open route may reach it)"
            return Said(text, "not-sealed", colour=colour)
        if self.wipe_refused.get(colour) == self.tile_changes:
            text = f"wiping {colour.text} was refused; propose it again after a tile changes"
            return Said(text, "wipe-refused", colour=colour)
        return None

    def _why_not_action(self, seat: Seat, command: Command) -> Said | None:
        position = self.position
        cell = position.where(seat)
        match command.verb:
            case Verb.DONE:
                return None
            case Verb.MOVE:
                assert command.direction is not None
                return self._why_not_step(cell, command.direction)
            case Verb.PICKUP:
                return self._why_not_pickup(seat, command.colour)
            case Verb.STEAL:
                target = command.target
                if target is None or target == seat or not 0 <= target < self.seats:
                    return Said("name another scientist to steal from", "name-steal")
                if position.scientists.get(target) != cell:
                    return Said(f"P{target + 1} is not on your cell", "not-on-cell", seat=target)
                if target not in position.holding:
                    return Said(f"P{target + 1} holds no cube", "holds-none", seat=target)
                return self._why_not_take(seat, position.holding[target])
            case Verb.DROP:
                return None if seat in position.holding else Said("you hold no cube", "hold-none")
            case Verb.ELBOW:
                target = command.target
                if target is None or target == seat or not 0 <= target < self.seats:
                    return Said("name another scientist to elbow", "name-elbow")
                if position.scientists.get(target) != cell:
                    return Said(f"P{target + 1} is not on your cell", "not-on-cell", seat=target)
                assert command.direction is not None
                reason = self._why_not_step(cell, command.direction)
                if reason is None:
                    return None
                said = f"P{target + 1} cannot go there: {reason}"
                return Said(said, "cannot-go", seat=target, why=reason)
            case Verb.TRANSIT:
                if self._partner(cell) is not None:
                    return None
                return Said("you are not on a wormhole", "no-wormhole")
            case Verb.CAT:
                return self._why_not_power(seat, command)
        return Said("that is not an action", "not-action")

    def _why_not_step(self, cell: Cell, direction: Direction) -> Said | None:
        target = step(cell, direction)
        if not on_map(target):
            return Said("that is off the map", "off-map")
        if not is_hallway(target) and target not in self.position.tiles:
            return Said(f"{coords_text(target)} is blank (unseen)", "blank", cell=target)
        if direction not in self._sides(cell):
            return Said(f"a wall blocks the way {direction.text}", "wall", direction=direction)
        if direction.opposite not in self._sides(target):
            return Said(f"a wall blocks the way {direction.text}", "wall", direction=direction)
        return None

    def _why_not_pickup(self, seat: Seat, colour: Colour | None) -> Said | None:
        cell = self.position.where(seat)
        here = [c for c, where in sorted(self.position.lying.items()) if where == cell]
        if colour is not None:
            if colour not in here:
                return Said(f"no {colour.text} cube lies on your cell", "no-cube-of", colour=colour)
            return self._why_not_take(seat, colour)
        if not here:
            return Said("no cube lies on your cell", "no-cube")
        takeable = [c for c in here if self._why_not_take(seat, c) is None]
        if len(here) > 1 and len(takeable) != 1:
            return Said("several cubes lie here: say which colour", "which-colour")
        return self._why_not_take(seat, takeable[0] if takeable else here[0])

    def _why_not_take(self, seat: Seat, colour: Colour) -> Said | None:
        if seat in self.position.holding:
            return Said("your hands are full (drop your cube first)", "hands-full")
        if colour in self.position.logged[seat]:
            return Said(f"you have already logged {colour.text}", "logged", colour=colour)
        return None

    def _why_not_power(self, seat: Seat, command: Command) -> Said | None:
        cat = self.cats.get(seat)
        if cat is None:
            return Said("you have no cat", "no-cat")
        if self._power_used:
            return Said("your cat has already acted this turn", "cat-acted")
        return CARDS[cat].why_not(self, seat, command)

    # ------------------------------------------------------------------ public facts

    def _sides(self, cell: Cell) -> frozenset[Direction]:
        if is_hallway(cell):
            return frozenset(Direction)
        placed = self.position.tiles.get(cell)
        return frozenset() if placed is None else open_sides(placed.tile, placed.rotation)

    def _partner(self, cell: Cell) -> Cell | None:
        """The other end of the intact wormhole on ``cell``, if any."""
        placed = self.position.tiles.get(cell)
        if placed is None:
            return None
        spec = TILES[placed.tile]
        if spec.kind is Kind.WORMHOLE:
            return self.position.find(wormhole_end_id(spec.index))
        if spec.kind is Kind.WORMHOLE_END:
            return self.position.find(wormhole_opening_id(spec.index))
        return None

    def sealed(self, colour: Colour) -> bool:
        """Whether a lying cube is cut off (X1): its component holds no hallway cell, no
        scientist and no open side facing a blank."""
        start = self.position.lying.get(colour)
        if start is None or start not in self.position.tiles:
            return False
        seen = {start}
        todo = [start]
        occupied = {cell for cell in self.position.scientists.values() if cell is not None}
        while todo:
            cell = todo.pop()
            if cell in occupied:
                return False
            for direction in self._sides(cell):
                nxt = step(cell, direction)
                if not on_map(nxt):
                    continue
                if is_hallway(nxt):
                    return False
                if nxt not in self.position.tiles:
                    return False
                if direction.opposite in self._sides(nxt) and nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
            partner = self._partner(cell)
            if partner is not None and partner not in seen:
                seen.add(partner)
                todo.append(partner)
        return True

    def legal_actions(self, seat: Seat) -> list[Command]:
        """The legal commands of ``seat`` now: the open prompt's answers when it asks ``seat``
        (not votes, leaves or host commands)."""
        return [c for c in self.legal_commands() if c.actor == seat]

    def waiting(self) -> list[Seat]:
        """The seat the open prompt asks (none once the game is over)."""
        seat = self.prompt.seat
        return [] if seat is None or self.outcome is not None else [seat]

    def asked(self) -> list[Seat]:
        """The seat the open prompt asks: public, as every prompt is."""
        return self.waiting()

    def legal_commands(self) -> list[Command]:
        """Every legal command of the one the game waits for (not votes, leaves or host
        commands), in canonical order; the source of the random policy."""
        prompt = self.prompt
        seat = prompt.seat
        if seat is None or self.outcome is not None:
            return []
        candidates: list[Command] = []
        match prompt.kind:
            case PromptKind.SEE | PromptKind.BONUS_SEE | PromptKind.SEE_AGAIN:
                candidates = [Command(seat, Verb.SEE, direction=d) for d in Direction]
                if prompt.kind is PromptKind.SEE:
                    candidates.append(Command(seat, Verb.BLOOP))
            case PromptKind.REACT_SEE:
                candidates = [Command(seat, Verb.SEE, direction=d) for d in Direction]
            case PromptKind.ORIENT:
                candidates = [
                    Command(seat, Verb.ORIENT, rotation=int(o) // 90) for o in prompt.options
                ]
            case PromptKind.CHOOSE:
                candidates = [Command(seat, Verb.CHOOSE, value=o) for o in prompt.options]
            case PromptKind.REACT_ELBOW:
                candidates = [
                    Command(seat, Verb.ELBOW, target=prompt.about, direction=d)
                    for d in Direction
                    if d.text in prompt.options
                ]
            case PromptKind.ACTIONS:
                candidates = self._action_candidates(seat)
        return [c for c in candidates if self._why_not(c) is None]

    def _action_candidates(self, seat: Seat) -> list[Command]:
        others = [s for s in range(self.seats) if s != seat]
        result = [Command(seat, Verb.MOVE, direction=d) for d in Direction]
        result += [Command(seat, Verb.PICKUP, colour=c) for c in Colour]
        result += [Command(seat, Verb.STEAL, target=s) for s in others]
        result.append(Command(seat, Verb.DROP))
        result += [
            Command(seat, Verb.ELBOW, target=s, direction=d) for s in others for d in Direction
        ]
        result.append(Command(seat, Verb.TRANSIT))
        result += self._cat_candidates(seat, others)
        result.append(Command(seat, Verb.DONE))
        return result

    def _cat_candidates(self, seat: Seat, others: list[Seat]) -> list[Command]:
        """The power's commands that differ: only the argument its card uses."""
        cat = self.cats.get(seat)
        if cat is None:
            return []
        takes = CARDS[cat].takes
        if takes is Argument.DIRECTION:
            return [Command(seat, Verb.CAT, direction=d) for d in Direction]
        if takes is Argument.TARGET:
            return [Command(seat, Verb.CAT, target=s) for s in others]
        if takes is Argument.SPIN:
            return [Command(seat, Verb.CAT, spin=s) for s in Spin]
        return [Command(seat, Verb.CAT)]

    # ------------------------------------------------------------------ the machine

    def _line(self, text: str, code: str, /, **values: Any) -> None:
        """Log ``text`` (the engine's English) as the line ``code`` naming ``values``."""
        self.log.append(Said(text, code, **values))

    def _effect(self, effect: CatEffect) -> None:
        self.effects.append((len(self.log), effect))

    def _reset_turn(self) -> None:
        self._remaining = 0
        self._pool_over = False
        self._power_used = False
        self._catnap = False
        self._breaks_used: set[int] = set()
        self._timed_out = False

    def _order_from(self, start: Seat) -> list[Seat]:
        return [(start + i) % self.seats for i in range(self.seats)]

    def _present(self) -> list[Seat]:
        return [s for s in range(self.seats) if self.position.present(s)]

    def _run(self) -> Gen[None]:
        try:
            yield from self.rules.cubes_placed(self, self.active)
            while True:
                self.turn += 1
                self._close_turn()
                with contextlib.suppress(TurnOver):
                    yield from self._turn()
                yield from self._next_turn()
        except GameOver as over:
            self._close_turn()
            self.outcome = over.outcome
            summary = over.outcome.summary
            self.log.append(summary if isinstance(summary, Said) else Said(summary))
        while True:
            yield Prompt(PromptKind.OVER, None)

    def _close_turn(self) -> None:
        """What the turn just over changed, for the board's highlights: who moved where and
        which tiles appeared (the setup's own moves count as turn 0's)."""
        cells, placed = self._turn_start
        now = self.position.scientists
        self.last_moves = {
            seat: (start, end)
            for seat, start in cells.items()
            if start is not None and (end := now.get(seat)) is not None and end != start
        }
        self.last_tiles = [
            p.cell for p in self.placements[placed:] if p.cell in self.position.tiles
        ]
        self._turn_start = (dict(now), len(self.placements))

    def _turn(self) -> Gen[None]:
        self._reset_turn()
        seat = self.active
        present = self._present()
        self._timed_out = seat in self.away and any(s not in self.away for s in present)
        self._line(
            f"Turn {self.turn} (round {self.round}): P{seat + 1} {self.names[seat]}",
            "turn",
            turn=self.turn,
            round=self.round,
            seat=seat,
            name=self.names[seat],
        )
        if self._timed_out:
            # Said in the log, so the post shows why this turn passes at once (§7.4).
            self._line(
                f"P{seat + 1} is away: the turn passes with no See and no actions",
                "away-pass",
                seat=seat,
            )
        command = yield from self._ask(Prompt(PromptKind.SEE, seat))
        if command.verb is Verb.BLOOP:
            self._line(f"P{seat + 1} bloops themself", "bloops-self", seat=seat)
            yield from self._bloop(seat)
            return
        if command.verb is Verb.SEE:
            yield from self._see(seat, command)
        yield from self._pool(ACTIONS_PER_TURN)
        while True:
            yield from self._elements()
            room = self._break_room()
            if room is None:
                break
            self._breaks_used.add(room)
            cups = self.rules.break_actions(TILES[room].cups)
            self._line(
                f"P{seat + 1} takes a break: bonus See and {cups} action(s)",
                "break",
                seat=seat,
                cups=cups,
            )
            command = yield from self._ask(Prompt(PromptKind.BONUS_SEE, seat))
            if command.verb is Verb.SEE:
                yield from self._see(seat, command)
            yield from self._pool(cups)
        command = yield from self._ask(Prompt(PromptKind.SEE_AGAIN, seat))
        if command.verb is Verb.SEE:
            yield from self._see(seat, command)

    def _next_turn(self) -> Gen[None]:
        seat = self.active
        if not self._timed_out:
            self.misses[seat] = 0
        present = self._present()
        later = [s for s in present if s > seat]
        if later:
            self.active = self.position.active = later[0]
            return
        yield from self.rules.end_of_round(self, seat)
        self.round += 1
        self.active = self.position.active = self._present()[0]

    def _ask(self, prompt: Prompt) -> Gen[Command]:
        """Wait for the answer to ``prompt``, handling out-of-turn events meanwhile."""
        while True:
            automatic = self._automatic(prompt)
            if automatic is not None:
                return automatic
            self._check_vote()
            command = yield prompt
            if command.verb in _INTERRUPTS:
                yield from self._interrupt(command)
                continue
            if command.verb is Verb.SKIP:
                self._line(
                    f"The host skips the rest of P{self.active + 1}'s turn",
                    "skipped",
                    seat=self.active,
                )
                self._timed_out = True
                return self._fallback(prompt)
            if command.verb is Verb.TIMEOUT:
                if prompt.seat == self.active:
                    self._timed_out = True
                    self.misses[self.active] += 1
                    self._line(f"P{self.active + 1}'s time is up", "time-up", seat=self.active)
                    if self.misses[self.active] >= MISSES_TO_AWAY:
                        self.away.add(self.active)
                        self._line(f"P{self.active + 1} is away", "away", seat=self.active)
                else:
                    self._line(
                        f"P{(prompt.seat or 0) + 1}'s answer timed out",
                        "answer-timed-out",
                        seat=prompt.seat or 0,
                    )
                return self._fallback(prompt)
            return command

    def _automatic(self, prompt: Prompt) -> Command | None:
        seat = prompt.seat
        if seat is None:
            return None
        if not self.position.present(seat):
            return self._fallback(prompt)
        if seat == self.active and self._timed_out:
            return self._fallback(prompt)
        if seat != self.active and seat in self.away:
            return self._fallback(prompt)
        return None

    def _fallback(self, prompt: Prompt) -> Command:
        """Neutral default of a turn prompt, or a uniform draw among a prompt's options."""
        seat = prompt.seat if prompt.seat is not None else self.active
        if prompt.kind in TURN_PROMPTS:
            return Command(Actor.SYSTEM, Verb.TIMEOUT)
        options = prompt.options or tuple(d.text for d in Direction)
        key = f"default/{self._defaults}"
        self._defaults += 1
        value = self.randomness.draw(key, [(option, 1) for option in options])
        match prompt.kind:
            case PromptKind.ORIENT:
                return Command(seat, Verb.ORIENT, rotation=int(value) // 90)
            case PromptKind.CHOOSE:
                return Command(seat, Verb.CHOOSE, value=value)
            case PromptKind.REACT_ELBOW:
                return parse_command(f"elbow {(prompt.about or 0) + 1} {value}", seat)
            case _:
                return parse_command(f"see {value}", seat)

    # ------------------------------------------------------------------ interrupts

    def _interrupt(self, command: Command) -> Gen[None]:
        actor = command.actor
        match command.verb:
            case Verb.ABORT:
                raise GameOver(Outcome((), "abort", Said("The host aborted the game.", "aborted")))
            case Verb.BACK:
                assert isinstance(actor, int)
                self.away.discard(actor)
                self.misses[actor] = 0
                self._line(f"P{actor + 1} is back", "back", seat=actor)
            case Verb.LEAVE | Verb.KICK:
                seat = actor if command.verb is Verb.LEAVE else command.target
                assert isinstance(seat, int)
                yield from self._leave(seat, kicked=command.verb is Verb.KICK)
            case Verb.WIPE:
                assert isinstance(actor, int) and command.colour is not None
                voters = {s for s in self._present() if s not in self.away} | {actor}
                self.vote = WipeVote(command.colour, actor, voters, {actor})
                self._line(
                    f"P{actor + 1} proposes wiping the {command.colour.text} cube",
                    "proposes",
                    seat=actor,
                    colour=command.colour,
                )
                yield from self._settle_vote()
            case Verb.VOTE:
                assert isinstance(actor, int) and self.vote is not None
                if command.value == "yes":
                    self.vote.yes.add(actor)
                    self._line(f"P{actor + 1} votes yes", "votes-yes", seat=actor)
                    yield from self._settle_vote()
                else:
                    self._line(
                        f"P{actor + 1} votes no: the {self.vote.colour.text} cube stays",
                        "votes-no",
                        seat=actor,
                        colour=self.vote.colour,
                    )
                    self._close_vote()
            case Verb.VOTE_EXPIRED:
                self._line("The wipe vote expired", "vote-expired")
                self._close_vote()
            case _:  # pragma: no cover
                raise AssertionError(command)

    def _close_vote(self) -> None:
        if self.vote is not None:
            self.wipe_refused[self.vote.colour] = self.tile_changes
            self.vote = None

    def _check_vote(self) -> None:
        if self.vote is not None and not self.sealed(self.vote.colour):
            self._line(
                f"The {self.vote.colour.text} cube is no longer sealed: the vote ends",
                "unsealed",
                colour=self.vote.colour,
            )
            self.vote = None

    def _settle_vote(self) -> Gen[None]:
        vote = self.vote
        if vote is None or not vote.voters <= vote.yes:
            return
        self.vote = None
        del self.position.lying[vote.colour]
        self._line(
            f"Everyone agrees: the {vote.colour.text} cube is wiped to its slot",
            "wiped",
            colour=vote.colour,
        )
        yield from self._reset_check(vote.proposer)

    def _leave(self, seat: Seat, *, kicked: bool) -> Gen[None]:
        self._line(
            f"P{seat + 1} {'is kicked' if kicked else 'leaves the game'}",
            "kicked" if kicked else "leaves",
            seat=seat,
        )
        self.position.scientists[seat] = None
        self.away.discard(seat)
        if self.vote is not None:
            self.vote.voters.discard(seat)
            self.vote.yes.discard(seat)
        if seat in self.position.holding:
            colour = self.position.holding.pop(seat)
            self._line(f"{colour.text} goes to its slot", "to-slot", colour=colour)
            yield from self._reset_check(self.active)
        present = self._present()
        if len(present) == 1:
            last = present[0]
            raise GameOver(
                Outcome(
                    (last,),
                    "last-player",
                    Said(
                        f"P{last + 1} {self.names[last]} is the last scientist left and wins!",
                        "last-left",
                        seat=last,
                        name=self.names[last],
                    ),
                )
            )
        if self.vote is not None:
            yield from self._settle_vote()
        if seat == self.active:
            raise TurnOver

    # ------------------------------------------------------------------ dice

    def _roll(self, die: Die, chooser: Seat) -> Gen[str]:
        key = f"dice/{self._dice}"
        self._dice += 1
        face = self.randomness.draw(key, [(face, 1) for face in die.faces])
        if face != CHOOSE:
            self._line(f"die {die.value} → {face}", "die", die=die.value, face=face)
            return face
        command = yield from self._ask(
            Prompt(PromptKind.CHOOSE, chooser, options=die.choices, die=die)
        )
        value = command.value or die.choices[0]
        self._line(
            f"die {die.value} → CHOOSE (P{chooser + 1}: {value})",
            "die-choose",
            die=die.value,
            seat=chooser,
            value=value,
        )
        return value

    # ------------------------------------------------------------------ seeing and placing

    def _see(self, seat: Seat, command: Command) -> Gen[None]:
        direction = command.direction
        assert direction is not None
        self._line(f"P{seat + 1} sees {direction.text}", "sees", seat=seat, direction=direction)
        placed = len(self.placements)
        yield from self._sightline(seat, direction)
        if len(self.placements) == placed and self.outcome is None:
            self._line(
                f"P{seat + 1}'s look {direction.text} finds nothing new",
                "nothing-new",
                seat=seat,
                direction=direction,
            )

    def _sightline(self, seat: Seat, direction: Direction) -> Gen[None]:
        cur = self.position.where(seat)
        reach = 0
        while True:
            if self.rules.sight_reach is not None and reach >= self.rules.sight_reach:
                return
            if direction not in self._sides(cur):
                return
            nxt = step(cur, direction)
            if not on_map(nxt):
                return
            reach += 1
            if nxt not in self.position.tiles and not is_hallway(nxt):
                if not self.position.stack:
                    self._line("The stack is empty", "stack-empty")
                    return
                yield from self._draw_and_place(nxt, seat, direction.opposite)
            elif direction.opposite not in self._sides(nxt):
                return
            cur = nxt

    def _draw_and_place(self, cell: Cell, placer: Seat, facing: Direction | None) -> Gen[None]:
        tile = self.position.stack.pop(0)
        self.position.drawn, self.position.drawn_at = tile, cell
        options = distinct_rotations(tile, facing)
        if len(options) == 1:
            rotation = options[0]
        else:
            command = yield from self._ask(
                Prompt(
                    PromptKind.ORIENT,
                    placer,
                    options=tuple(rotation_text(r) for r in options),
                    tile=tile,
                    cell=cell,
                )
            )
            rotation = command.rotation if command.rotation is not None else options[0]
        yield from self._place(cell, tile, rotation, facing)

    def _place(self, cell: Cell, tile: int, rotation: int, facing: Direction | None) -> Gen[None]:
        spec = TILES[tile]
        self.position.drawn = self.position.drawn_at = None
        self.position.tiles[cell] = Placed(tile, rotation)
        self.placements.append(Placement(cell, tile, rotation, facing))
        self.tile_changes += 1
        self._line(
            f"{coords_text(cell)} ← {spec.text} {glyph(tile, rotation)}",
            "placed",
            cell=cell,
            tile=tile,
            rotation=rotation,
        )
        own = sector_of(cell)
        assert own is not None
        if spec.kind is Kind.WORMHOLE:
            while True:
                face = yield from self._roll(Die.SECTOR, self.active)
                colour = parse_colour(face)
                if colour is not own:
                    break
            yield from self._put_gray(twin(cell, colour), wormhole_end_id(spec.index), rotation)
        elif spec.kind is Kind.COLLAPSER:
            companions = collapser_set_ids(spec.index)[1:]
            others = [c for c in Colour if c is not own]
            for colour, piece in zip(others, companions, strict=True):
                yield from self._put_gray(twin(cell, colour), piece, rotation)

    def _put_gray(self, cell: Cell, tile: int, rotation: int) -> Gen[None]:
        blanked: list[Cell] = []
        if cell in self.position.tiles:
            blanked = self._discard_at(cell)
        self.position.tiles[cell] = Placed(tile, rotation)
        self.placements.append(Placement(cell, tile, rotation, None))
        self._line(
            f"{coords_text(cell)} ← {TILES[tile].text} {glyph(tile, rotation)}",
            "placed",
            cell=cell,
            tile=tile,
            rotation=rotation,
        )
        yield from self._fill_under(blanked)

    def _discard_at(self, cell: Cell) -> list[Cell]:
        """Take the tile on ``cell`` out of the game (with its whole set, for a collapser
        piece); returns the other cells left blank."""
        placed = self.position.tiles.pop(cell)
        self.position.discard.append(placed.tile)
        self.tile_changes += 1
        spec = TILES[placed.tile]
        self._line(
            f"{spec.text} on {coords_text(cell)} is discarded",
            "discarded",
            tile=placed.tile,
            cell=cell,
        )
        blanked: list[Cell] = []
        if spec.kind in (Kind.COLLAPSER, Kind.COMPANION):
            for piece in collapser_set_ids(spec.index):
                where = self.position.find(piece)
                if where is not None:
                    del self.position.tiles[where]
                    self.position.discard.append(piece)
                    blanked.append(where)
        return blanked

    def _fill_under(self, cells: list[Cell]) -> Gen[None]:
        """Scientists left on blanks get a tile under them (or are blooped)."""
        for seat in self._order_from(self.active):
            where = self.position.scientists.get(seat)
            if where in cells and where not in self.position.tiles:
                assert where is not None
                if self.position.stack:
                    yield from self._draw_and_place(where, seat, None)
                else:
                    yield from self._bloop(seat)

    # ------------------------------------------------------------------ actions

    def _pool(self, size: int) -> Gen[None]:
        self._remaining = size
        self._pool_over = False
        seat = self.active
        while self._remaining > 0 and not self._pool_over:
            command = yield from self._ask(
                Prompt(PromptKind.ACTIONS, seat, remaining=self._remaining)
            )
            if command.verb in (Verb.DONE, Verb.TIMEOUT):
                if command.verb is Verb.DONE:
                    self._line(f"P{seat + 1} is done", "done", seat=seat)
                return
            self._remaining -= 1
            yield from self._act(seat, command)

    def _act(self, seat: Seat, command: Command) -> Gen[None]:
        position = self.position
        cell = position.where(seat)
        match command.verb:
            case Verb.MOVE:
                assert command.direction is not None
                target = step(cell, command.direction)
                self._line(
                    f"P{seat + 1} moves {command.direction.text} → {coords_text(target)}",
                    "moves",
                    seat=seat,
                    direction=command.direction,
                    cell=target,
                )
                yield from self._arrive(seat, target)
            case Verb.PICKUP:
                here = [c for c, w in sorted(position.lying.items()) if w == cell]
                colour = command.colour
                if colour is None:  # Colour.RED is 0: never test an enum by truth
                    colour = next(c for c in here if self._why_not_take(seat, c) is None)
                del position.lying[colour]
                position.holding[seat] = colour
                self._line(
                    f"P{seat + 1} picks up {colour.text}", "picks-up", seat=seat, colour=colour
                )
                yield from self._react(seat)
            case Verb.STEAL:
                assert command.target is not None
                colour = position.holding.pop(command.target)
                position.holding[seat] = colour
                self._line(
                    f"P{seat + 1} steals {colour.text} from P{command.target + 1}",
                    "steals",
                    seat=seat,
                    colour=colour,
                    other=command.target,
                )
                yield from self._react(seat)
            case Verb.DROP:
                colour = position.holding.pop(seat)
                position.lying[colour] = cell
                self._line(f"P{seat + 1} drops {colour.text}", "drops", seat=seat, colour=colour)
            case Verb.ELBOW:
                assert command.target is not None and command.direction is not None
                target = step(cell, command.direction)
                self._line(
                    f"P{seat + 1} elbows P{command.target + 1} {command.direction.text}"
                    f" → {coords_text(target)}",
                    "elbows",
                    seat=seat,
                    other=command.target,
                    direction=command.direction,
                    cell=target,
                )
                yield from self._arrive(command.target, target)
            case Verb.TRANSIT:
                partner = self._partner(cell)
                assert partner is not None
                self._line(
                    f"P{seat + 1} transits → {coords_text(partner)}",
                    "transits",
                    seat=seat,
                    cell=partner,
                )
                yield from self._land(seat, partner)
            case Verb.CAT:
                yield from self._power(seat, command)
            case _:  # pragma: no cover
                raise AssertionError(command)

    def _arrive(self, seat: Seat, cell: Cell) -> Gen[None]:
        """A landing on a non-blank cell: moves the scientist and logs a cube on the
        Mainframe (D3)."""
        self.position.scientists[seat] = cell
        if cell in MAINFRAME and seat in self.position.holding:
            yield from self._log(seat)

    def _log(self, seat: Seat) -> Gen[None]:
        colour = self.position.holding.pop(seat)
        logged = self.position.logged[seat]
        logged.add(colour)
        self._line(
            f"P{seat + 1} logs {colour.text} ({len(logged)}/{self.target})",
            "logs",
            seat=seat,
            colour=colour,
            logged=len(logged),
            target=self.target,
        )
        if len(logged) >= self.target:
            raise GameOver(
                Outcome(
                    (seat,),
                    "logged",
                    Said(
                        f"P{seat + 1} {self.names[seat]} logs {len(logged)} colours and wins!",
                        "logged",
                        seat=seat,
                        name=self.names[seat],
                        count=len(logged),
                    ),
                )
            )
        yield from self._reset_check(seat)

    def _reset_check(self, roller: Seat) -> Gen[None]:
        if len(self.position.slots) < len(Colour):
            return
        number = yield from self._roll(Die.NUMBER, roller)
        letter = yield from self._roll(Die.LETTER, roller)
        for colour in Colour:
            self.position.lying[colour] = sector_cell(
                colour, LETTERS.index(letter) + 1, int(number)
            )
        self._line(
            f"Mainframe reset: every cube goes to {letter}-{number}",
            "reset",
            coords=f"{letter}-{number}",
        )
        yield from self.rules.cubes_placed(self, roller)

    # ------------------------------------------------------------------ elements

    def _elements(self) -> Gen[None]:
        for seat in self._order_from(self.active):
            if self.position.present(seat):
                yield from self._settle(seat)

    def _settle(self, seat: Seat) -> Gen[None]:
        for activations in range(SETTLE_LIMIT):
            self.longest_chain = max(self.longest_chain, activations)
            if not self.position.present(seat) or (seat == self.active and self._catnap):
                return
            cell = self.position.where(seat)
            placed = self.position.tiles.get(cell)
            if placed is None:
                return
            spec = TILES[placed.tile]
            if spec.kind is Kind.TELEPORTER:
                distance = int((yield from self._roll(Die.NUMBER, seat)))
                arrow = Direction(placed.rotation % 4)
                target = (cell[0] + arrow.delta[0] * distance, cell[1] + arrow.delta[1] * distance)
                self._line(
                    f"P{seat + 1} teleports {distance} {arrow.text}",
                    "teleports",
                    seat=seat,
                    distance=distance,
                    direction=arrow,
                )
                if not on_map(target):
                    self._line(f"P{seat + 1} flies off the map", "flies-off", seat=seat)
                    yield from self._bloop(seat)
                    return
                yield from self._land(seat, target)
            elif spec.kind is Kind.RANDOMIZER:
                yield from self._randomize(seat, spec.colour)
            elif spec.kind in (Kind.COLLAPSER, Kind.COMPANION):
                self._line(
                    f"P{seat + 1} is caught in vacuum collapser V{spec.index}",
                    "collapser",
                    seat=seat,
                    index=spec.index,
                )
                yield from self._bloop(seat)
                return
            else:
                return
        self.longest_chain = SETTLE_LIMIT
        self._line(
            f"P{seat + 1} comes to rest after {SETTLE_LIMIT} activations",
            "rests",
            seat=seat,
            count=SETTLE_LIMIT,
        )

    def _randomize(self, seat: Seat, colour: Colour | None) -> Gen[None]:
        number = yield from self._roll(Die.NUMBER, seat)
        letter = yield from self._roll(Die.LETTER, seat)
        if colour is None:
            colour = parse_colour((yield from self._roll(Die.SECTOR, seat)))
        target = sector_cell(colour, LETTERS.index(letter) + 1, int(number))
        self._line(
            f"P{seat + 1} is randomized to {coords_text(target)}",
            "randomized",
            seat=seat,
            cell=target,
        )
        yield from self._land(seat, target)

    def _land(self, seat: Seat, target: Cell) -> Gen[None]:
        """E6: arrive, bloop everyone else there, and get a tile under you on a blank."""
        self.position.scientists[seat] = target
        for other in self._order_from(self.active):
            if other != seat and self.position.scientists.get(other) == target:
                yield from self._bloop(other)
        if self.position.scientists.get(seat) != target:
            return
        if not is_hallway(target) and target not in self.position.tiles:
            if not self.position.stack:
                self._line("No tile is left to place", "no-tile-left")
                yield from self._bloop(seat)
                return
            yield from self._draw_and_place(target, seat, None)
        yield from self._arrive(seat, target)

    def _break_room(self) -> int | None:
        seat = self.active
        if not self.position.present(seat) or self._catnap:
            return None
        placed = self.position.tiles.get(self.position.where(seat))
        if placed is None or TILES[placed.tile].kind is not Kind.BREAK_ROOM:
            return None
        return None if placed.tile in self._breaks_used else placed.tile

    def _bloop(self, seat: Seat) -> Gen[None]:
        office = OFFICES[seat]
        self._line(
            f"P{seat + 1} is blooped to their office {coords_text(office)}",
            "blooped",
            seat=seat,
            cell=office,
        )
        self.position.scientists[seat] = office
        if seat in self.position.holding:
            colour = self.position.holding.pop(seat)
            self._line(f"{colour.text} goes to its slot", "to-slot", colour=colour)
            yield from self._reset_check(self.active)
        for other in self._order_from(self.active):
            if other != seat and self.position.scientists.get(other) == office:
                yield from self._bloop(other)

    # ------------------------------------------------------------------ moving tiles

    def _set_cells(self, cell: Cell) -> list[Cell]:
        """The cells moving or turning together with the tile on ``cell`` (W5)."""
        spec = TILES[self.position.tiles[cell].tile]
        if spec.kind not in (Kind.COLLAPSER, Kind.COMPANION):
            return [cell]
        cells = [self.position.find(piece) for piece in collapser_set_ids(spec.index)]
        return [c for c in cells if c is not None]

    def _shove_plan(self, cell: Cell, direction: Direction) -> list[tuple[Cell, Cell]] | None:
        """Where each piece goes when the tile on ``cell`` moves one cell ``direction``, or
        ``None`` when it cannot (M1, W5, W6)."""
        if not on_map(cell) or cell not in self.position.tiles:
            return None
        target = step(cell, direction)
        own = sector_of(cell)
        if not on_map(target) or sector_of(target) != own:
            return None
        spec = TILES[self.position.tiles[cell].tile]
        plays_over = spec.gray or spec.kind in (Kind.WORMHOLE, Kind.COLLAPSER)
        start, end = sector_coords(cell), sector_coords(target)
        assert start is not None and end is not None
        delta = (end[0] - start[0], end[1] - start[1])
        moves: list[tuple[Cell, Cell]] = []
        cells = self._set_cells(cell)
        for piece in cells:
            coords = sector_coords(piece)
            colour = sector_of(piece)
            assert coords is not None and colour is not None
            letter, number = coords[0] + delta[0], coords[1] + delta[1]
            if not (1 <= letter <= 5 and 1 <= number <= 5):
                return None
            moves.append((piece, sector_cell(colour, letter, number)))
        for _, dest in moves:
            if dest in self.position.tiles and dest not in cells and not plays_over:
                return None
        return moves

    def _shove(self, cell: Cell, direction: Direction) -> Gen[bool]:
        moves = self._shove_plan(cell, direction)
        if moves is None:
            return False
        position = self.position
        lifted = {source: position.tiles.pop(source) for source, _ in moves}
        riders = {
            source: (
                [s for s, w in position.scientists.items() if w == source],
                [c for c, w in position.lying.items() if w == source],
            )
            for source, _ in moves
        }
        blanked: list[Cell] = []
        for source, dest in moves:
            if dest in position.tiles:
                blanked += self._discard_at(dest)
            position.tiles[dest] = lifted[source]
            self._line(
                f"{TILES[lifted[source].tile].text} moves to {coords_text(dest)}",
                "tile-moves",
                tile=lifted[source].tile,
                cell=dest,
            )
        for source, dest in moves:
            seats, cubes = riders[source]
            for seat in seats:
                position.scientists[seat] = dest
            for colour in cubes:
                position.lying[colour] = dest
        self.tile_changes += 1
        yield from self._fill_under([c for c in blanked if c not in position.tiles])
        return True

    def _turn_tile(self, cell: Cell, quarters: int) -> None:
        for piece in self._set_cells(cell):
            placed = self.position.tiles[piece]
            self.position.tiles[piece] = Placed(placed.tile, (placed.rotation + quarters) % 4)
        self.tile_changes += 1

    # ------------------------------------------------------------------ cats

    def _power(self, seat: Seat, command: Command) -> Gen[None]:
        cat = self.cats[seat]
        self._power_used = True
        self._line(f"P{seat + 1} uses {cat.text}'s power", "power", seat=seat, cat=cat)
        yield from CARDS[cat].power(self, seat, command)

    def _react(self, seat: Seat) -> Gen[None]:
        cat = self.cats.get(seat)
        if cat is None:
            return
        self._line(f"{cat.text} reacts", "reacts", cat=cat)
        yield from CARDS[cat].react(self, seat)


@dataclass(frozen=True, slots=True)
class LabView:
    """What everyone may see: the board (stack as a count), the open prompt and the log."""

    position: str
    prompt: str
    names: tuple[str, ...]
    cats: tuple[Cat | None, ...]
    scenario: Scenario | None
    target: int
    round: int
    turn: int
    away: frozenset[Seat]
    stack: int
    log: tuple[str, ...]
    hissed: frozenset[Seat]
    """Seats whose Fermi has used its once-a-game hiss."""
    vote: str | None
    """The open wipe vote: colour, who said yes, who votes."""
    outcome: Outcome | None

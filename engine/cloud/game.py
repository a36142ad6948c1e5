"""A game of Quantum Cloud: the state derived from its setup, seed and ordered actions.

The move stack (``actions``) is the truth: :meth:`CloudGame.replay` rebuilds any game from its
record. ``parse_action`` checks an action against the current state and never mutates; ``push``
applies it and returns the public and private lines it produced. Rule ids (T4, F2, Z6...) are
those of ``docs/cloud/README.md`` and the spec.
"""

from __future__ import annotations

import copy
import enum
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.cloud import views
from engine.cloud.actions import (
    SEAT_LETTERS,
    Action,
    Verb,
    actor_text,
    parse_command,
    parse_record_line,
)
from engine.cloud.cards import AlgorithmCard, AlterCard, Card, Effect
from engine.cloud.decks import DeckError, validate_deck
from engine.cloud.hexes import (
    ORIGIN,
    Hex,
    edge_tiles,
    is_connected,
    placement_spaces,
    sorted_hexes,
)
from engine.cloud.setup import CloudRecord, CloudSetup
from engine.cloud.state import Pending, Phase, Player, Unit, Window
from engine.cloud.streams import Streams
from engine.cloud.terrain import SETUP_TILES, TILES_PER_TERRAIN, Keyword, Terrain
from engine.core.errors import EngineError, IllegalActionError, RecordError, SetupError
from engine.core.family import Actor, Outcome, Seat
from engine.core.said import Said
from engine.core.stack import undone_on_failure

MAX_QUBITS = 10
HAND_START = 5
DECK_OUT_DAMAGE = 3
AVATAR_SPACING = 3
UNDOABLE_VERBS = frozenset({Verb.TILE, Verb.SUPERPOSE, Verb.MOVE, Verb.SUMMON, Verb.PLAY})
"""What may be taken back in one's own turn (:meth:`CloudGame.push` also checks each one drew,
rolled and opened nothing); attacks open a window to the other players, so they stay."""


class Zone(enum.Enum):
    """Where a card is; every card is in exactly one."""

    DECK = "deck"
    """In its owner's shuffled deck (order hidden, count public)."""
    HAND = "hand"
    """In its owner's hand (hidden)."""
    BOARD = "board"
    """An Alter on the battlefield."""
    DISCARD = "discard"
    """Played, or destroyed (public)."""
    OUT = "out"
    """Left play with an eliminated player (E1)."""


@dataclass
class Report:
    """What an accepted action produced: lines for everyone and lines for one seat each."""

    public: list[Said] = field(default_factory=list)
    private: dict[Seat, list[Said]] = field(default_factory=dict)


def _canonical_tiles(tiles: list[Terrain]) -> list[Terrain]:
    """D2's canonical tile list: B1 order repeated (V F P S M W O V F ...), as far as each lasts."""
    counts = {t: tiles.count(t) for t in Terrain}
    return [
        t for rank in range(max(counts.values(), default=0)) for t in Terrain if counts[t] > rank
    ]


def _result_text(result: tuple[str | int, ...]) -> str:
    """One result of a played Algorithm in the engine's English."""
    match result:
        case ("moves", origin, dest):
            return f"moves {origin} → {dest}"
        case ("frozen",):
            return "frozen"
        case ("stats", attack, life, until):
            return f"{attack}/{life}" + (" until end of turn" if until else "")
        case ("qubits", q, m):
            return f"qubits {q}/{m}"
    raise AssertionError(result)


def _refuse(message: str, code: str = "", rule: str = "", /, **values: Any) -> IllegalActionError:
    """A refusal: the engine's English with its code, rule id and the data it names."""
    return IllegalActionError(Said(message, code, rule, **values))


class CloudGame:
    """One game; satisfies :class:`engine.core.family.Game`."""

    def __init__(self, setup: CloudSetup, pins: Mapping[str, str] | None = None) -> None:
        self.setup = setup
        self.pins = dict(pins or {})
        self._actions: list[Action] = []
        self._kept: list[Action] = []
        """The actions not taken back, in order: replaying them gives this very state."""
        self._undoable: list[bool] = []
        """For each kept action, whether its sender may still take it back."""
        self.streams = Streams(setup.seed, self.pins)
        self.lines: list[Said] = []
        """The public history: each line its English words with its code and data."""
        self._report = Report()
        self.players: list[Player] = []
        errors: list[str] = []
        for seat, entry in enumerate(setup.players):
            try:
                deck = validate_deck(entry.deck)
            except DeckError as error:
                errors += [f"seat {SEAT_LETTERS[seat]} {e}" for e in error.errors]
                continue
            self.players.append(Player(seat, entry.name, deck, deck.expanded()))
        if errors:
            raise SetupError("the decks have errors:\n" + "\n".join(errors))
        self.board: dict[Hex, Terrain] = {}
        self.units: dict[str, Unit] = {}
        self.phase = Phase.SETUP_TILES
        self.turn = 0
        self.active: Seat | None = None
        self.pending = Pending.NONE
        self.drawn: Terrain | None = None
        self.window: Window | None = None
        self.paused = False
        self.first_turn = True
        self.superpose_open = False
        self.moves_open = False
        self.battle_open = False
        self.moved_tile: tuple[Hex | None, Hex] | None = None
        self.trail: list[tuple[str, Hex, Hex]] = []
        self.last_turn: tuple[tuple[Hex | None, Hex] | None, list[tuple[str, Hex, Hex]]] = (
            None,
            [],
        )
        self.outcome_: Outcome | None = None
        self._last_reason = ""
        self._cache: dict[object, Any] = {}
        self._mutating = True
        self._setup_game()
        self._mutating = False

    # ------------------------------------------------------------------ protocol

    @property
    def actions(self) -> list[Action]:
        """Every accepted action in order (the move stack)."""
        return list(self._actions)

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, or ``None``."""
        return self.outcome_

    def parse_action(self, text: str, actor: Seat | Actor) -> Action:
        """Parse ``text`` as a command by ``actor`` and check it is legal now (no mutation)."""
        action = parse_command(text, actor)
        self.check(action)
        return action

    def push(self, action: Action) -> Report:
        """Apply a legal action; returns the lines it produced. A refused action raises
        before anything changes, and one whose running fails half-way (a pinned roll that
        cannot be) leaves the game as it was: the move stack is the truth."""
        self.check(action)
        return undone_on_failure(self._actions, lambda: self._run(action), self._replay)

    def _replay(self, actions: list[Action]) -> None:
        """Back to the game after ``actions``, replayed from the setup with the same pins
        (take-backs included, so the log is the one it had)."""
        self.__init__(self.setup, self.pins)  # type: ignore[misc]
        for action in actions:
            self.push(action)

    def _run(self, action: Action) -> Report:
        if action.verb is Verb.UNDO:
            return self._take_back(action)
        self._report = Report()
        self._actions.append(action)
        before = self._undo_mark()
        self._mutating = True
        try:
            self._apply(action)
        finally:
            self._mutating = False
            self._cache.clear()
        self._kept.append(action)
        self._undoable.append(
            action.verb in UNDOABLE_VERBS
            and action.actor == self.active
            and not self._report.private
            and self._undo_mark() == before
        )
        return self._report

    def _undo_mark(self) -> tuple[object, ...]:
        """What must not change for an action to be taken back: the phase, the turn, every
        random draw, every hidden card or tile seen, windows, pauses and the end."""
        return (
            self.phase,
            self.turn,
            self.active,
            sum(self.streams.counts.values()),
            len(self.tile_deck),
            tuple(len(p.library) for p in self.players),
            self.window is None,
            self.paused,
            self.outcome_,
        )

    def can_undo(self, seat: Seat) -> bool:
        """Whether ``seat`` may take back its last action (BGA's rule: within its own turn,
        before any hidden card, tile or roll, and before anyone else acted)."""
        return (
            self.outcome_ is None
            and not self.paused
            and bool(self._kept)
            and self._kept[-1].actor == seat
            and self._undoable[-1]
        )

    def _take_back(self, action: Action) -> Report:
        """Rebuild the game from the kept actions less the last: nothing random or hidden was
        read since, so the replay reaches the state before it exactly."""
        actions = [*self._actions, action]
        undone = self._kept[-1]
        kept = self._kept[:-1]
        self.__init__(self.setup, self.pins)  # type: ignore[misc]
        for earlier in kept:
            self.push(earlier)
        self._actions = actions
        self._report = Report()
        self._say(
            Said(
                f"{actor_text(undone.actor)} takes back: {undone}.",
                "takes-back",
                actor=actor_text(undone.actor),
                action=str(undone),
            )
        )
        return self._report

    def observe(self, seat: Seat) -> dict[str, Any]:
        """What ``seat`` may know: the public view and its own hand."""
        return views.observe(self, seat)

    def public_view(self) -> dict[str, Any]:
        """What every member may know."""
        return views.public_view(self)

    def record(self) -> CloudRecord:
        """The record that replays this game exactly."""
        return CloudRecord(
            seed=self.setup.seed,
            setup=self.setup,
            actions=[action.record_text() for action in self._actions],
            draws=dict(self.pins),
        )

    @classmethod
    def replay(cls, record: CloudRecord) -> CloudGame:
        """Rebuild a game from its record (RecordError names the first bad action)."""
        game = cls(record.setup, record.draws)
        for index, line in enumerate(record.actions):
            try:
                game.push(parse_record_line(line))
            except ValueError as error:
                raise RecordError(
                    f"action {index} ({line!r}) cannot be replayed: {error}"
                ) from None
        return game

    # ------------------------------------------------------------------ queries

    def player(self, seat: Seat) -> Player:
        """The player in ``seat``."""
        return self.players[seat]

    def living(self) -> list[Seat]:
        """Seats still in the game, in seat order."""
        return [p.seat for p in self.players if p.alive]

    def copies(self, seat: Seat) -> list[Unit]:
        """The seat's Avatar copies on the board (``X0`` before ``X0b``)."""
        letter = SEAT_LETTERS[seat]
        return [self.units[x] for x in (f"{letter}0", f"{letter}0b") if x in self.units]

    def superposed(self, seat: Seat) -> bool:
        """Z6's invariant: Superposition is two copies on the board."""
        return len(self.copies(seat)) == 2

    def card_of(self, unit: Unit) -> AlterCard | None:
        """The Alter card behind a unit (``None`` for Avatar copies)."""
        if unit.card is None:
            return None
        card = self.players[unit.seat].cards[unit.card]
        assert isinstance(card, AlterCard)
        return card

    def attack_of(self, unit: Unit) -> int:
        """Current Attack with buffs."""
        card = self.card_of(unit)
        base = card.attack if card else self.players[unit.seat].deck.avatar.attack
        return base + unit.attack_bonus

    def max_life_of(self, unit: Unit) -> int:
        """Life with buffs, before damage."""
        card = self.card_of(unit)
        base = card.life if card else self.players[unit.seat].deck.avatar.life
        return base + unit.life_bonus

    def life_of(self, unit: Unit) -> int:
        """F5: current Life = Life with buffs − damage."""
        return self.max_life_of(unit) - unit.damage

    def move_of(self, unit: Unit) -> int:
        """Printed Move."""
        card = self.card_of(unit)
        return card.move if card else self.players[unit.seat].deck.avatar.move

    def flies(self, unit: Unit) -> bool:
        """Whether the unit has ``fly``."""
        card = self.card_of(unit)
        return card is not None and card.has(Keyword.FLY)

    def unit_name(self, unit: Unit) -> str:
        """The card or Avatar name a unit shows."""
        card = self.card_of(unit)
        if card is not None:
            return card.name
        avatar = self.players[unit.seat].deck.avatar
        return avatar.superposition if self.superposed(unit.seat) else avatar.coherent

    def occupied(self) -> dict[Hex, str]:
        """Hexes holding a unit, with the unit's label."""
        return {u.hex: u.label for u in self.units.values()}

    def free_tiles(self) -> set[Hex]:
        """Tiles without a unit."""
        taken = self.occupied()
        return {h for h in self.board if h not in taken}

    def zone_of(self, seat: Seat, index: int) -> list[Zone]:
        """Every zone holding card ``index`` of ``seat`` (exactly one when all is well)."""
        p = self.players[seat]
        zones = [z for z, pile in self._piles(p) if index in pile]
        zones += [Zone.BOARD for u in self.units.values() if u.seat == seat and u.card == index]
        return zones

    def _piles(self, p: Player) -> Iterator[tuple[Zone, list[int]]]:
        yield Zone.DECK, p.library
        yield Zone.HAND, p.hand
        yield Zone.DISCARD, p.discard
        yield Zone.OUT, p.out

    def reachable(self, unit: Unit, steps: int) -> set[Hex]:
        """F1: free tiles within ``steps`` along free tiles (``fly``: any free tile in range)."""
        key = ("reach", unit.label, unit.hex, steps)
        if self._mutating:
            return self._reachable(unit, steps)
        if key not in self._cache:
            self._cache[key] = self._reachable(unit, steps)
        return set(self._cache[key])

    def _reachable(self, unit: Unit, steps: int) -> set[Hex]:
        free = self.free_tiles()
        if self.flies(unit):
            return {h for h in free if 1 <= unit.hex.distance(h) <= steps}
        seen = {unit.hex}
        frontier = [unit.hex]
        for _ in range(steps):
            nxt = []
            for hex_ in frontier:
                for n in hex_.neighbours():
                    if n in free and n not in seen:
                        seen.add(n)
                        nxt.append(n)
            frontier = nxt
        seen.discard(unit.hex)
        return seen

    @property
    def in_setup(self) -> bool:
        """Whether the setup's tiles or Avatars are still being placed (no turn played yet)."""
        return self.phase in (Phase.SETUP_TILES, Phase.SETUP_AVATARS)

    def setup_placer(self) -> Seat | None:
        """Who places now in setup."""
        if self.phase is Phase.SETUP_TILES:
            return self._tile_order[len(self.board) % len(self._tile_order)]
        if self.phase is Phase.SETUP_AVATARS:
            return self._avatar_order[self._avatars_placed]
        return None

    def avatar_spaces(self, seat: Seat) -> tuple[str, list[Hex]]:
        """S4/S5: where ``seat`` may place its Avatar, and which rule applies."""
        terrain = self.players[seat].deck.avatar.terrain
        placed = [u.hex for u in self.units.values()]
        far = [
            h
            for h in self.free_tiles()
            if self.board[h] is terrain and all(h.distance(a) >= AVATAR_SPACING for a in placed)
        ]
        if far:
            return "S4", sorted_hexes(far)
        if terrain in self.tile_deck:
            spaces = [
                h
                for h in placement_spaces(self.board.keys())
                if all(h.distance(a) >= AVATAR_SPACING for a in placed)
            ]
            if spaces:
                return "S5", sorted_hexes(spaces)
        own = [h for h in self.free_tiles() if self.board[h] is terrain]
        best = max((min((h.distance(a) for a in placed), default=0) for h in own), default=0)
        return "S5-last", [
            h for h in sorted_hexes(own) if min((h.distance(a) for a in placed), default=0) == best
        ][:1]

    def tile_moves(self, origin: Hex | None = None) -> list[tuple[Hex, Hex]]:
        """B3: every legal (origin, destination) tile move, in P6 order."""
        key = ("tile_moves", origin)
        if self._mutating:
            return self._tile_moves(origin)
        if key not in self._cache:
            self._cache[key] = self._tile_moves(origin)
        return list(self._cache[key])

    def _legal_tile_moves(self) -> set[tuple[Hex, Hex]]:
        key = "tile_move_set"
        if self._mutating:
            return set(self._tile_moves(None))
        if key not in self._cache:
            self._cache[key] = set(self.tile_moves())
        return set(self._cache[key])

    def _tile_moves(self, origin: Hex | None) -> list[tuple[Hex, Hex]]:
        tiles = set(self.board)
        taken = self.occupied()
        edges = edge_tiles(tiles)
        origins = [origin] if origin is not None else sorted_hexes(edges)
        spaces = sorted_hexes(placement_spaces(tiles))
        moves = []
        for lifted in origins:
            if lifted not in edges or lifted in taken:
                continue
            rest = tiles - {lifted}
            if not is_connected(rest):
                continue
            # The rest's spaces: the board's, less those only the lifted tile touched.
            orphans = {
                n
                for n in lifted.neighbours()
                if n not in tiles and not any(m in rest for m in n.neighbours())
            }
            moves += [(lifted, dest) for dest in spaces if dest not in orphans]
        return moves

    def tile_spaces(self) -> list[Hex]:
        """Where the drawn tile may go (B2)."""
        if not self.board:
            return [ORIGIN]
        return sorted_hexes(placement_spaces(self.board.keys()))

    # ------------------------------------------------------------------ checks

    def check(self, action: Action) -> None:
        """Raise IllegalActionError (second person, with the rule id) unless ``action`` is legal."""
        if self.phase is Phase.OVER:
            raise _refuse("the game is over", "over")
        actor = action.actor
        if isinstance(actor, Actor):
            self._check_host_or_system(action)
            return
        if not 0 <= actor < len(self.players):
            raise _refuse(f"seat {actor} is not at this table")
        p = self.players[actor]
        if not p.alive:
            raise _refuse("E1: you are out of this game", "out", "E1")
        if self.paused:
            raise _refuse("the host paused the game; wait for them to resume it", "paused")
        verb = action.verb
        if verb is Verb.UNDO:
            if not self.can_undo(actor):
                raise _refuse(
                    "you have nothing to take back now: only your own last action of this "
                    "turn, before a card, a tile or a die is drawn and before anyone else acts",
                    "nothing-to-undo",
                )
            return
        if verb in (Verb.PAUSE, Verb.RESUME, Verb.KICK, Verb.TIMEOUT):
            raise _refuse(
                f"only the host or the bot may {verb.value}", "host-or-bot", verb=verb.value
            )
        if verb is Verb.AUTOPASS:
            return
        if self.phase is not Phase.PLAY:
            self._check_setup(action, actor)
            return
        match verb:
            case Verb.PLAY:
                self._check_play(action, actor)
            case Verb.PASS:
                if self.window is None:
                    raise _refuse("A2: no attack window is open", "no-window", "A2")
                if actor in self.window.passed:
                    raise _refuse("A2: you have already passed in this window", "passed", "A2")
            case Verb.CONCEDE:
                pass
            case Verb.AVATAR:
                raise _refuse("S4: Avatars are placed in setup only", "avatar-setup-only", "S4")
            case _:
                self._check_turn(action, actor)

    def _check_host_or_system(self, action: Action) -> None:
        verb = action.verb
        if action.actor is Actor.SYSTEM:
            if verb is not Verb.TIMEOUT:
                raise _refuse(f"the bot only sends timeouts, not {verb.value}")
            if self.paused:
                raise _refuse("the game is paused; no clock runs")
            return
        match verb:
            case Verb.PAUSE:
                if self.paused:
                    raise _refuse("the game is already paused", "already-paused")
            case Verb.RESUME:
                if not self.paused:
                    raise _refuse("the game is not paused", "not-paused")
            case Verb.KICK:
                seat = action.seat
                if seat is None or seat >= len(self.players) or not self.players[seat].alive:
                    raise _refuse("E1: that seat is not a living player", "not-living", "E1")
                if self.phase is not Phase.PLAY:
                    raise _refuse(
                        "E1: players can leave once the setup is done", "leave-after-setup", "E1"
                    )
            case _:
                raise _refuse(
                    f"the host cannot {verb.value}; the host may pause, resume or kick",
                    "host-cannot",
                    verb=verb.value,
                )

    def _check_setup(self, action: Action, seat: Seat) -> None:
        placer = self.setup_placer()
        if action.verb is Verb.TILE and self.phase is Phase.SETUP_TILES:
            if seat != placer:
                raise _refuse(
                    f"S3: it is {SEAT_LETTERS[placer or 0]}'s turn to place a tile",
                    "tile-turn-of",
                    "S3",
                    letter=SEAT_LETTERS[placer or 0],
                )
            if action.origin is not None:
                raise _refuse(
                    "S3: in setup you place the drawn tile; no tile moves yet",
                    "setup-no-move",
                    "S3",
                )
            if action.hex not in self.tile_spaces():
                raise _refuse(
                    f"B2: {action.hex} is not next to the board (or taken)",
                    "not-next",
                    "B2",
                    hex=str(action.hex),
                )
            return
        if action.verb is Verb.AVATAR and self.phase is Phase.SETUP_AVATARS:
            if seat != placer:
                raise _refuse(
                    f"S4: it is {SEAT_LETTERS[placer or 0]}'s turn to place an Avatar",
                    "avatar-turn-of",
                    "S4",
                    letter=SEAT_LETTERS[placer or 0],
                )
            rule, spaces = self.avatar_spaces(seat)
            if action.hex not in spaces:
                shown = ", ".join(str(h) for h in spaces[:8])
                raise _refuse(
                    f"{rule}: your Avatar cannot go to {action.hex} (try {shown})",
                    "avatar-cannot-go",
                    rule,
                    hex=str(action.hex),
                    spaces=shown,
                )
            return
        step = "tiles" if self.phase is Phase.SETUP_TILES else "Avatars"
        raise _refuse(
            f"S3: the setup is placing {step}; {action.verb.value} comes later",
            "setup-placing",
            "S3",
            step=step.lower(),
            verb=action.verb.value,
        )

    def _check_turn(self, action: Action, seat: Seat) -> None:
        verb = action.verb
        if seat != self.active:
            raise _refuse(
                f"T9: it is {SEAT_LETTERS[self.active or 0]}'s turn",
                "turn-of",
                "T9",
                letter=SEAT_LETTERS[self.active or 0],
            )
        if self.window is not None:
            raise _refuse(
                "A2: an attack window is open; you may only play an Algorithm or pass",
                "window-open",
                "A2",
            )
        if verb is Verb.KEEP:
            if self.pending is not Pending.KEEP:
                raise _refuse("Z6: there is no copy to choose now", "no-copy", "Z6")
            if action.unit not in {u.label for u in self.copies(seat)}:
                raise _refuse(
                    f"Z6: {action.unit} is not one of your Avatar copies",
                    "not-copy",
                    "Z6",
                    unit=str(action.unit),
                )
            return
        if verb is Verb.TILE:
            self._check_tile(action)
            return
        if self.pending is Pending.KEEP:
            raise _refuse("Z6: first choose the copy to keep (`keep`)", "keep-first", "Z6")
        if self.pending is Pending.TILE:
            raise _refuse("T3: first place the drawn tile (`tile q,r`)", "tile-first", "T3")
        p = self.players[seat]
        match verb:
            case Verb.SUPERPOSE:
                self._check_superpose(action, p)
            case Verb.MOVE:
                unit = self._own_unit(action.unit, seat)
                if not self.moves_open:
                    raise _refuse(
                        "F2: moves are over once an attack is declared or you summon",
                        "moves-over",
                        "F2",
                    )
                if unit.moved:
                    raise _refuse(
                        f"F1: {unit.label} has already moved this turn",
                        "moved",
                        "F1",
                        unit=unit.label,
                    )
                if unit.frozen:
                    raise _refuse(
                        f"C5: {unit.label} is frozen until end of turn",
                        "frozen",
                        "C5",
                        unit=unit.label,
                    )
                assert action.hex is not None
                if action.hex not in self.reachable(unit, self.move_of(unit)):
                    raise _refuse(
                        f"F1: {unit.label} cannot reach {action.hex} "
                        f"(Move {self.move_of(unit)}, free tiles only)",
                        "cannot-reach",
                        "F1",
                        unit=unit.label,
                        hex=str(action.hex),
                        n=self.move_of(unit),
                    )
            case Verb.ATTACK:
                unit = self._own_unit(action.unit, seat)
                if not self.battle_open:
                    raise _refuse("T7: the battle is over once you summon", "battle-over", "T7")
                if unit.attacked:
                    raise _refuse(
                        f"F3: {unit.label} has already attacked this turn",
                        "attacked",
                        "F3",
                        unit=unit.label,
                    )
                if unit.frozen:
                    raise _refuse(
                        f"C5: {unit.label} is frozen until end of turn",
                        "frozen",
                        "C5",
                        unit=unit.label,
                    )
                target = self.units.get(action.target or "")
                if target is None or target.seat == seat:
                    raise _refuse(
                        f"F3: {action.target} is not an enemy unit on the board",
                        "not-enemy",
                        "F3",
                        target=str(action.target),
                    )
                if target.hex.distance(unit.hex) != 1:
                    raise _refuse(
                        f"F3: {target.label} is not next to {unit.label}",
                        "not-next-to",
                        "F3",
                        target=target.label,
                        unit=unit.label,
                    )
            case Verb.SUMMON:
                self._check_summon(action, p)
            case Verb.END:
                pass
            case _:
                raise _refuse(
                    f"{verb.value} is not a command for this moment", "not-now", verb=verb.value
                )

    def _own_unit(self, label: str | None, seat: Seat) -> Unit:
        unit = self.units.get(label or "")
        if unit is None or unit.seat != seat:
            raise _refuse(
                f"F1: {label} is not one of your units on the board",
                "not-own",
                "F1",
                unit=str(label),
            )
        return unit

    def _check_tile(self, action: Action) -> None:
        if self.pending is not Pending.TILE:
            raise _refuse("T3: there is no tile to place or move now", "no-tile-now", "T3")
        if self.drawn is not None:
            if action.origin is not None:
                raise _refuse(
                    "T3: place the drawn tile; tiles move only once the tile deck is empty",
                    "place-drawn",
                    "T3",
                )
            if action.hex not in self.tile_spaces():
                raise _refuse(
                    f"B2: {action.hex} is not a free space next to the board",
                    "not-free",
                    "B2",
                    hex=str(action.hex),
                )
            return
        if action.origin is None:
            raise _refuse(
                "B3: the tile deck is empty; move a tile with `tile q,r from q,r`",
                "deck-empty-move",
                "B3",
            )
        origin, dest = action.origin, action.hex
        if (origin, dest) in self._legal_tile_moves():
            return
        if origin not in self.board:
            raise _refuse(
                f"B3: there is no tile on {origin}", "no-tile-on", "B3", origin=str(origin)
            )
        if origin in self.occupied():
            raise _refuse(
                f"B3: the tile on {origin} holds a unit", "holds-unit", "B3", origin=str(origin)
            )
        if origin not in edge_tiles(self.board.keys()):
            raise _refuse(
                f"B3: the tile on {origin} is not on an edge", "not-edge", "B3", origin=str(origin)
            )
        if not is_connected(set(self.board) - {origin}):
            raise _refuse(
                f"B3: lifting {origin} would split the board", "split", "B3", origin=str(origin)
            )
        raise _refuse(
            f"B3: {dest} is not a space next to the rest of the board",
            "not-space",
            "B3",
            hex=str(dest),
        )

    def _check_superpose(self, action: Action, p: Player) -> None:
        avatar = p.deck.avatar
        if not self.superpose_open:
            raise _refuse(
                "T5: Superposition comes before the first move, attack or summon",
                "superpose-first",
                "T5",
            )
        if self.superposed(p.seat):
            raise _refuse("Z2: your Avatar is already in Superposition", "superposed", "Z2")
        if p.superposed_last_turn:
            raise _refuse(
                "Z2: your Avatar was in Superposition during your previous turn",
                "superposed-last",
                "Z2",
            )
        if p.q < avatar.superpose_cost:
            raise _refuse(
                f"Z2: you need {avatar.superpose_cost} qubits and have {p.q}",
                "qubits",
                "Z2",
                cost=avatar.superpose_cost,
                q=p.q,
            )
        spaces = [h for h in self.free_tiles() if self.board[h] is avatar.terrain]
        if not spaces:
            raise _refuse(
                f"Z2: no free {avatar.terrain.value} tile for the copy; nothing paid",
                "no-copy-tile",
                "Z2",
                terrain=avatar.terrain.value,
            )
        if action.hex not in spaces:
            raise _refuse(
                f"Z2: {action.hex} is not a free {avatar.terrain.value} tile",
                "not-copy-tile",
                "Z2",
                hex=str(action.hex),
                terrain=avatar.terrain.value,
            )

    def summon_spaces(self, seat: Seat, card: AlterCard) -> set[Hex]:
        """T7 and ``portal``: where the Alter may be summoned."""
        free = self.free_tiles()
        spaces = {h for h in free if self.board[h] in card.terrains}
        if card.has(Keyword.PORTAL):
            for copy_ in self.copies(seat):
                spaces |= {n for n in copy_.hex.neighbours() if n in free}
        return spaces

    def _hand_card(self, p: Player, name: str | None) -> tuple[int, Card]:
        folded = (name or "").casefold()
        for index in p.hand:
            card = p.cards[index]
            if card.name.casefold() == folded:
                return index, card
        raise _refuse(f"you have no {name!r} in your hand", "not-in-hand", card=repr(name))

    def _check_summon(self, action: Action, p: Player) -> None:
        _, card = self._hand_card(p, action.card)
        if not isinstance(card, AlterCard):
            raise _refuse(
                f"T7: {card.name} is an Algorithm; play it with `play`",
                "is-algorithm",
                "T7",
                card=card.name,
            )
        if p.q < card.cost:
            raise _refuse(
                f"T7: {card.name} costs {card.cost} and you have {p.q} qubits",
                "costs",
                "T7",
                card=card.name,
                cost=card.cost,
                q=p.q,
            )
        spaces = self.summon_spaces(p.seat, card)
        if not spaces:
            raise _refuse(
                f"T7: no free tile for {card.name}", "no-summon-tile", "T7", card=card.name
            )
        if action.hex not in spaces:
            raise _refuse(
                f"T7: {card.name} cannot be summoned onto {action.hex}",
                "not-summon-tile",
                "T7",
                card=card.name,
                hex=str(action.hex),
            )

    def play_targets(self, seat: Seat, card: AlgorithmCard) -> list[Unit]:
        """C5: the units the card's shared target may be (empty list: unplayable)."""
        classes = card.target_classes
        if classes is None:
            return []
        units = [
            u
            for u in self.units.values()
            if (u.seat == seat, u.is_avatar) in classes and self.players[u.seat].alive
        ]
        mover = card.moves
        if mover is not None:
            units = [u for u in units if not u.frozen and self.reachable(u, mover.n)]
        return units

    def _check_play(self, action: Action, seat: Seat) -> None:
        p = self.players[seat]
        _, card = self._hand_card(p, action.card)
        if not isinstance(card, AlgorithmCard):
            raise _refuse(
                f"A1: {card.name} is an Alter; summon it on your turn",
                "is-alter",
                "A1",
                card=card.name,
            )
        if p.q < card.cost:
            raise _refuse(
                f"A1: {card.name} costs {card.cost} and you have {p.q} qubits",
                "costs",
                "A1",
                card=card.name,
                cost=card.cost,
                q=p.q,
            )
        if card.target_classes is None:
            if action.target is not None or action.hex is not None:
                raise _refuse(
                    f"C5: {card.name} takes no target", "no-target-taken", "C5", card=card.name
                )
            return
        legal = {u.label: u for u in self.play_targets(seat, card)}
        if not legal:
            raise _refuse(
                f"C5: {card.name} has no legal target now", "no-legal-target", "C5", card=card.name
            )
        if action.target is None:
            raise _refuse(
                f"C5: name a target for {card.name} (one of {', '.join(sorted(legal))})",
                "name-target",
                "C5",
                card=card.name,
                targets=", ".join(sorted(legal)),
            )
        unit = legal.get(action.target)
        if unit is None:
            raise _refuse(
                f"C5: {action.target} is not a legal target for {card.name}",
                "not-target",
                "C5",
                target=str(action.target),
                card=card.name,
            )
        mover = card.moves
        if mover is None:
            if action.hex is not None:
                raise _refuse(
                    f"C5: {card.name} moves nothing; drop the destination",
                    "moves-nothing",
                    "C5",
                    card=card.name,
                )
            return
        if action.hex is None:
            raise _refuse(
                f"C5: {card.name} needs a destination `to:q,r`",
                "needs-destination",
                "C5",
                card=card.name,
            )
        if action.hex not in self.reachable(unit, mover.n):
            raise _refuse(
                f"C5: {unit.label} cannot reach {action.hex} in {mover.n} steps",
                "cannot-reach-steps",
                "C5",
                unit=unit.label,
                hex=str(action.hex),
                n=mover.n,
            )

    # ------------------------------------------------------------------ apply

    def _say(self, line: Said) -> None:
        self.lines.append(line)
        self._report.public.append(line)

    def _tell(self, seat: Seat, line: Said) -> None:
        self._report.private.setdefault(seat, []).append(line)

    def _apply(self, action: Action) -> None:
        actor = action.actor
        verb = action.verb
        if isinstance(actor, Actor):
            if verb is Verb.PAUSE:
                self.paused = True
                self._say(Said("The host paused the game.", "paused"))
            elif verb is Verb.RESUME:
                self.paused = False
                self._say(Said("The host resumed the game.", "resumed"))
            elif verb is Verb.KICK:
                assert action.seat is not None
                letter = self.players[action.seat].letter
                self._say(Said(f"The host removed {letter}.", "removed", letter=letter))
                # Mechanically a concession (E1); the reason says who ended it.
                self._eliminate_now(action.seat, "kick")
            else:
                self._timeout()
            return
        p = self.players[actor]
        match verb:
            case Verb.AUTOPASS:
                p.autopass = bool(action.flag)
                state = "on" if p.autopass else "off"
                text = f"{p.letter} turns autopass {state}."
                self._say(Said(text, "autopass", letter=p.letter, state=state))
                self._autopass_window()
            case Verb.TILE if self.phase is Phase.SETUP_TILES:
                assert action.hex is not None
                self._setup_tile(action.hex)
            case Verb.AVATAR:
                assert action.hex is not None
                self._place_avatar(actor, action.hex)
            case Verb.TILE:
                assert action.hex is not None
                self._turn_tile(action.hex, action.origin)
            case Verb.KEEP:
                assert action.unit is not None
                self._keep(actor, action.unit)
            case Verb.SUPERPOSE:
                assert action.hex is not None
                self._superpose(p, action.hex)
            case Verb.MOVE:
                unit = self.units[action.unit or ""]
                assert action.hex is not None
                self._say(
                    Said(
                        f"{p.letter} moves {unit.label} {unit.hex} → {action.hex}.",
                        "moves",
                        letter=p.letter,
                        unit=unit.label,
                        origin=str(unit.hex),
                        hex=str(action.hex),
                    )
                )
                self.trail.append(("move", unit.hex, action.hex))
                unit.hex = action.hex
                unit.moved = True
                self.superpose_open = False
            case Verb.ATTACK:
                self._declare(self.units[action.unit or ""], self.units[action.target or ""])
            case Verb.SUMMON:
                assert action.hex is not None
                self._summon(p, action.card or "", action.hex)
            case Verb.PLAY:
                self._play(p, action)
            case Verb.PASS:
                assert self.window is not None
                self.window.passed.add(actor)
                self._say(Said(f"{p.letter} passes.", "passes", letter=p.letter))
                self._autopass_window()
            case Verb.END:
                p.absent = 0
                self._end_turn()
            case Verb.CONCEDE:
                self._say(Said(f"{p.letter} concedes.", "concedes", letter=p.letter))
                self._eliminate_now(actor, "concede")
            case _:  # pragma: no cover - check() refuses everything else
                raise AssertionError(verb)

    # --- setup

    @staticmethod
    def _all_tiles() -> list[Terrain]:
        return list(Terrain) * TILES_PER_TERRAIN

    def pin(self, name: str, *values: int | str) -> None:
        """Pin the next outcomes of a stream (``dice``: values 1–6; ``auto``: option indexes).

        The pins go into the record's ``draws``, so the game still replays exactly.
        """
        self.pins.update(self.streams.pin_next(name, *(str(v) for v in values)))

    def _setup_game(self) -> None:
        digest = self.streams.commitment()
        self._say(Said(f"D1: seed SHA-256 {digest}.", "seed", "D1", digest=digest))
        for p in self.players:
            p.library = self.streams.shuffle(f"deck/{p.letter}", list(range(len(p.cards))))
            for _ in range(HAND_START):
                p.hand.append(p.library.pop(0))
        self.tile_deck: list[Terrain] = self.streams.shuffle(
            "tiles", _canonical_tiles(self._all_tiles())
        )
        contenders = [p.seat for p in self.players]
        while len(contenders) > 1:
            rolls = {seat: self.streams.d6() for seat in contenders}
            said = ", ".join(f"{SEAT_LETTERS[s]} {r}" for s, r in rolls.items())
            self._say(Said(f"Roll for first placer: {said}", "first-roll", rolls=said))
            top = max(rolls.values())
            contenders = [s for s in contenders if rolls[s] == top]
        first = contenders[0]
        n = len(self.players)
        self._tile_order = [(first + i) % n for i in range(n)]
        last_tile_placer = self._tile_order[(SETUP_TILES - 1) % n]
        self._avatar_order = [(last_tile_placer + i) % n for i in range(n)]
        self._avatars_placed = 0
        letter = SEAT_LETTERS[first]
        self._say(Said(f"{letter} places the first tile.", "first-tile", letter=letter))
        self._draw_setup_tile()
        if self.setup.settings.setup_mode == "auto":
            while self.phase is Phase.SETUP_TILES:
                self._setup_tile(self.streams.choice(self.tile_spaces()))

    def _draw_setup_tile(self) -> None:
        self.drawn = self.tile_deck.pop(0)
        number, tile = len(self.board) + 1, self.drawn
        text = f"Tile {number} drawn: {tile.title} ({tile.letter})."
        self._say(Said(text, "setup-tile-drawn", number=number, terrain=tile.value))

    def _setup_tile(self, hex_: Hex) -> None:
        assert self.drawn is not None
        placer = self.setup_placer()
        self.board[hex_] = self.drawn
        self._placed(SEAT_LETTERS[placer or 0], self.drawn, hex_)
        self.drawn = None
        if len(self.board) < SETUP_TILES:
            self._draw_setup_tile()
        else:
            self.phase = Phase.SETUP_AVATARS
            letter = SEAT_LETTERS[self._avatar_order[0]]
            self._say(Said(f"{letter} places the first Avatar.", "first-avatar", letter=letter))

    def _place_avatar(self, seat: Seat, hex_: Hex) -> None:
        p = self.players[seat]
        rule, _ = self.avatar_spaces(seat)
        if rule == "S5":
            terrain = p.deck.avatar.terrain
            self.tile_deck.remove(terrain)
            self.board[hex_] = terrain
            self.tile_deck = self.streams.shuffle("tiles", _canonical_tiles(self.tile_deck))
            self._say(
                Said(
                    f"S5: {p.letter} takes a {terrain.letter} tile from the deck onto {hex_}.",
                    "avatar-tile",
                    "S5",
                    letter=p.letter,
                    terrain=terrain.value,
                    hex=str(hex_),
                )
            )
        self.units[f"{p.letter}0"] = Unit(f"{p.letter}0", seat, None, hex_)
        avatar = p.deck.avatar.coherent
        self._say(
            Said(
                f"{p.letter} places {avatar} ({p.letter}0) on {hex_}.",
                "places-avatar",
                letter=p.letter,
                avatar=avatar,
                hex=str(hex_),
            )
        )
        self._avatars_placed += 1
        if self._avatars_placed == len(self.players):
            self.phase = Phase.PLAY
            self._start_turn(seat)

    # --- turn steps

    def _start_turn(self, seat: Seat) -> None:
        p = self.players[seat]
        self.turn += 1
        p.turns += 1
        self.active = seat
        self.pending = Pending.NONE
        self.last_turn = (self.moved_tile, self.trail)
        self.moved_tile = None
        self.trail = []
        self.superpose_open = self.moves_open = self.battle_open = True
        for unit in self.units.values():
            unit.moved = unit.attacked = False
        p.superposed_last_turn = p.superposed_this_turn
        p.superposed_this_turn = self.superposed(seat)
        p.m = min(p.m + 1, MAX_QUBITS)
        p.q = p.m
        self._say(
            Said(
                f"Turn {self.turn}: {p.letter} ({p.name}), qubits {p.q}/{p.m}.",
                "turn",
                turn=self.turn,
                letter=p.letter,
                name=p.name,
                q=p.q,
                m=p.m,
            )
        )
        if self.superposed(seat):
            stays = True
            if p.zeno_mark:
                roll = self.streams.d6()
                stays = roll == 6
                said = "Superposition holds." if stays else "collapse."
                text = f"Z4: Zeno roll {roll}: {said}"
                self._say(Said(text, "zeno", "Z4", roll=roll, holds="yes" if stays else "no"))
            p.zeno_mark = False
            if not stays:
                self.pending = Pending.KEEP
                return
            bonus = self.streams.d6()
            p.q += bonus
            text = f"Z5: bonus roll {bonus}: qubits {p.q}/{p.m}."
            self._say(Said(text, "bonus", "Z5", roll=bonus, q=p.q, m=p.m))
        p.zeno_mark = False
        self._tile_step()

    def _tile_step(self) -> None:
        if self.tile_deck:
            self.drawn = self.tile_deck.pop(0)
            self.pending = Pending.TILE
            tile = self.drawn
            text = f"T3: tile drawn: {tile.title} ({tile.letter})."
            self._say(Said(text, "tile-drawn", "T3", terrain=tile.value))
            return
        if self.tile_moves():
            self.pending = Pending.TILE
            self._say(
                Said("T3: the tile deck is empty; a tile must move.", "tile-deck-empty", "T3")
            )
            return
        self._say(Said("T3: no tile can move; the tile step is skipped.", "no-tile-moves", "T3"))
        self._card_step()

    def _card_step(self) -> None:
        self.pending = Pending.NONE
        seat = self.active
        assert seat is not None
        if self.first_turn:
            self.first_turn = False
            return
        if self.players[seat].library:
            letter = self.players[seat].letter
            self._say(Said(f"T4: {letter} draws a card.", "draws", "T4", letter=letter))
        self._draw(seat)
        self._settle()

    def _draw(self, seat: Seat) -> None:
        p = self.players[seat]
        if p.library:
            index = p.library.pop(0)
            p.hand.append(index)
            card = p.cards[index].name
            self._tell(seat, Said(f"You drew {card}.", "drew", card=card))
            return
        for unit in self.copies(seat):
            unit.damage += DECK_OUT_DAMAGE
        text = f"T4: {p.letter}'s deck is empty: each Avatar copy loses {DECK_OUT_DAMAGE} Life."
        self._say(Said(text, "deck-out", "T4", letter=p.letter, damage=DECK_OUT_DAMAGE))

    def _turn_tile(self, dest: Hex, origin: Hex | None) -> None:
        p = self.players[self.active or 0]
        if self.drawn is not None:
            self.board[dest] = self.drawn
            self._placed(p.letter, self.drawn, dest)
            self.drawn = None
        else:
            assert origin is not None
            self.board[dest] = self.board.pop(origin)
            tile = self.board[dest]
            self._say(
                Said(
                    f"{p.letter} moves the {tile.letter} tile {origin} → {dest}.",
                    "moves-tile",
                    letter=p.letter,
                    terrain=tile.value,
                    origin=str(origin),
                    hex=str(dest),
                )
            )
        self.moved_tile = (origin, dest)
        self._card_step()

    def _keep(self, seat: Seat, label: str) -> None:
        p = self.players[seat]
        other = next(u for u in self.copies(seat) if u.label != label)
        del self.units[other.label]
        text = f"Z6: {p.letter} keeps {label}; {other.label} leaves the board."
        self._say(Said(text, "keeps", "Z6", letter=p.letter, unit=label, other=other.label))
        self._tile_step()

    def _superpose(self, p: Player, hex_: Hex) -> None:
        avatar = p.deck.avatar
        (current,) = self.copies(p.seat)
        p.q -= avatar.superpose_cost
        label = f"{p.letter}0b" if current.label == f"{p.letter}0" else f"{p.letter}0"
        self.units[label] = Unit(label, p.seat, None, hex_, damage=current.damage)
        p.superposed_this_turn = True
        p.zeno_mark = False
        bonus = self.streams.d6()
        p.q += bonus
        self._say(
            Said(
                f"{p.letter} pays {avatar.superpose_cost}: {avatar.coherent} becomes "
                f"{avatar.superposition}, copy {label} on {hex_}. Z5: bonus roll {bonus}, "
                f"qubits {p.q}/{p.m}.",
                "superposes",
                letter=p.letter,
                cost=avatar.superpose_cost,
                coherent=avatar.coherent,
                superposition=avatar.superposition,
                unit=label,
                hex=str(hex_),
                roll=bonus,
                q=p.q,
                m=p.m,
            )
        )

    def _summon(self, p: Player, name: str, hex_: Hex) -> None:
        index, card = self._hand_card(p, name)
        assert isinstance(card, AlterCard)
        p.q -= card.cost
        p.hand.remove(index)
        label = f"{p.letter}{p.next_alter}"
        p.next_alter += 1
        self.units[label] = Unit(label, p.seat, index, hex_, moved=True, attacked=True)
        self.superpose_open = self.moves_open = self.battle_open = False
        self._say(
            Said(
                f"{p.letter} summons {card.name} ({card.cost}) as {label} on {hex_}: "
                f"{card.attack}/{card.life}/{card.move}.",
                "summons",
                letter=p.letter,
                card=card.name,
                cost=card.cost,
                unit=label,
                hex=str(hex_),
                attack=card.attack,
                life=card.life,
                move=card.move,
            )
        )

    def _declare(self, attacker: Unit, target: Unit) -> None:
        attacker.attacked = True
        self.trail.append(("attack", attacker.hex, target.hex))
        self.superpose_open = self.moves_open = False
        letter, name, other = (
            SEAT_LETTERS[attacker.seat],
            self.unit_name(attacker),
            self.unit_name(target),
        )
        self._say(
            Said(
                f"{letter}: {attacker.label} {name} attacks {target.label} {other}.",
                "attacks",
                letter=letter,
                unit=attacker.label,
                name=name,
                target=target.label,
                other=other,
            )
        )
        self.window = Window(attacker.label, target.label, {attacker.seat})
        if not self.setup.settings.windows:
            self._resolve_attack()
            return
        self._autopass_window()

    def _autopass_window(self) -> None:
        window = self.window
        if window is None:
            return
        for seat in self.living():
            p = self.players[seat]
            if seat not in window.passed and (p.autopass or not p.hand or p.q == 0):
                window.passed.add(seat)
        if set(self.living()) <= window.passed:
            self._resolve_attack()

    def window_waiting(self) -> list[Seat]:
        """Living players the open window still waits for."""
        if self.window is None:
            return []
        return [s for s in self.living() if s not in self.window.passed]

    def waiting(self) -> list[Seat]:
        """Whom the game waits for: the window's silent players, the placer or the active."""
        if self.phase is Phase.OVER:
            return []
        if self.window is not None:
            return self.window_waiting()
        placer = self.setup_placer()
        if placer is not None:
            return [placer]
        return [] if self.active is None else [self.active]

    def asked(self) -> list[Seat]:
        """Whom the game waits for (:meth:`waiting`): public, as the window, the placer and
        the active player are."""
        return self.waiting()

    def legal_actions(self, seat: Seat) -> list[Action]:
        """Every legal command of ``seat`` now except autopass and concede, in a fixed order."""
        legal = []
        for action in self._candidates(seat):
            try:
                self.check(action)
            except EngineError:
                continue
            legal.append(action)
        return legal

    def _candidates(self, seat: Seat) -> Iterator[Action]:
        p = self.players[seat]
        if self.phase is Phase.SETUP_TILES:
            for hex_ in self.tile_spaces():
                yield Action(seat, Verb.TILE, hex=hex_)
            return
        if self.phase is Phase.SETUP_AVATARS:
            for hex_ in self.avatar_spaces(seat)[1]:
                yield Action(seat, Verb.AVATAR, hex=hex_)
            return
        if self.phase is not Phase.PLAY:
            return
        names = sorted({p.cards[i].name for i in p.hand})
        for name in names:
            card = p.deck.card(name)
            if not isinstance(card, AlgorithmCard):
                continue
            if card.target_classes is None:
                yield Action(seat, Verb.PLAY, card=name)
                continue
            for unit in self.play_targets(seat, card):
                mover = card.moves
                if mover is None:
                    yield Action(seat, Verb.PLAY, card=name, target=unit.label)
                else:
                    for hex_ in sorted(self.reachable(unit, mover.n)):
                        yield Action(seat, Verb.PLAY, card=name, target=unit.label, hex=hex_)
        if self.window is not None:
            yield Action(seat, Verb.PASS)
            return
        if seat != self.active:
            return
        if self.pending is Pending.KEEP:
            for unit in self.copies(seat):
                yield Action(seat, Verb.KEEP, unit=unit.label)
            return
        if self.pending is Pending.TILE:
            if self.drawn is not None:
                for hex_ in self.tile_spaces():
                    yield Action(seat, Verb.TILE, hex=hex_)
            else:
                for origin, dest in self.tile_moves():
                    yield Action(seat, Verb.TILE, hex=dest, origin=origin)
            return
        yield Action(seat, Verb.END)
        terrain = p.deck.avatar.terrain
        for hex_ in sorted(self.free_tiles()):
            if self.board[hex_] is terrain:
                yield Action(seat, Verb.SUPERPOSE, hex=hex_)
        own = [u for u in self.units.values() if u.seat == seat]
        for unit in own:
            for hex_ in sorted(self.reachable(unit, self.move_of(unit))):
                yield Action(seat, Verb.MOVE, unit=unit.label, hex=hex_)
            for enemy in self.units.values():
                if enemy.seat != seat and enemy.hex.distance(unit.hex) == 1:
                    yield Action(seat, Verb.ATTACK, unit=unit.label, target=enemy.label)
        for name in names:
            card = p.deck.card(name)
            if isinstance(card, AlterCard):
                for hex_ in sorted(self.summon_spaces(seat, card)):
                    yield Action(seat, Verb.SUMMON, card=name, hex=hex_)

    def _resolve_attack(self) -> None:
        window = self.window
        assert window is not None
        self.window = None
        attacker = self.units.get(window.attacker)
        target = self.units.get(window.target)
        if (
            attacker is None
            or target is None
            or attacker.hex.distance(target.hex) != 1
            or attacker.frozen
        ):
            self._fizzles(window)
            return
        dealt, returned = self.attack_of(attacker), self.attack_of(target)
        target.damage += dealt
        attacker.damage += returned
        for unit in (attacker, target):
            if unit.is_avatar:
                self.players[unit.seat].zeno_mark = True
        self._say(
            Said(
                f"F4: {attacker.label} deals {dealt} to {target.label} "
                f"({self.life_of(target)} left), takes {returned} ({self.life_of(attacker)} left).",
                "deals",
                "F4",
                unit=attacker.label,
                dealt=dealt,
                target=target.label,
                left=self.life_of(target),
                returned=returned,
                kept=self.life_of(attacker),
            )
        )
        self._settle(mutual=attacker.seat)

    def _fizzles(self, window: Window) -> None:
        text = f"F4: the attack of {window.attacker} on {window.target} fizzles."
        self._say(Said(text, "fizzles", "F4", unit=window.attacker, target=window.target))

    def _play(self, p: Player, action: Action) -> None:
        index, card = self._hand_card(p, action.card)
        assert isinstance(card, AlgorithmCard)
        p.q -= card.cost
        p.hand.remove(index)
        target = self.units.get(action.target or "")
        where = f" on {target.label} {self.unit_name(target)}" if target else ""
        results: list[tuple[str | int, ...]] = []
        """What the card did, as data: ``("moves", from, to)``, ``("frozen",)``, ``("stats",
        attack, life, until end of turn 0/1)``, ``("qubits", q, m)``."""
        for effect in card.effects:
            match effect.do:
                case Effect.DAMAGE:
                    assert target is not None
                    target.damage += effect.n
                    if target.is_avatar:
                        self.players[target.seat].zeno_mark = True
                case Effect.BUFF:
                    assert target is not None
                    target.attack_bonus += effect.attack
                    target.life_bonus += effect.life
                case Effect.DOUBLE:
                    assert target is not None
                    target.attack_bonus += self.attack_of(target)
                    target.life_bonus += self.max_life_of(target)
                case Effect.MOVE:
                    assert target is not None and action.hex is not None
                    results.append(("moves", str(target.hex), str(action.hex)))
                    self.trail.append(("move", target.hex, action.hex))
                    target.hex = action.hex
                case Effect.FREEZE:
                    assert target is not None
                    target.frozen = True
                    results.append(("frozen",))
                case Effect.DRAW:
                    for _ in range(effect.n):
                        self._draw(p.seat)
                case Effect.QUBITS:
                    p.q += effect.n
                case Effect.HEAL:
                    assert target is not None
                    target.damage = max(0, target.damage - effect.n)
        p.discard.append(index)
        if target is not None:
            until = int(bool(target.attack_bonus or target.life_bonus))
            results.append(("stats", self.attack_of(target), self.life_of(target), until))
        results.append(("qubits", p.q, p.m))
        self._say(
            Said(
                f"{p.letter} plays {card.name} ({card.cost}){where}: "
                + "; ".join(e.text() for e in card.effects)
                + " — "
                + ", ".join(_result_text(result) for result in results)
                + ".",
                "plays",
                letter=p.letter,
                card=card.name,
                cost=card.cost,
                target=target.label if target else "",
                name=self.unit_name(target) if target else "",
                effects=card.effects,
                results=tuple(results),
            )
        )
        if self.window is not None:
            self.window.passed = {p.seat}
        self._settle()
        self._autopass_window()

    def _end_turn(self) -> None:
        """T8, atomic: effects expire, Alters heal, qubits clamp, the next living player starts."""
        seat = self.active
        assert seat is not None
        self.window = None
        for unit in self.units.values():
            unit.attack_bonus = unit.life_bonus = 0
            unit.frozen = False
            if not unit.is_avatar:
                unit.damage = 0
        for p in self.players:
            p.q = min(p.q, p.m)
        letter = SEAT_LETTERS[seat]
        self._say(Said(f"T8: {letter}'s turn ends.", "turn-ends", "T8", letter=letter))
        living = self.living()
        if len(living) <= 1:
            return
        n = len(self.players)
        nxt = next(s for i in range(1, n + 1) if (s := (seat + i) % n) in living)
        self._start_turn(nxt)

    def _timeout(self) -> None:
        if self.phase is Phase.SETUP_TILES:
            placer = self.setup_placer()
            self._setup_timeout(placer or 0)
            self._setup_tile(self.streams.choice(self.tile_spaces()))
            return
        if self.phase is Phase.SETUP_AVATARS:
            seat = self.setup_placer()
            assert seat is not None
            self._setup_timeout(seat)
            self._place_avatar(seat, self.streams.choice(self.avatar_spaces(seat)[1]))
            return
        if self.window is not None:
            late = ", ".join(SEAT_LETTERS[s] for s in self.window_waiting())
            text = f"A2: the window's deadline passes for {late or 'nobody'}."
            self._say(Said(text, "window-timeout", "A2", letters=late))
            self.window.passed |= set(self.living())
            self._resolve_attack()
            return
        seat = self.active
        assert seat is not None
        p = self.players[seat]
        turn = self.turn
        self._say(
            Said(f"P5: {p.letter}'s turn time ran out.", "turn-timeout", "P5", letter=p.letter)
        )
        if self.pending is Pending.KEEP:
            keep = max(self.copies(seat), key=lambda u: (self.life_of(u), u.label.endswith("0")))
            self._keep(seat, keep.label)
        if self.turn == turn and self.pending is Pending.TILE:
            if self.drawn is not None:
                self._turn_tile(self.streams.choice(self.tile_spaces()), None)
            else:
                origin, dest = self.streams.choice(self.tile_moves())
                self._turn_tile(dest, origin)
        if self.turn != turn or self.phase is not Phase.PLAY:
            return
        p.absent += 1
        if p.absent >= self.setup.settings.absent_turns:
            text = f"P5: {p.letter} timed out {p.absent} turns in a row."
            self._say(Said(text, "absent", "P5", letter=p.letter, count=p.absent))
            self._eliminate_now(seat, "absence")
            return
        self._end_turn()

    def _setup_timeout(self, seat: Seat) -> None:
        letter = SEAT_LETTERS[seat]
        text = f"P5: {letter}'s setup time ran out."
        self._say(Said(text, "setup-timeout", "P5", letter=letter))

    def _placed(self, letter: str, tile: Terrain, hex_: Hex) -> None:
        text = f"{letter} places {tile.letter} on {hex_}."
        self._say(Said(text, "places-tile", letter=letter, terrain=tile.value, hex=str(hex_)))

    # --- destruction and elimination

    def _settle(self, mutual: Seat | None = None) -> None:
        """After an event: destroy units at Life ≤ 0, then Z6 and E1 (E2 for attacks)."""
        for unit in list(self.units.values()):
            if self.life_of(unit) <= 0:
                del self.units[unit.label]
                if unit.card is not None:
                    self.players[unit.seat].discard.append(unit.card)
                name = self.unit_name(unit)
                text = f"{unit.label} {name} is destroyed."
                self._say(Said(text, "destroyed", unit=unit.label, name=name))
        active = self.active
        if (
            self.pending is Pending.KEEP
            and active is not None
            and len(self.copies(active)) == 1
            and self.players[active].alive
        ):
            letter = SEAT_LETTERS[active]
            text = f"Z6: one copy of {letter}'s Avatar is left; it stays."
            self._say(Said(text, "copy-left", "Z6", letter=letter))
            self._tile_step()
        dead = [s for s in self.living() if not self.copies(s)]
        if not dead:
            return
        reason = "avatar"
        if mutual is not None and len(dead) == len(self.living()) == 2 and mutual in dead:
            dead = [s for s in dead if s != mutual]
            reason = "mutual-kill"
        elif mutual is not None and len(dead) == 2:
            reason = "mutual-kill"
        self._eliminate(dead, reason)

    def _eliminate_now(self, seat: Seat, reason: str) -> None:
        self._eliminate([seat], reason)

    def _eliminate(self, seats: list[Seat], reason: str) -> None:
        for seat in seats:
            p = self.players[seat]
            p.alive = False
            for unit in [u for u in self.units.values() if u.seat == seat]:
                del self.units[unit.label]
                if unit.card is not None:
                    p.out.append(unit.card)
            p.out += p.hand + p.library
            p.hand.clear()
            p.library.clear()
            why = "removed by the host" if reason == "kick" else reason
            text = f"E1: {p.letter} ({p.name}) is out ({why})."
            self._say(Said(text, "out", "E1", letter=p.letter, name=p.name, reason=reason))
        self._last_reason = reason
        window = self.window
        if window is not None and (
            window.attacker not in self.units or window.target not in self.units
        ):
            self.window = None
            self._fizzles(window)
        living = self.living()
        if len(living) <= 1:
            self._finish(living)
            return
        if self.window is not None:
            self._autopass_window()
        if self.active in seats and self.phase is Phase.PLAY:
            self.pending = Pending.NONE
            self._return_drawn_tile()
            self._end_turn()

    def _return_drawn_tile(self) -> None:
        """A tile drawn in a turn that ends by elimination goes back on top of the tile deck."""
        if self.drawn is not None:
            self.tile_deck.insert(0, self.drawn)
            self.drawn = None

    def _finish(self, living: list[Seat]) -> None:
        self.phase = Phase.OVER
        self.window = None
        self.pending = Pending.NONE
        self._return_drawn_tile()
        words = {
            "avatar": "the last Avatar standing",
            "mutual-kill": "mutual kill, the attacker wins",
            "concede": "the others conceded",
            "kick": "the host removed the others",
            "absence": "the others were absent",
        }[self._last_reason]
        if living:
            winner = self.players[living[0]]
            summary = Said(
                f"{winner.letter} ({winner.name}) wins: {words}.",
                "wins",
                letter=winner.letter,
                name=winner.name,
                reason=self._last_reason,
            )
        else:
            summary = Said("Nobody is left.", "nobody-left")
        self.outcome_ = Outcome(tuple(living), self._last_reason, summary)
        self._say(summary)

    # ------------------------------------------------------------------ copies

    def snapshot(self) -> dict[str, Any]:
        """The whole state (hidden parts included), for replay checks."""
        return {
            "phase": self.phase.value,
            "turn": self.turn,
            "active": self.active,
            "pending": self.pending.value,
            "drawn": self.drawn.value if self.drawn else None,
            "tile_deck": [t.value for t in self.tile_deck],
            "board": {str(h): t.value for h, t in self.board.items()},
            "units": {k: copy.copy(v).__dict__ for k, v in sorted(self.units.items())},
            "players": [
                {k: v for k, v in p.__dict__.items() if k not in ("deck", "cards")}
                for p in self.players
            ],
            "window": None if self.window is None else copy.deepcopy(self.window.__dict__),
            "rolls": list(self.streams.rolls),
            "trail": (self.moved_tile, list(self.trail), self.last_turn),
            "lines": list(self.lines),
            "outcome": self.outcome_,
        }

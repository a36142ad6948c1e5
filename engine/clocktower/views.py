"""What each member may see: a player's observation, the public view, the storyteller's view."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from engine.clocktower.characters import REGISTRY
from engine.clocktower.characters.worlds import GrimoireNote
from engine.clocktower.explain import minimal_reason
from engine.clocktower.reports import Report
from engine.clocktower.script import (
    Kind,
    base_counts,
    compositions,
    drunk_token,
    is_drunk_token,
    token_believed,
    token_character,
)
from engine.clocktower.search import first_completion, rules_of
from engine.clocktower.table import Table
from engine.clocktower.text import seat_text
from engine.clocktower.world import History, Leaf
from engine.core.family import Seat
from engine.core.pause import pause_point


@dataclass(frozen=True, slots=True)
class PlayerObservation:
    """One player's knowledge: alignment, the evil team, its own DMs, and the public facts."""

    seat: Seat
    alignment: str
    evil_team: tuple[Seat, ...]
    messages: tuple[str, ...]
    """Every DM the player received, in order (evil info, results, prompts, re-asks), in
    the English developer form (the bot words :attr:`told`)."""
    public: PublicView
    told: tuple[Report, ...] = ()
    """The same DMs as data (:mod:`engine.clocktower.reports`), which the bot words."""


@dataclass(frozen=True, slots=True)
class PublicView:
    """Everything public: phase, who appears dead, public announcements, the outcome."""

    phase: str
    number: int
    appears_dead: tuple[Seat, ...]
    announcements: tuple[str, ...]
    winner: str | None


@dataclass(frozen=True, slots=True)
class SeatView:
    """The storyteller's line for one seat."""

    seat: Seat
    tokens: tuple[str, ...]
    """Possible setup tokens in canonical order (``drunk(empath)`` for a Drunk believing empath)."""
    life: str
    """``alive``, ``dead`` or ``either``."""
    maybe_poisoned: bool
    instances: tuple[str, ...] = ()
    """The instances the seat may hold beside its own in some world (addendum §11): ``X``
    gained or eaten, ``~X`` a Drunk's (void), ``~X?`` a pretend not fixed yet (script 2)."""
    now: tuple[str, ...] = ()
    """The characters the seat may have taken on during the game in some world (a swap, R12;
    script 1's Scarlet Woman becoming the Imp): addendum §11's "possible current characters"
    (``tokens`` stay the setup's), in script order."""


@dataclass(frozen=True, slots=True)
class StorytellerView:
    """The grimoire of the superposition (spec §8)."""

    seats: tuple[SeatView, ...]
    certainly_in: tuple[str, ...]
    certainly_out: tuple[str, ...]
    bluffs: tuple[str, ...] | None
    worlds: int | None
    """How many worlds Ψ holds, or None ("many") past the counting cap."""
    pending: tuple[tuple[Seat, str, bool], ...] = ()
    """Prompts already certain but not yet given (they wait for the end of the day), as
    :meth:`~engine.clocktower.game.ClocktowerGame.due_prompts` gives them: (seat, character,
    whether the seat became it)."""
    notes: tuple[GrimoireNote, ...] = ()
    """What the characters' rules show in some world of Ψ (addendum §11: a host, a Pukka's
    mark, the next execution's protection, a spent life or guess, a pending extra day, a
    setup mark's seat), in seat order; script 2."""
    swaps: tuple[tuple[Seat, int, tuple[str, ...]], ...] = ()
    """Seats changed by a swap (O4 b) and not told yet: (seat, night, the characters it may
    have got, as it would be told them): one character is a prompt due at the next dawn or end
    of day, several a prompt that waits until every world agrees."""

    @property
    def text(self) -> str:
        """A plain-text grimoire."""
        lines = []
        for s in self.seats:
            poisoned = ", maybe poisoned" if s.maybe_poisoned else ""
            lines.append(f"{seat_text(s.seat)} [{s.life}{poisoned}]: {' '.join(s.tokens)}")
            if s.now:
                lines.append(f"{seat_text(s.seat)} now: {' '.join(s.now)}")
            if s.instances:
                lines.append(f"{seat_text(s.seat)} may also hold: {' '.join(s.instances)}")
        lines.append("in play: " + (" ".join(self.certainly_in) or "-"))
        lines.append("out of play: " + (" ".join(self.certainly_out) or "-"))
        if self.bluffs:
            lines.append("bluffs: " + " ".join(self.bluffs))
        lines.append(f"worlds: {self.worlds if self.worlds is not None else 'many'}")
        if self.notes:
            lines.append("in some world: " + "; ".join(note_text(n) for n in self.notes))
        if self.pending:
            said = [
                f"{seat_text(seat)} "
                + (f"now the {REGISTRY[character].title}" if became else f"token {character}")
                for seat, character, became in self.pending
            ]
            lines.append("pending prompts: " + "; ".join(said))
        if self.swaps:
            said = [
                f"{seat_text(seat)} now the {REGISTRY[got[0]].title} (swap, Night {night})"
                if len(got) == 1
                else f"{seat_text(seat)} swapped on Night {night}, not told until the worlds agree: "
                + " or ".join(REGISTRY[c].title for c in got)
                for seat, night, got in self.swaps
            ]
            lines.append("pending swaps: " + "; ".join(said))
        return "\n".join(lines)


def note_text(note: GrimoireNote) -> str:
    """One note in the English developer form: "@3 chosen (Lleech)", "spent (Damsel)"."""
    said = f"{note.code} ({REGISTRY[note.character].title})"
    return said if note.seat is None else f"{seat_text(note.seat)} {said}"


def public_view(game: Table) -> PublicView:
    """Everything every member may know."""
    return PublicView(
        phase=game.phase,
        number=game.number,
        appears_dead=tuple(sorted(game.appears_dead)),
        announcements=tuple(r.text for r in game.reports if r.to == "public"),
        winner=game.outcome.reason if game.outcome else None,
    )


def observe(game: Table, seat: Seat) -> PlayerObservation:
    """What ``seat`` may know."""
    evil = seat in game.evil
    return PlayerObservation(
        seat=seat,
        alignment="evil" if evil else "good",
        evil_team=tuple(sorted(game.evil)) if evil else (),
        messages=tuple(r.text for r in game.reports if r.to == seat),
        public=public_view(game),
        told=tuple(r for r in game.reports if r.to == seat),
    )


def storyteller_view(game: Table) -> StorytellerView:
    """The storyteller's grimoire of Ψ (committed history only), with the pending prompts.

    While a night is open the grimoire is Ψ as of dusk: nothing of the night is committed
    before dawn, and simulating the open night with every choice free multiplies the worlds
    by all of tonight's kills and poisonings (seconds at eight players) only to mark everyone
    "either" and "maybe poisoned". Every prompt due at the last end of day was sent then, so
    none is pending after Night 1."""
    history = game.history
    at_dusk = game.phase == "night" and game.outcome is None
    if at_dusk:
        history = replace(history, phases=history.phases[:-1])
    view = grimoire(game, history)
    if game.outcome is not None:
        return view
    view = replace(view, swaps=_swaps(game, history))
    if at_dusk and game.number > 1:
        return view
    return replace(view, pending=tuple(game.due_prompts()))


def _swaps(game: Table, history: History) -> tuple[tuple[Seat, int, tuple[str, ...]], ...]:
    """The untold swaps of ``history`` for the grimoire, each with its possible characters."""
    return tuple(
        (seat, night, tuple(sorted({token_believed(token) for token in got if token})))
        for seat, night, got in game.untold_changes(history)
    )


def grimoire(game: Table, history: History) -> StorytellerView:
    """The grimoire of any history."""
    solver = game.solver
    leaves = solver.all_leaves(history)
    options = solver.token_options(history, leaves)
    order = game.script.token_order()
    # each seat and each character reads every leaf: thousands at eight players (78 ms)
    pause = pause_point()
    seats = []
    for seat in range(game.n):
        pause()
        # each character asked of one set, not of every leaf: 240 passes over 2,707 leaves
        # at ten players
        became = {leaf.current[seat] for leaf in leaves if leaf.current}
        alive = {leaf.alive[seat] for leaf in leaves}
        life = "either" if len(alive) > 1 else ("alive" if alive == {True} else "dead")
        seats.append(
            SeatView(
                seat=seat,
                tokens=tuple(sorted(options[seat], key=order.__getitem__)),
                life=life,
                maybe_poisoned=any(seat in leaf.poisoned for leaf in leaves),
                instances=tuple(
                    sorted({i for leaf in leaves if leaf.instances for i in leaf.instances[seat]})
                ),
                now=tuple(c for c in game.script.characters if c in became),
            )
        )
    possible_in = {token_character(t) for opts in options for t in opts}
    # the edits read only a leaf's witness and candidates, which many leaves share
    distinct = list({(leaf.witness, leaf.cands): leaf for leaf in leaves}.values())

    def always_in(character: str) -> bool:
        pause()
        # the counts first: proving that no completion lacks a character the size forces
        # (at 14 players every Outsider) took the search minutes
        if _forced_by_counts(game, history, character):
            return True
        if _edited_witness_lacks(history, distinct, character):
            return False
        return not solver.in_play_somewhere_without(history, leaves, character)

    certainly_in = tuple(c for c in game.script.characters if c in possible_in and always_in(c))
    certainly_out = tuple(c for c in game.script.characters if c not in possible_in)
    return StorytellerView(
        seats=tuple(seats),
        certainly_in=certainly_in,
        certainly_out=certainly_out,
        bluffs=history.bluffs,
        worlds=solver.count(history, leaves),
        notes=merged_notes(note for leaf in leaves for note in leaf.notes),
    )


def merged_notes(notes: Iterable[GrimoireNote]) -> tuple[GrimoireNote, ...]:
    """The notes of several worlds, each once, in the storyteller's order."""
    return tuple(sorted(set(notes), key=lambda n: n.key))


def _forced_by_counts(game: Table, history: History, character: str) -> bool:
    """Whether every valid setup has ``character`` in play because each composition at this
    size (spec S2) fills as many seats of its kind as the script has characters of that kind
    not bluffed. A sufficient test only; it spares the search a proof that no world lacks the
    character (at 14 players every setup holds all three Outsiders, and that proof took
    minutes)."""
    script = game.script
    kind = script.kind(character)
    available = [c for c in script.of_kind(kind) if c not in (history.bluffs or ())]
    if character not in available:
        return False
    _, _, minions, demons = base_counts(game.n)
    for _, townsfolk, outsiders in compositions(script, game.n):
        seats = {
            Kind.TOWNSFOLK: townsfolk,
            Kind.OUTSIDER: outsiders,
            Kind.MINION: minions,
            Kind.DEMON: demons,
        }[kind]
        if seats < len(available):
            return False
    return True


def _edited_witness_lacks(history: History, leaves: Sequence[Leaf], character: str) -> bool:
    """Whether a world without ``character`` is found by one edit of a leaf's witness: the
    seat holding it takes another token of its candidates, or swaps with the Drunk (who then
    believes ``character``). A sufficient test only: the search for such a world when the
    Drunk must believe the character took up to half a second per character at 14 players."""
    rules = rules_of(history)
    for leaf in leaves:
        witness = list(leaf.witness)
        held = [i for i, t in enumerate(witness) if token_character(t) == character]
        if not held:
            return True
        if len(held) != 1:
            continue
        seat = held[0]
        edits = [{seat: t} for t in sorted(leaf.cands[seat]) if token_character(t) != character]
        edits += [
            {seat: token_believed(t), other: drunk_token(character)}
            for other, t in enumerate(witness)
            if is_drunk_token(t)
        ]
        for edit in edits:
            tokens = [edit.get(i, t) for i, t in enumerate(witness)]
            if not all(t in leaf.cands[i] for i, t in enumerate(tokens)):
                continue
            if first_completion(rules, [frozenset((t,)) for t in tokens]) is not None:
                return True
    return False


def explain(game: Table, seat: Seat, token: str) -> tuple[str, ...] | None:
    """A minimal set of commitments (setup lines, night entries, day events, "the game went
    on") under which ``seat`` cannot hold ``token`` (no proper subset suffices), as text; None
    when ``token`` is still possible. ``drunk`` stands for every Drunk token; a token of no
    seat of the script raises :class:`~engine.clocktower.explain.UnknownTokenError`."""
    return minimal_reason(game, seat, token)

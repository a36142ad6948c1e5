"""The contract of a character module (spec §10) and the registry that collects them.

A module subclasses :class:`Character`, fills in the class attributes that describe it, overrides
the hooks it needs and decorates the class with :func:`register`. The world simulation calls the
hooks; it never names a character, so a new script needs new modules, not a new core.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any, ClassVar

from engine.clocktower.characters.worlds import GrimoireNote, NightLike, NightT, WorldLike
from engine.clocktower.faults import Fault, Problem
from engine.clocktower.kinds import Kind
from engine.clocktower.open_choice import OpenChoice
from engine.clocktower.text import Info, InfoKind, Seat, Wake
from engine.clocktower.tokens import token_character


@dataclass(frozen=True, slots=True)
class Reach:
    """What a character's ability may change tonight about who holds which character, as
    seen at dusk (the solver's early refusal, ``engine.clocktower.early``)."""

    swaps: bool = False
    """Whether at its slot two seats may exchange their characters, with every instance
    they hold."""
    gains: tuple[tuple[Seat, str], ...] = ()
    """Instances a seat may come to hold beside its own at any point tonight (a gain, a
    pretend), as (seat at dusk, character)."""
    gains_after: tuple[Seat | None, ...] = ()
    """For each of :attr:`gains` (when given), the seat whose death tonight must come
    before the gain (None: any point): a gained instance acts at a slot only after it."""
    armed_by: frozenset[Seat] | None = None
    """When the swap is made only once a holder of this character dies tonight: the living
    seats that may hold it at dusk (the solver adds those that may gain it tonight). None:
    it may be armed without such a death (by one before tonight)."""
    once: bool = False
    """Whether the swap is made at most once a night (one exchange of two seats): with no
    other module swapping, an entry possible only through that exchange tells which seats
    it touches (``early.swap_pin``)."""


class Character:
    """A character of the script: what it is, when it wakes, what it does and learns."""

    id: ClassVar[str]
    kind: ClassVar[Kind]
    summary: ClassVar[str]
    """The mechanics in this project's own words (never official ability text)."""

    first_night: ClassVar[float | None] = None
    """Position in the Night 1 order, or None when it does not wake on Night 1."""
    other_nights: ClassVar[float | None] = None
    """Position in the order of later nights, or None."""

    choose_count: ClassVar[int] = 0
    choose_self: ClassVar[bool] = True
    """Whether the holder may choose its own seat."""
    info_kinds: ClassVar[tuple[InfoKind, ...]] = ()
    """Shapes of ``learn`` this character accepts; empty when it learns nothing."""
    info_character_kind: ClassVar[Kind | None] = None
    """For pair or character info: the kind the named character must have (None: any)."""
    group: ClassVar[str | None] = None
    """R2 group (number, yesno, pair, character): what a droisoned holder may be told."""
    has_effect: ClassVar[bool] = False
    """Whether its choices change the world (poison, protection, a kill)."""
    setup_modifier: ClassVar[tuple[int, int] | None] = None
    """Setup modifier (spec S2): the change to the (Townsfolk, Outsider) counts while this
    character is in play, e.g. (-2, +2). Minions only: the solver settles the counts once the
    Minion seats are filled."""
    red_herring: ClassVar[bool] = False
    """Whether a real holder in play has a red herring: one good seat fixed at setup (spec S4),
    kept open by the world as a set (``World.red_herring``, narrowed by ``truth``). One such
    character per script: the world has one red herring."""
    day_verb: ClassVar[str | None] = None
    """A public day action's verb (``@1 slay @3``), or None. Anyone appearing alive may send
    it; ``day_act`` decides in each world whether it does anything."""
    day_dead_may: ClassVar[bool] = False
    """Whether a player appearing dead may send the day action too (the Damsel guess,
    addendum D10); else only those appearing alive."""
    private_verb: ClassVar[str | None] = None
    """A private day entry's verb (``@1 puzzle @2 learn @4``, sent by DM, answered to its
    sender alone: addendum D11), or None; ``explicit_private`` decides whether it holds."""
    day_phrase: ClassVar[str] = ""
    """What the action is called in refusals ("you can shoot only by day")."""
    day_announcement: ClassVar[str] = ""
    """The public line when it is sent, with ``{actor}`` and ``{target}``."""
    register_characters: ClassVar[tuple[str, ...]] = ()
    """Registration quirk: characters a sober healthy holder may register as (with either
    alignment), chosen afresh on every detection. Empty: registers as itself."""
    guess: ClassVar[bool] = False
    """Whether the entry names a character after ``guess`` (``wake X choose @a guess Y``)."""
    self_choice_first_night: ClassVar[bool | None] = None
    """Whether the holder may choose itself on Night 1 when that differs from later nights
    (None: ``choose_self`` holds every night)."""
    wakes_at_slot: ClassVar[bool] = True
    """False for a character whose place in a script's night order is a notification, not a
    wake (what it learns is told at the setup point)."""
    optional_wake: ClassVar[bool] = False
    """Whether its slot is an optional action taken on its behalf by the living Demon (the
    Demon's swap at the Barber's slot): never implied by a kind clause, and not waking there
    never means "not woken" (addendum N13, R12)."""
    reads_marks: ClassVar[bool] = False
    """Whether its information counts the Mathematician's marks (R15): while such an entry
    is committed tonight, every wake that may mark must be simulated, even a free one."""
    marks_only_its_waker: ClassVar[bool] = False
    """Whether a wake at its slot places marks (R15, M11) on no seat but the one waking there
    (its act with a clause or free, and its reading's), and :meth:`explicit_may_wake`, asked
    of a branch before the slot whose slots in between change only marks and their own
    modules' state, is a necessary condition of a wake there. A slot of such a module that
    also keeps droisons then marks at most the seats that may hold or pretend it (the walk's
    bound from above, :meth:`explicit_refuted_above`). False unless checked."""
    free_act_pure: ClassVar[bool] = False
    """Whether :meth:`explicit_free_act` reads only its night's state (what
    ``explicit.state_key`` holds, with the script, evil seats, bluffs and the walk's
    choice flags) and changes only that night and copies of it: then an alike night's
    answer is replayed (``engine.clocktower.free_memo``)."""
    quiet_when_free: ClassVar[bool] = False
    """Whether its act, for a wake without information (a seat with no entry, whose choices
    the world makes), changes nothing but marks: a solver that asks nothing of that seat's
    wakes and counts no marks tonight may leave such a wake out."""
    learned_at_setup: ClassVar[bool] = False
    """Whether evil players may learn at setup that it is in play (``setup <id>``, V6)."""
    setup_mark: ClassVar[str | None] = None
    """A setup mark this character brings when really in play (addendum S8): ``"good"`` marks
    any good seat (its own included), ``"other"`` any seat but its own. The mark is a world
    variable fixed at setup, named by the character's id."""
    settles_at_execution: ClassVar[bool] = False
    """Whether its instance acts only when a player dies by execution and never wakes (the
    Cannibal's eating): a pretend of it (a Drunk-Pixie's ``~X``, R14) is settled at each
    such death, held or not, since no slot of its own ever settles it."""
    own_droison: ClassVar[bool] = False
    """Whether its droison falls on its own holder and is not "by another" (a Cannibal's
    evil-eating poison, addendum §1): the seat is droisoned, but no mark follows (M12)."""
    unordered_choices: ClassVar[bool] = False
    """Whether the order of its chosen seats changes nothing a world holds: a wake with the
    two choices exchanged has the same effect, the same truth and the same slot (the
    Barber's swap of two seats' characters), so a question answered for one order is
    answered for the other (:func:`engine.clocktower.fallback.joined_wakes`)."""
    swaps_characters: ClassVar[bool] = False
    """Whether its slot may exchange two seats' characters (the Barber's swap), on a night
    armed by a death of the day before or of that night before the slot (a night's death
    may be announced by no dawn: it lands in some worlds only, :attr:`attacks_at_night`).
    Before the first such slot of a night a death may have armed, no seat holds another character than it was dealt, so a player's alignment
    and own entries rule out waking as another team's character (the plain reasons of
    script 2, ``engine.clocktower.reasons``). The contract the reasons also rely on: one
    swap a night, at this slot, armed only by the death of a living holder of this
    character, so with one such character (and no gains) a living seat is swapped at most
    once and nothing swaps after it (``reasons.swaps_once``)."""
    strikes_only_sober: ClassVar[bool] = False
    """Whether a wake of it that is not effective (a Drunk's, a droisoned holder's) attempts
    no life: the early check counts no attempt from a holder that may wake as it only as a
    Drunk, or that is droisoned there in every walk (``early_info``)."""
    strikes_own_holder: ClassVar[bool] = False
    """Whether a wake of it attempts no life but its own holder's (a Gambler's wrong bet):
    a seat dying only so at its slot holds it there, so a death that arms a swap only for
    the holder of another character (the Barber's) arms none there (``early_due``'s
    unarmed reading)."""
    kill_blocks_demon: ClassVar[bool] = False
    """Whether a death its wake causes comes with a block of every later Demon attempt that
    night (R11: the Lycanthrope's good target), so that the early check counts either
    those deaths or the Demon's (``early_info``)."""
    blocked_with_demon: ClassVar[bool] = False
    """Whether every attempt its wake makes is a Demon attempt, which such a block stops."""
    marks_while_sober: ClassVar[bool] = False
    """Whether its :meth:`registers_evil_mark` holds only while a seat holding an instance
    of it (with no ability of another's) lives sober and healthy: the early check reads no
    such mark where every holder is dead or droisoned in every walk (``early_info``)."""
    learns_tokens: ClassVar[bool] = False
    """Whether its :meth:`explicit_may_learn` reads seats' tokens at dusk, which a swap
    exchanges (alignment and life stay with the seat): the early check proves nothing of
    its reading when a swap may come before its slot (``early_info``)."""
    attacks_at_night: ClassVar[bool] = False
    """Whether a wake of it may make a kill attempt at night (R11: a Demon's, the
    Lycanthrope's, the Gambler's on itself). Such a death may land in some worlds only (on a
    seat that is unprotected there, or that a Mayor's redirect reaches there), and a seat
    appears dead only when dead in every world (O5), so no one may hear of it: a night on
    which such a slot comes before a slot that may swap characters may have been armed by
    a death never announced (``reasons.armed_nights``)."""
    survives_own_execution: ClassVar[bool] = False
    """Whether a holder may live through its own execution by this character's rule (its
    :meth:`survives` with the cause ``execution``: a once-only life, a Demon living while
    its host lives). A module whose :meth:`survives` may keep its holder alive through an
    execution must say so: where nothing shields an executee either
    (:attr:`shields_from_execution`), a seat executed and still appearing alive held such a
    character then, a plain reason of script 2 (``engine.clocktower.reasons``)."""
    shields_from_execution: ClassVar[bool] = False
    """Whether a holder may keep another seat alive through that seat's execution (its
    :meth:`protects` with the cause ``execution``: a protected neighbour, tomorrow's
    chosen player). A module whose :meth:`protects` may stop an execution's death must say
    so: with it on the script, an executee appearing alive may hold any character."""
    gains_instances: ClassVar[bool] = False
    """Whether its holder may come to hold another character's instance beside its own (the
    Pixie's gain, the Cannibal's eating). A seat gains only through its own character, so a
    good player whose own first wake was of a character without this keeps waking as it
    until a swap may have happened (the plain reasons of script 2)."""
    later_wakes_gained: ClassVar[bool] = False
    """Whether after Night 1 only an instance gained beside a holder's own wakes as it (its
    own instance wakes on Night 1 only): on a script with no character that gains instances,
    no seat wakes as it later, a plain reason (script 2's, ``engine.clocktower.reasons``)."""
    no_repeat: ClassVar[bool] = False
    """Whether a holder may not make the same choice as its own last night (the Devil's
    Advocate): a plain reason when the player's own clause last night was that choice."""
    told_as_another: ClassVar[bool] = False
    """Whether a holder is told another character, never this one (the Drunk is told the
    Townsfolk it believes, O1 and O4 b): no prompt of a quantum game names it."""
    never_in_play: ClassVar[bool] = False
    """Whether no seat can hold it in a quantum game (spec S7): it only ever exists as the
    draw that may make the game a storyteller-adjudicated one, and as a bluff."""
    adjudicated_draw_percent: ClassVar[int | None] = None
    """For such a character: the default chance, in whole percent, of the draw before the
    alignment roll that makes the game storyteller-adjudicated (S7); None for every other."""

    @property
    def title(self) -> str:
        """The character's name in prose ("Scarlet Woman")."""
        return self.id.replace("_", " ").title()

    @property
    def never_told(self) -> bool:
        """Whether no prompt of a quantum game names it (O1, O4 b): no seat holds it
        (``never_in_play``) or its holder is told another (``told_as_another``)."""
        return self.never_in_play or self.told_as_another

    @property
    def change_prompt(self) -> str:
        """What a player who becomes this character during the game is told (spec O1b)."""
        return f"You are now the {self.title}."

    # --- when it wakes -------------------------------------------------------------------

    def wake_condition(self, world: WorldLike, seat: Seat) -> bool:
        """Whether a holder of this character (or a Drunk believing it) wakes at its slot."""
        return world.alive[seat]

    # --- what a submission holds -----------------------------------------------------------

    def shape_error(self, wake: Wake, seat: Seat, n: int, night: int = 0) -> str | None:
        """Why ``wake`` can never be this character's entry on ``night``, in the English
        developer form, or None (see :meth:`shape_fault`)."""
        fault = self.shape_fault(wake, seat, n, night)
        return None if fault is None else fault.text

    def shape_fault(self, wake: Wake, seat: Seat, n: int, night: int = 0) -> Fault | None:
        """Why ``wake`` can never be this character's entry on ``night``, or None (static
        check, N3; ``night`` 0 when unknown)."""
        if len(wake.choices) != self.choose_count:
            if self.choose_count == 0:
                return self._fault(Problem.CHOOSES_NO_ONE)
            return self._fault(Problem.CHOOSES_EXACTLY, count=self.choose_count)
        may_self = self.choose_self
        if night == 1 and self.self_choice_first_night is not None:
            may_self = self.self_choice_first_night
        if not may_self and seat in wake.choices:
            first = may_self != self.choose_self
            return self._fault(Problem.NOT_SELF_NIGHT_1 if first else Problem.NOT_SELF)
        if self.guess and wake.guess is None:
            return self._fault(Problem.GUESS_NEEDED)
        if not self.guess and wake.guess is not None:
            return self._fault(Problem.GUESSES_NOTHING)
        if len(set(wake.choices)) != len(wake.choices):
            return self._fault(Problem.DIFFERENT_PLAYERS)
        if not self.info_kinds:
            if wake.info is not None:
                return self._fault(Problem.LEARNS_NOTHING)
            return None
        if wake.info is None:
            return self._fault(Problem.MUST_LEARN)
        if wake.info.kind not in self.info_kinds:
            return self._fault(Problem.LEARNS_OTHER, kinds=self.info_kinds, kind=wake.info.kind)
        return self.info_shape_fault(wake.info, seat)

    def _fault(self, problem: Problem, **data: Any) -> Fault:
        return Fault(problem, character=self.id, **data)

    def info_shape_fault(self, info: Info, seat: Seat) -> Fault | None:
        """Extra static limits on the information (pair seats, the named character's kind)."""
        if info.kind in ("pair", "character"):
            if info.character not in REGISTRY:
                return self._fault(Problem.NOT_IN_SCRIPT, word=info.character)
            wanted = self.info_character_kind
            if wanted is not None and REGISTRY[info.character].kind is not wanted:
                return self._fault(Problem.LEARNS_KIND, kind=wanted.value, word=info.character)
        if info.kind == "pair":
            a, b = info.seats
            if a == b or seat in info.seats:
                return self._fault(Problem.PAIR_OTHERS)
        return None

    def free_choices(self, world: WorldLike, seat: Seat) -> Sequence[tuple[Seat, ...]]:
        """Choices a holder with no accepted entry might make, one per distinct effect."""
        return [()]

    # --- the rule it adds -------------------------------------------------------------------

    def act(self, world: WorldLike, seat: Seat, choices: tuple[Seat, ...], effective: bool) -> None:
        """Apply the wake's effect (``effective`` is False when droisoned)."""

    def act_free(self, world: WorldLike, seat: Seat, effective: bool) -> None:
        """Apply the effect of a wake whose choices the world makes (no accepted entry)."""
        if self.has_effect:
            choices = world.choose(self.free_choices(world, seat))
            self.act(world, seat, choices, effective)  # type: ignore[arg-type]

    def truth(self, world: WorldLike, seat: Seat, wake: Wake) -> bool:
        """Whether ``wake.info`` can be what a sober healthy holder learns in this world."""
        return True

    # --- passive and triggered rules -----------------------------------------------------

    def blocks_demon_attack(self, world: WorldLike, target: Seat) -> bool:
        """Whether this character's passive saves ``target`` from the Demon's attack."""
        return False

    def on_death(self, world: WorldLike, seat: Seat, cause: str) -> None:
        """Triggered after ``seat`` died of ``cause`` (demon, execution, slayer, starpass)."""

    def day_act(self, world: WorldLike, actor: Seat, target: Seat) -> None:
        """Apply this character's public day action by ``actor`` at ``target`` (spec D5)."""

    def demon_successor(self, world: WorldLike, dead: Seat, alive_before: int) -> Seat | None:
        """A seat that becomes the Demon when the Demon dies, by this character's rule."""
        return None

    # --- hooks of the explicit-world simulation (script 2, engine.clocktower.explicit) ------

    def explicit_act(
        self, night: NightT, seat: Seat, clause: Wake, effective: bool
    ) -> list[NightT] | None:
        """Apply the wake's effect in one explicit world (``effective`` False when
        droisoned): None when applied in place, else every branch it leads to (a kill)."""
        return None

    def explicit_free_act(self, night: NightT, seat: Seat, effective: bool) -> list[NightT] | None:
        """Every outcome of a wake whose choices the world makes (a seat with no entry),
        when the module can name them without trying each legal choice (which would ask
        about every chosen seat); None: the walk tries every choice. The enumeration oracle
        always tries every choice, so the property tests check these summaries."""
        return None

    def explicit_truth(self, night: NightLike, seat: Seat, clause: Wake) -> bool:
        """Whether ``clause.info`` is what a sober healthy holder learns in this world now."""
        return True

    def explicit_refuted(self, night: NightLike, seat: Seat, clause: Wake) -> bool:
        """Asked of a branch of a night before this character's slot, of a seat whose entry
        has ``clause`` not held yet: whether ``clause.info`` cannot be the truth at that slot
        (:meth:`explicit_truth` says no there) in any continuation of the branch in which no
        slot in between has an effect but a poison on a chosen seat
        (:meth:`slot_only_poisons`), so that only marks (which only grow through a night,
        ``ExplicitNight.marked``) and the acting characters' own state change. The walk
        then drops the branch when the seat is neither drunk nor droisoned and no
        information is falsified (``explicit.info_refuted``). False unless the module knows
        better."""
        return False

    def explicit_refuted_above(self, night: NightLike, seat: Seat, clause: Wake, more: int) -> bool:
        """As :meth:`explicit_refuted`, when at most ``more`` seats other than ``seat`` and
        not marked yet (nor optionally) may be marked before the reading at this
        character's slot: the walk counts them only where every slot left up to it marks
        only its waker (:attr:`marks_only_its_waker`) and keeps droisons. For a reading
        bounded from above by the marks, which :meth:`explicit_refuted` may not say (its
        refutation must hold with more marks too); it must hold with a smaller ``more``
        too (the walk asks with none first). False unless the module knows better."""
        return False

    def slot_changes_instances(self, number: int) -> bool:
        """Whether a wake at this character's slot on night ``number`` may give a seat an
        instance or take one away (:attr:`gains_instances` unless the module knows better).
        A slot that may not, and has no other effect, keeps droisons
        (``explicit.keeps_droisons``)."""
        return self.gains_instances

    def slot_changes_others_instances(self, number: int) -> bool:
        """Whether a wake at this character's slot on night ``number`` may give or take an
        instance of a seat other than the waking one (:meth:`slot_changes_instances` unless
        the module knows better: a new module is read as the safe answer). A slot that may
        not, with no other effect, hands no one else a character
        (``explicit.keeps_holders``)."""
        return self.slot_changes_instances(number)

    def effect_only_own_state(self, number: int) -> bool:
        """Whether this character's effect at its slot on night ``number`` only writes its
        own state, which nothing reads before the day (no kill, poison, gain or swap): such
        a slot keeps droisons (``explicit.keeps_droisons``). False unless the module knows
        better."""
        return False

    def slot_only_poisons(self, number: int) -> bool:
        """Whether a wake at this character's slot on night ``number`` changes nothing but
        this module's own state (whom it poisons: only a seat its wake chooses, never its
        own holder) and marks: no kill, no gain, no swap, nor anything that another seat's
        droison or falsified information reads except through the chosen seat's poison
        (``explicit._refutable``). False unless the module knows better."""
        return False

    def droisons(self, night: NightLike, holder: Seat, target: Seat) -> bool:
        """Whether this character, held by ``holder``, droisons ``target`` now (R10)."""
        return False

    def may_droison(self, night: NightLike, holder: Seat, target: Seat) -> bool:
        """Whether this character, were ``holder`` to hold it, may droison ``target`` now:
        False only when :meth:`droisons` is False for it in every world this one stands for,
        read without splitting ``holder`` (the droison check then splits no seat that may
        hold it). True unless the module knows better, so a new module is safe; a lazy
        world's mark split reads as True."""
        return True

    def registers_evil_mark(self, night: NightLike, holder: Seat, seat: Seat) -> bool:
        """Whether this character, held by ``holder``, makes the good ``seat`` register evil
        now (the faux paw)."""
        return False

    state_ends_at_dusk: ClassVar[bool] = False
    """Whether this character's explicit-world state lasts only until the next dusk (a
    night's choice: the Poisoner's poison, the Monk's protection)."""

    def explicit_wakes(self, night: NightLike, seat: Seat) -> bool:
        """Whether a holder wakes at this character's slot tonight (alive, by default)."""
        return night.alive[seat]

    def explicit_reach(self, night: NightLike) -> Reach | None:
        """Asked once per module of a world at dusk: what this character's ability may
        change tonight about who holds which character (None: nothing). A module whose night
        effects may give a seat a character or an instance must say so here: the solver
        refuses at once an entry that no seat could wake as otherwise (``early.py``)."""
        return None

    def explicit_may_wake(self, night: NightLike, seat: Seat, extra: bool) -> bool:
        """Asked of a world at dusk for a seat that may hold this character by its slot
        tonight (``extra``: possibly as an instance beside its own): whether it may wake as
        it there. A necessary condition of :meth:`explicit_wakes` at the slot; True unless
        the module knows better (a wake only on Night 1, only after an execution). For an
        optional action on another's behalf (:attr:`optional_wake`), asked of any seat:
        whether it may wake at the action's slot tonight (``early_due.py``; ``early.may_wake_as``
        reads it for a clause naming the action, so a False proves no walk holds one)."""
        return True

    def explicit_must_wake(self, night: NightLike, seat: Seat) -> bool:
        """Asked of a world at dusk for a seat whose own instance this is (a Drunk's
        included): whether it certainly wakes at its slot tonight if it is alive there (the
        solver's dusk refusal of a ``dont_wake``, ``early.py``). A sufficient condition of
        :meth:`explicit_wakes`: a module whose holder wakes whenever alive says so by not
        overriding that hook; any other says False unless it knows better."""
        return type(self).explicit_wakes is Character.explicit_wakes

    def explicit_strikes(
        self, night: NightLike, holders: frozenset[Seat]
    ) -> frozenset[Seat] | None:
        """Asked of a world at dusk for a module with an effect: the seats a wake of it at
        its slot tonight may aim its attempt on a life at, before any redirect (``holders``:
        the seats that may wake as it there). None: any seat, the default for an effect;
        empty: it attempts none. The early check counts one attempt per wake: a module
        whose wake may attempt more, or kill otherwise, must answer None."""
        return None if self.has_effect else frozenset()

    def explicit_droisons_chosen(self, holder: Seat, clause: Wake) -> frozenset[Seat]:
        """For a seat whose committed entry has ``clause``, a clause that may stand for this
        character: the seats an effective wake of it with that clause droisons before it
        attempts any life, for as long as ``holder`` lives sober and healthy (the Pukka's new
        mark, set before its strike on the old one). Read of the seat and the clause alone;
        none by default."""
        return frozenset()

    def explicit_strikes_chosen(self, holder: Seat, clause: Wake) -> frozenset[Seat] | None:
        """For a seat whose committed entry has ``clause``, a clause that may stand for this
        character: the seats ``holder``'s wake of it with that clause may aim its attempt on
        a life at, before any redirect, as :meth:`explicit_strikes` counts them (the proofs
        keep only the seats it answers: a clause alone cannot tell how its choice registers).
        None: the clause does not tell (its :meth:`explicit_strikes` stands). Read of the
        seat and the clause alone, the same in every world at dusk: the proofs at dusk read
        it once per plan and slot (``early_due._aims``), not per world."""
        return None

    def explicit_swaps_chosen(self, clause: Wake) -> frozenset[Seat] | None:
        """For a character whose slot may swap (:attr:`swaps_characters`): the two seats
        whose characters a wake of it with ``clause`` exchanged, in every walk that held the
        clause (the walk keeps a held clause only when its act is made). With ``Reach.once``
        that exchange is tonight's one swap, so an entry pinning it (``early.swap_pin``)
        tells which seats it may name. None: the clause does not tell (every character that
        swaps nothing)."""
        return None

    def explicit_swappers(
        self, night: NightLike, gains: frozenset[tuple[Seat, str]]
    ) -> frozenset[Seat] | None:
        """Asked of a world at dusk, for a character whose slot may swap
        (:attr:`swaps_characters`): every seat that may make its swap, that is wake at its
        slot (:meth:`explicit_wakes`), in a walk where no other swap comes before its slot
        (``Reach.once``); ``gains``: the instances seats may gain tonight (``Reach.gains``).
        The walk lets a seat act at an optional slot only when its entry names the
        character or it is free there, so with every such seat's entry naming none the
        swap is made in no walk (``early.swap_unmade``); and no other seat wakes there
        (``early.may_wake_as``). None: not told (any seat may)."""
        return None

    def explicit_dies_with(self, night: NightLike, dead: Seat) -> frozenset[Seat]:
        """Asked of a world at dusk: the seats this character's death trigger may kill
        tonight when ``dead`` dies (empty: none). A module whose ``explicit_on_death`` may
        kill must say so here (the solver's early check, ``early.py``)."""
        return frozenset()

    def explicit_dies_surely_with(self, night: NightLike, dead: Seat) -> frozenset[Seat]:
        """Asked of a world at dusk: the seats this character's death trigger kills in
        every walk when ``dead`` dies tonight while they still hold this character's own
        token (a subset of :meth:`explicit_dies_with`; empty: none known). The early check
        counts such a death as the end of the game when it leaves no Demon alive
        (``early.py``): a seat that may die before its slot only by a death that takes the
        Demon with it cannot be alive and unwoken at dawn."""
        return frozenset()

    def explicit_lives_while(self, night: NightLike, holder: Seat) -> Seat | None:
        """Asked of a world at dusk: a seat while whose life every kill attempt on
        ``holder`` tonight fails, as long as ``holder`` holds this character's own token and
        is sober and healthy (:meth:`survives`); None: none known. The early check reads
        such a holder's death by night as that seat's too (``early.alive_at_good_end``)."""
        return None

    def explicit_droisoner(self, night: NightLike, target: Seat) -> Seat | None:
        """Asked of a world at dusk, of a module that droisons: a seat whose ability as this
        character droisons ``target`` at every point tonight while that seat is alive,
        holds this character's own token, is sober and healthy and no swap has touched it
        (None: none known). The early check reads a holder so droisoned as one whose wake
        has no effect (``early_info``)."""
        return None

    def explicit_may_droison(self, night: NightLike, seat: Seat) -> bool:
        """Asked of a world at dusk, of a module that droisons: whether its ability may
        droison ``seat`` at some point tonight while the seat holds another character's own
        token. True unless the module knows better; a lazy world may raise its mark split,
        which the caller reads as True."""
        return True

    def explicit_may_droison_held(
        self, night: NightLike, seat: Seat, clauses: tuple[Wake, ...]
    ) -> bool:
        """As :meth:`explicit_may_droison`, asked when every seat that may wake as this
        character tonight has a committed entry binding its slot: ``clauses`` are those
        entries' clauses that may stand for it, so every wake of it tonight holds one of them
        (none: no seat wakes as it). The default does not read them."""
        return self.explicit_may_droison(night, seat)

    def explicit_may_mark_evil(self, night: NightLike, seat: Seat) -> bool:
        """Asked of a world at dusk, of a module with :meth:`registers_evil_mark`: whether it
        may make the good ``seat`` register evil at some point tonight. True unless the
        module knows better (a lazy world's mark split reads as True)."""
        return True

    def explicit_may_learn(
        self,
        night: NightLike,
        seat: Seat,
        clause: Wake,
        gone: frozenset[Seat],
        evil: frozenset[Seat],
        marked: frozenset[Seat],
    ) -> bool:
        """Asked of a world at dusk for a seat that may wake as this character tonight,
        sober and healthy with no information falsified: whether ``clause.info`` may be the
        truth at its slot when the seats ``gone`` have died since dusk, ``evil`` are the
        evil seats and ``marked`` the good ones that may register evil. True unless the
        module knows better (``early_info``: the reading no walk gives refuses the world)."""
        return True

    def end_of_day_winner(self, night: NightLike, holder: Seat, executed: bool) -> str | None:
        """The team this character, held by ``holder``, makes win at the end of a day
        (E5 c), or None."""
        return None

    def explicit_on_death(self, night: NightLike, holder: Seat, dead: Seat) -> None:
        """Triggered in every world after ``dead`` died, for each holder of this character."""

    def after_demon_kill(self, night: NightLike, victim: Seat) -> None:
        """Triggered in every world once per module after a Demon's attempt killed
        ``victim`` by night: the module finds its own holders in ``night.state`` (Drunks'
        instances included), for the marks a kill that landed places (R15)."""

    def death_due(self, night: NightLike, target: Seat, cause: str) -> None:
        """Triggered in every world once per module when the kill procedure is about to kill
        ``target`` (``cause``; nothing stopped it): the module finds its own holders (Drunks'
        instances included) and marks those whose sober healthy ability would have stopped
        this death (R15), judged before the death changes anything."""

    def day_ends(self, night: NightLike, executed: bool) -> None:
        """Triggered in every world once per module at an end of day, before its end rules
        (E5 c): the module finds its own holders, for the marks placed there (R15)."""

    def explicit_on_death_believed(self, night: NightLike, holder: Seat, dead: Seat) -> None:
        """The same for each seat that only believes it holds this character (its token is
        a Drunk's): its ability is void, but some characters' madness still lets it pretend
        (R14's `~X`)."""

    def suspends_end(self, night: NightLike) -> bool:
        """Asked once per module: whether a rule of this character started earlier holds
        E5 (a) and (b) off now (the Mastermind's extra day: once started, it is the world's,
        whoever holds the character afterwards)."""
        return False

    def explicit_may_hold_end(self, night: NightLike) -> bool:
        """Asked of a world at dusk, of a module whose rule may hold the end off
        (:meth:`suspends_end`): whether it may do so at some point tonight. The solver's early
        check counts a Demon's death by night as the end only when no module may (``early.py``);
        True unless the module knows better."""
        return True

    def explicit_holds_end(self, night: NightLike) -> bool:
        """Asked of a world at dusk, of every module: whether a rule of this character
        certainly holds E5 (a) and (b) off at every point tonight (started before, and
        nothing by night stops it), so that no death tonight ends the game (the solver's
        early checks, ``early.may_end``). False unless the module knows better."""
        return False

    def execution_winner(self, night: NightLike, executee: Seat) -> str | None:
        """Asked once per module: the team an execution of ``executee`` makes win at once
        by a rule of this character started earlier (whether or not the executee dies), or
        None."""
        return None

    def explicit_private(
        self, night: NightLike, seat: Seat, verb: str, seats: tuple[Seat, ...]
    ) -> bool:
        """Whether ``seat``, holding this character, can have sent the private day entry
        ``verb`` with ``seats`` in this world (applying it if so); False by default."""
        return False

    def explicit_day_act(
        self, night: NightLike, holder: Seat, actor: Seat, verb: str, target: Seat
    ) -> None:
        """A public day action by ``actor`` at ``target``, for each holder of this
        character (the Damsel answers the Minions' guess)."""

    def blocks_demon(self, night: NightLike, holder: Seat) -> bool:
        """Whether this character, held by ``holder``, makes every Demon attempt from now on
        tonight do nothing (R11)."""
        return False

    def protects(self, night: NightLike, holder: Seat, target: Seat, cause: str) -> bool:
        """Whether this character, held by ``holder``, keeps ``target`` from dying of
        ``cause`` now (R11 step 2, D8 steps 1-2)."""
        return False

    def redirect_options(self, night: NightLike, holder: Seat, target: Seat) -> list[Seat]:
        """Seats a night kill on ``target`` may be moved to by this character's rule, held by
        ``holder`` (R11 step 3); empty when it does not apply. The world may also let the
        kill stand: that option is the core's. Only a kill aimed at a seat that holds the
        character may move (the early check, ``early.py``, relies on it)."""
        return []

    def survives(self, night: NightLike, holder: Seat, target: Seat, cause: str) -> bool:
        """Whether ``target``, holding this character, lives through a death it did not
        escape otherwise (R11 steps 4-5, D8 steps 3-4); may spend a once-only life."""
        return False

    def falsifies_info(self, night: NightLike, holder: Seat) -> bool:
        """Whether this character, held by ``holder``, makes sober Townsfolk information
        false now (R13)."""
        return False

    def grimoire_notes(self, night: NightLike) -> tuple[GrimoireNote, ...]:
        """Asked once per module: what this character's state shows the storyteller in this
        world (addendum §11: a host, a Pukka's mark, a spent life...); () by default."""
        return ()

    def pretended(self, night: NightLike, holder: Seat) -> str | None:
        """Asked once per module for any seat: the instance ``holder`` holds through this
        character's that it only pretends (R14: a Cannibal that ate evil), for the
        storyteller's ``~X``; None."""
        return None

    def instance_gained(self, night: NightLike, holder: Seat) -> None:
        """``holder`` has just gained a fresh instance of this character (a Pixie's gain, a
        Cannibal's eating): state an earlier instance left on that seat (a spent life, a
        used wake) is cleared (addendum §9 cannibal: "fresh state")."""


REGISTRY: dict[str, Character] = {}
DAY_ACTIONS: dict[str, Character] = {}
"""Characters with a public day action, by verb."""
PRIVATE_ACTIONS: dict[str, Character] = {}
"""Characters with a private day entry, by verb."""
_LISTENERS: list[Callable[[Character], None]] = []


def register(cls: type[Character]) -> type[Character]:
    """Class decorator: add one instance of ``cls`` to the registry under its id."""
    verb = cls.day_verb
    if verb is not None and verb in DAY_ACTIONS and DAY_ACTIONS[verb].id != cls.id:
        raise ValueError(f"day action {verb!r} is already registered")
    REGISTRY[cls.id] = character = cls()
    if verb is not None:
        DAY_ACTIONS[verb] = character
    if cls.private_verb is not None:
        PRIVATE_ACTIONS[cls.private_verb] = character
    kinds_changed()
    for listener in _LISTENERS:
        listener(character)
    return cls


def on_register(listener: Callable[[Character], None]) -> None:
    """Call ``listener`` for every character registered, now and later (tables built from
    the registry, such as the world's token families, stay complete)."""
    _LISTENERS.append(listener)
    for character in list(REGISTRY.values()):
        listener(character)


def unregister(character_id: str) -> None:
    """Remove a character (tests that register one of their own clean up with this)."""
    character = REGISTRY.pop(character_id)
    if character.day_verb is not None:
        DAY_ACTIONS.pop(character.day_verb, None)
    if character.private_verb is not None:
        PRIVATE_ACTIONS.pop(character.private_verb, None)
    kinds_changed()


def chosen_notes(character: str, chosen: object) -> tuple[GrimoireNote, ...]:
    """The ``chosen`` note of a kept choice (a seat, or an open choice among several: each
    of them, as some world of the class chose it), for :meth:`Character.grimoire_notes`."""
    if isinstance(chosen, OpenChoice):
        return tuple(GrimoireNote("chosen", character, s) for s in chosen.seats)
    if isinstance(chosen, int):
        return (GrimoireNote("chosen", character, chosen),)
    return ()


def spent_notes(character: str, spent: object) -> tuple[GrimoireNote, ...]:
    """The ``spent`` notes of a set of holder seats whose once-only instance is used."""
    if not isinstance(spent, set):
        return ()
    return tuple(GrimoireNote("spent", character, s) for s in sorted(spent))


def pretends_passive(night: NightLike, seat: Seat, character: str) -> bool:
    """Whether the Drunk ``seat`` may hold a pretended ``~character`` it never wakes as (a
    Drunk-Pixie's gain of a passive Townsfolk, R14): no slot ever fixes such a pretend, so
    each of its events is the world's free mark (M11), whether it gained or not."""
    return character in night.pretends.get(seat, ()) and night.is_drunk(seat)


@cache
def registered_kinds() -> dict[str, Kind]:
    """Each registered character's kind (read once, until the registry changes)."""
    return {c: character.kind for c, character in REGISTRY.items()}


CANDIDATES_KEPT = 4096
"""Candidate sets whose tokens of each kind :func:`of_kind` remembers: a lazy seat's
candidates are one of a few sets, shared by every copy of a setup and its narrowings."""


@lru_cache(maxsize=CANDIDATES_KEPT)
def of_kind(tokens: frozenset[str], kind: Kind) -> frozenset[str]:
    """Those of ``tokens`` whose character is of ``kind``: the Clockmaker's distance asks it
    of every lazy seat twice a wake, each a pass over a score of candidates."""
    kinds = registered_kinds()
    return frozenset(t for t in tokens if kinds[token_character(t)] is kind)


@cache
def never_in_play() -> frozenset[str]:
    """The registered characters no seat can hold in a quantum game (spec S7)."""
    return frozenset(c for c, character in REGISTRY.items() if character.never_in_play)


@cache
def hooked(hook: str) -> frozenset[str]:
    """The characters whose module overrides ``hook`` (the others' answer is the base's
    no-op, so a lazy seat is asked only whether it holds one of these)."""
    base = getattr(Character, hook)
    return frozenset(c for c, m in REGISTRY.items() if getattr(type(m), hook) is not base)


def kinds_changed() -> None:
    """Forget what was read from the registry (a character was registered or removed): its
    kinds and which modules override each hook."""
    registered_kinds.cache_clear()
    of_kind.cache_clear()
    never_in_play.cache_clear()
    hooked.cache_clear()

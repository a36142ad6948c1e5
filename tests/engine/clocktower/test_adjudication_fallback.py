"""An Atheist game's arrival verdicts once the shadow judging a player has closed its night
(addendum A3, A6; issue 26): only what the player's own knowledge rules out is refused, so a
verdict is one a quantum game the player cannot tell apart would give too. Six players of
``mini_atheist`` (the Barber can be in play, so a good player may hold a Demon after a
swap), and random games of five asking every player again each night."""

from __future__ import annotations

import os
import random
from contextlib import suppress

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.characters import REGISTRY
from engine.clocktower.faults import ListError
from engine.clocktower.reasons import armed_nights
from engine.clocktower.refusals import NotStoredError, Why
from engine.clocktower.script import MINI_ATHEIST
from engine.core.errors import EngineError
from tests.engine.clocktower.helpers import STORYTELLER as ST
from tests.engine.clocktower.helpers import dms, end_day, public, resolve, send, wake_line

EXAMPLES = int(os.environ.get("CLOCKTOWER_ORACLE_EXAMPLES", "1"))

PLAYERS = tuple(f"p{i}" for i in range(1, 7))

QUANTUM_NIGHTS = (
    {4: "setup demon @4; wake demon choose @3", 6: "setup demon @4; wake poisoner choose @2"},
    {4: "wake demon choose @1 & wake barber choose @4 @1", 6: "wake poisoner choose @2"},
)
"""The quantum game's evil lists: Demon @4 and Poisoner @6; on Night 2 the Demon, armed by
the Barber @5's execution, swaps @4 and @1 (whose new Demon @1 is not told: it is not certain
which Demon it is)."""


def _game(atheist: str, alignment: str) -> ClocktowerGame:
    draws = {"atheist": atheist, "alignment": alignment, "pi/1": "0,1,2,3,4,5"}
    draws["pi/2"] = draws["pi/1"]
    setup = ClocktowerSetup(players=PLAYERS, script=MINI_ATHEIST.id, seed=1)
    return ClocktowerGame(setup, draws=draws)


def _night(game: ClocktowerGame, lists: dict[int, str]) -> None:
    for seat in range(1, 7):
        send(game, seat, lists.get(seat, "dont_wake"))


def _quantum(good: dict[int, str] | None = None) -> ClocktowerGame:
    """Night 2 of the quantum game: Day 1 executed @5 (the Barber wherever the swap holds);
    ``good``: the good players' Night 1 lists (none wakes by default)."""
    game = _game("no", "3,5,0,1,2,4")
    _night(game, {**QUANTUM_NIGHTS[0], **(good or {})})
    resolve(game)
    game.play("nominate @1 @5 yes @1 @2 @3 @4", ST)
    end_day(game)
    return game


def _atheist(good: dict[int, str] | None = None) -> ClocktowerGame:
    """Night 2 of the Atheist game whose public messages match the quantum game's: the
    shadow's phantom Lleech @5 is executed on Day 1, which ends the shadow (its night never
    opens again), and the storyteller keeps @5 alive until the dawn, as the quantum game does
    while @5 may be the Fool; ``good``: Night 1 lists as in :func:`_quantum`."""
    game = _game("yes", "4,5,0,1,2,3")
    _night(game, good or {})
    resolve(game)
    game.play("nominate @1 @5 yes @1 @2 @3 @4", ST)
    game.play("st survive", ST)
    end_day(game)
    assert game.adjudication is not None and game.adjudication.shadow.outcome is not None
    return game


def _night_three(quantum: ClocktowerGame, atheist: ClocktowerGame) -> None:
    _night(quantum, QUANTUM_NIGHTS[1])
    _night(atheist, {})
    atheist.play("st dead @5", ST)
    for game in (quantum, atheist):
        resolve(game)
        end_day(game)
    assert public(quantum) == public(atheist) and dms(quantum, 1) == dms(atheist, 1)


def _verdict(game: ClocktowerGame, seat: int, text: str) -> str:
    try:
        send(game, seat, text)
    except ValueError as error:
        return f"{type(error).__name__}: {error}"
    return dms(game, seat)[-1]


@pytest.mark.parametrize("text", ["wake demon choose @2", "wake pukka choose @2"])
def test_a3_a_demon_wake_after_a_possible_swap_is_accepted_as_in_a_quantum_game(
    text: str,
) -> None:
    """On Night 3 @1, who sees the same in both games, wakes as a Demon: accepted in the
    Atheist game whose shadow has ended, as in the quantum game where a swap made it one."""
    quantum, atheist = _quantum(), _atheist()
    _night_three(quantum, atheist)
    assert _verdict(atheist, 1, text) == _verdict(quantum, 1, text)
    assert atheist.lists[0].entries[0].text == text


def test_a3_a_minion_wake_before_any_swap_is_refused_with_the_plain_reason() -> None:
    """On Night 2, before the Barber's slot, @1's Poisoner wake is refused in the Atheist
    game whose shadow has ended with the reason a quantum game gives a good player."""
    refused = _verdict(_atheist(), 1, "wake poisoner choose @2")
    assert refused.startswith("NotStoredError")
    assert refused == _verdict(_quantum(), 1, "wake poisoner choose @2")


def test_a3_another_character_than_a_good_players_night_1_wake_is_refused_in_both() -> None:
    """On Night 2 @2, who woke as the Empath on Night 1 in both games, wakes as the Monk
    (whose slot is before the Barber's): refused with the same reason by the Atheist game
    whose shadow has ended as by the quantum game, so the verdict does not tell them apart."""
    empath = {2: "wake empath learn 0"}
    quantum, atheist = _quantum(empath), _atheist(empath)
    assert dms(quantum, 2) == dms(atheist, 2)
    refused = _verdict(atheist, 2, "wake monk choose @3")
    assert refused.endswith("impossible: on Night 1 you sent 'wake empath learn 0'")
    assert refused == _verdict(quantum, 2, "wake monk choose @3")


def test_a3_an_executee_kept_alive_waking_as_the_monk_is_refused_in_both() -> None:
    """On Night 2 @5, executed on Day 1 and still appearing alive in both games, wakes as
    the Monk before the Barber's slot: the Atheist game gives the reason the quantum game
    gives (only the Fool lives through its own execution here, and it never wakes)."""
    quantum, atheist = _quantum(), _atheist()
    refused = _verdict(atheist, 5, "wake monk choose @1")
    assert refused.endswith(
        "impossible: you were executed on Day 1 and still appear alive, but no monk that"
        " wakes so lives through an execution on this script"
    )
    assert refused == _verdict(quantum, 5, "wake monk choose @1")


def test_a3_a_clockmaker_wake_after_a_possible_swap_is_refused_in_both() -> None:
    """On Night 3, past a swap Night 2 may have made, @1's Clockmaker wake is refused by the
    Atheist game whose shadow has ended with the reason the quantum game gives: on
    ``mini_atheist`` only a gained instance wakes as the Clockmaker after Night 1, and no
    character gains one (it used to be accepted, which the quantum game never does)."""
    quantum, atheist = _quantum(), _atheist()
    _night_three(quantum, atheist)
    refused = _verdict(atheist, 1, "wake clockmaker learn 1")
    assert refused.endswith("and no character of this script gains one")
    assert refused == _verdict(quantum, 1, "wake clockmaker learn 1")


def _candidates(rng: random.Random, game: ClocktowerGame, seat: int) -> list[str]:
    """For every character waking tonight, a clause of it and one of its kind, with the
    same random choices."""
    script, texts = game.script, []
    wakers = [c for c in script.characters if script.slot(c, game.number) is not None]
    for character in (REGISTRY[c] for c in wakers if not REGISTRY[c].never_in_play):
        others = [s for s in range(game.n) if character.choose_self or s != seat]
        choices = rng.sample(others, character.choose_count)
        texts.append(wake_line(rng, character.id, character, choices))
        kind = character.kind.value
        texts.append(wake_line(rng, kind, character, choices))
    return texts


PAST_A_SWAP = {Why.GAINED_ONLY, Why.SWAP_ONCE, Why.NEVER_SWAPPED_IN, Why.SURVIVED_UNSWAPPED}
"""The reasons for one clause that hold past a possible swap: a Clockmaker's wake after
Night 1; a good player's Barber clause, and at five players a Poisoner's or a Minion's
wake (a living seat is swapped once, and the Barber needs the Baron); an executee's wake
past swaps only its own execution armed."""


def _fallback_refusals(rng: random.Random, game: ClocktowerGame, seat: int) -> int:
    """Check every candidate of a player asked again (the shadows have resolved the night,
    so the fallback answers): each refused entry names a plain reason. Returns how many
    entries were refused, but for the rules that hold past a swap (:data:`PAST_A_SWAP`)."""
    refused = 0
    for text in _candidates(rng, game, seat):
        try:
            game.parse_action(text, seat)
        except ListError:
            continue  # a static error, the same in every game
        except NotStoredError as error:
            (verdict,) = error.verdicts
            assert verdict.reason is not None, (game.number, seat, text)
            refused += verdict.reason.why not in PAST_A_SWAP
    return refused


def _send_any(rng: random.Random, game: ClocktowerGame, seat: int) -> bool:
    """Send ``dont_wake``, else the first candidate the shadow (its night open) accepts."""
    for text in ["dont_wake", *_candidates(rng, game, seat)]:
        with suppress(EngineError):
            game.play(text, seat)
            return True
    return False


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6))
@example(seed=3)  # no death on Day 1 or Night 2: Night 3's reasons hold before the Barber
def test_a_fallback_refusal_always_names_a_plain_reason(seed: int) -> None:
    """On random Atheist games of five, each entry the fallback refuses to a player asked
    again names a plain reason (so no quantum world the player cannot rule out holds it:
    see ``test_script2_reasons_property.py``); on Night 3, after the Barber's first slot on
    a night a death armed, none is refused but by the rules that hold past a swap."""
    rng = random.Random(seed)
    players = tuple(f"p{i}" for i in range(1, 6))
    setup = ClocktowerSetup(players=players, script=MINI_ATHEIST.id, seed=seed)
    game = ClocktowerGame(setup, draws={"atheist": "yes"})
    asked, refused = {1: 0, 2: 0, 3: 0}, {1: 0, 2: 0, 3: 0}
    while game.outcome is None and game.number <= 3:
        for seat in range(game.n):
            if seat not in game.appears_dead and _send_any(rng, game, seat):
                game.play(f"st judge @{seat + 1} none", ST)
        resolve(game)
        while game.resolution is not None and game.resolution.waiting is not None:
            waiting = game.resolution.waiting
            asked[game.number] += 1
            refused[game.number] += _fallback_refusals(rng, game, waiting)
            game.play("dont_wake", waiting)
        if game.phase == "day":
            end_day(game)
    assert all(asked.values()) and refused[1] and refused[2]
    assert not refused[3] or 2 not in armed_nights(game)

"""An Atheist game's lists queued for the shadow that deals their sender good but does not
judge it (addendum A2's timing rule; issue 26): the push checks nothing there, and the game is
the same whether the shadow takes them at once, in a draft or at the next catch-up."""

from __future__ import annotations

import os
import random
from typing import Any

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.adjudication import Adjudication
from engine.clocktower.script import MINI_ATHEIST
from engine.core.errors import EngineError
from tests.engine.clocktower.helpers import STORYTELLER as ST
from tests.engine.clocktower.helpers import send
from tests.engine.clocktower.test_adjudication import _game
from tests.engine.clocktower.test_adjudication_fallback import _candidates

EXAMPLES = int(os.environ.get("CLOCKTOWER_ORACLE_EXAMPLES", "1"))


def _adjudication(game: ClocktowerGame) -> Adjudication:
    adjudication = game.adjudication
    assert isinstance(adjudication, Adjudication)
    return adjudication


def _queued_seat(adjudication: Adjudication) -> int:
    """A seat (0-based) both shadows deal good: the first judges it, the second queues it."""
    return next(
        s
        for s in range(adjudication.game.n)
        if not any(s in evil for evil in adjudication.phantoms)
    )


def _count_checks(shadow: ClocktowerGame) -> list[int]:
    """Count ``shadow``'s ``_check`` calls from now on (the returned list's one item)."""
    calls = [0]
    check = shadow._check

    def counted(*args: Any) -> None:
        calls[0] += 1
        check(*args)

    shadow._check = counted  # type: ignore[method-assign]
    return calls


def test_a2_a_list_push_checks_nothing_in_the_shadow_not_judging_its_sender() -> None:
    """A2 timing: an accepted list's push leaves the shadow that does not judge its sender
    unchecked (a quantum push checks nothing), its list queued for later."""
    game = _game()
    adjudication = _adjudication(game)
    seat = _queued_seat(adjudication)
    calls = _count_checks(adjudication.shadows[1])
    send(game, seat + 1, "dont_wake")
    assert calls == [0]
    assert adjudication.queued() == 1


def test_a2_a_draft_made_before_a_catch_up_is_not_taken() -> None:
    """A2 timing: a draft that copied the queue before the resolution played it in the
    shadow is dropped, so no queued list is played twice."""
    game = _game()
    adjudication = _adjudication(game)
    seat = _queued_seat(adjudication)
    send(game, seat + 1, "dont_wake")
    drafts = adjudication.draft()
    adjudication.catch_up()
    for draft in drafts:
        draft.run()
    adjudication.take(drafts)
    lists = [a for a in adjudication.shadows[1].actions if getattr(a, "seat", None) == seat]
    assert len(lists) == 1


def _attempt(games: tuple[ClocktowerGame, ClocktowerGame], text: str, actor: Any) -> bool:
    """Send ``text`` to both games: both accept it or both refuse it alike."""
    answers = []
    for game in games:
        try:
            game.play(text, actor)
            answers.append(None)
        except EngineError as error:
            answers.append(f"{type(error).__name__}: {error}")
    assert answers[0] == answers[1], (text, answers)
    return answers[0] is None


def _shuffle_the_queue(rng: random.Random, lazy: ClocktowerGame, eager: ClocktowerGame) -> None:
    """In the lazy game, take the queue (or not) as the bot might now: a catch-up, a draft
    run and taken, or one left stale by a catch-up; in the eager one, catch up."""
    _adjudication(eager).catch_up()
    adjudication = _adjudication(lazy)
    move = rng.randrange(4)
    if move == 1:
        adjudication.catch_up()
    elif move >= 2:
        drafts = adjudication.draft()
        if move == 3 and rng.random() < 0.5:
            adjudication.catch_up()
        for draft in drafts:
            draft.run()
        adjudication.take(drafts)


def _play_both(seed: int) -> tuple[ClocktowerGame, ClocktowerGame]:
    """Random Atheist games of five or six players on one seed, fed the same inputs; the queue of the first
    taken at random moments, the second's at once after every action."""
    rng, moments = random.Random(seed), random.Random(seed + 1)
    players = tuple(f"p{i}" for i in range(1, 6 + seed % 2))
    setup = ClocktowerSetup(players=players, script=MINI_ATHEIST.id, seed=seed)
    games = (
        ClocktowerGame(setup, draws={"atheist": "yes"}),
        ClocktowerGame(setup, draws={"atheist": "yes"}),
    )
    lazy, eager = games

    def attempt(text: str, actor: Any) -> bool:
        accepted = _attempt(games, text, actor)
        _shuffle_the_queue(moments, lazy, eager)
        return accepted

    while lazy.outcome is None and lazy.number <= 3:
        for _ in range(2):  # a second round: lists sent again replace the first
            for seat in range(lazy.n):
                if seat in lazy.appears_dead or rng.random() < 0.3:
                    continue
                texts = [*_candidates(rng, lazy, seat), "dont_wake"]
                rng.shuffle(texts)
                next((t for t in texts if attempt(t, seat)), None)
                if rng.random() < 0.2:
                    attempt(f"st judge @{seat + 1} {rng.choice(['none', '1'])}", ST)
        if lazy.adjudication is not None and rng.random() < 0.5:
            assert _adjudication(lazy).preview() == _adjudication(eager).preview()
        attempt("resolve", ST)
        while lazy.resolution is not None and lazy.resolution.waiting is not None:
            waiting = lazy.resolution.waiting
            attempt("dont_wake" if rng.random() < 0.5 else "timeout", waiting)
        if lazy.phase == "day":
            alive = [s for s in range(lazy.n) if s not in lazy.appears_dead]
            if len(alive) >= 2 and rng.random() < 0.7:
                a, b = rng.sample(alive, 2)
                voters = " ".join(f"@{s + 1}" for s in alive if rng.random() < 0.6)
                attempt(f"nominate @{a + 1} @{b + 1} yes {voters}".strip(), ST)
            attempt("end_day", ST)
    return lazy, eager


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6))
@example(seed=3)
@example(seed=11)  # six players: two seats queued in the second shadow
def test_a6_queued_lists_taken_at_any_moment_give_the_same_game(seed: int) -> None:
    """A6: random Atheist games whose queued lists are taken at random moments (catch-ups,
    drafts, stale drafts) tell everyone what games taking them at once tell, and end alike."""
    lazy, eager = _play_both(seed)
    assert lazy.reports == eager.reports
    assert lazy.appears_dead == eager.appears_dead
    assert lazy.record() == eager.record()
    assert lazy.outcome == eager.outcome
    for a, b in zip(_adjudication(lazy).shadows, _adjudication(eager).shadows, strict=True):
        assert a.history == b.history

"""The phase machine: who may act when, on whom; resolution; the end."""

from __future__ import annotations

import pytest

from engine.werewolf import (
    Advance,
    Game,
    IllegalActionError,
    TieUndecidedError,
    make_setup,
    observe,
)
from engine.werewolf.reports import EndReason, LynchReason


def _game(n: int = 5, **fields: object) -> Game:
    return Game(make_setup(players=[f"P{i}" for i in range(n)], **fields))


def _to_day(game: Game) -> None:
    game.push(Advance())


def test_secret_numbers_are_a_permutation() -> None:
    """Every seat gets a distinct secret number from 1 to N."""
    game = _game(9)
    assert sorted(game.numbers) == list(range(1, 10))


def test_game_starts_on_night_zero() -> None:
    """The first phase is Night 0."""
    assert str(_game().phase) == "N0"


def test_vote_at_night_is_refused() -> None:
    """Voting at night names the phase."""
    with pytest.raises(IllegalActionError, match="votes are cast by day; it is Night 0"):
        _game().push_text("vote @0 @1")


def test_vision_by_day_is_refused() -> None:
    """Visions by day name the phase."""
    game = _game()
    _to_day(game)
    with pytest.raises(IllegalActionError, match="visions are sent at night; it is Day 1"):
        game.push_text("vision @0 @1")


def test_no_attacks_on_night_zero_in_cisra() -> None:
    """cisra has no kill on Night 0."""
    with pytest.raises(IllegalActionError, match="no attacks on Night 0"):
        _game().push_text("attack @0 @1")


def test_classic_attacks_on_night_zero() -> None:
    """classic accepts attacks from the first night (seed 002)."""
    game = _game(4, preset="classic")
    game.push_text("attack @0 @1")
    assert game.choices.attacks == {0: 1}


def test_self_target_is_refused() -> None:
    """A player cannot look at themselves."""
    with pytest.raises(IllegalActionError, match="P2 cannot look at themselves"):
        _game().push_text("vision @2 @2")


def test_unknown_seat_is_refused() -> None:
    """A seat past the table names the valid range."""
    with pytest.raises(IllegalActionError, match=r"no player at seat @9 \(seats are @0 to @4\)"):
        _game().push_text("vision @0 @9")


def test_refused_action_changes_nothing() -> None:
    """A refused action leaves the stack and the choices as they were."""
    game = _game()
    game.push_text("vision @0 @1")
    with pytest.raises(IllegalActionError):
        game.push_text("vision @0 @0")
    assert [str(a) for a in game.actions] == ["vision @0 @1"]
    assert game.choices.visions == {0: 1}


def test_last_choice_counts() -> None:
    """A player may change their vision; the last one is the one resolved."""
    game = _game()
    game.push_text("vision @0 @1")
    game.push_text("vision @0 @3")
    report = game.push(Advance())
    assert report is not None
    assert [(m.seat, m.target) for m in report.messages if m.kind == "vision"] == [(0, 3)]


def test_no_vision_is_a_choice() -> None:
    """'vision @0 none' counts as the player's choice and produces no vision."""
    game = _game()
    game.push_text("vision @0 none")
    assert 0 not in game.owed()
    report = game.push(Advance())
    assert report is not None
    assert not [m for m in report.messages if m.kind == "vision"]


def test_owed_lists_missing_night_actions() -> None:
    """On Night 0 every living possible Seer owes a vision, until it is in."""
    game = _game(4)
    assert game.owed() == {seat: ["vision"] for seat in range(4)}
    for seat in range(4):
        game.push_text(f"vision @{seat} none")
    assert game.owed() == {}
    assert game.ready()


def test_night_one_owes_attacks_from_possible_dominants() -> None:
    """From Night 1, every possible dominant wolf owes an attack."""
    game = _game(4)
    game.push(Advance())
    game.push(Advance())
    assert all("attack" in owed for owed in game.owed().values())


def test_dead_players_cannot_act() -> None:
    """A lynched player is refused with their name."""
    game = _game()
    _to_day(game)
    game.push_text("vote @1 @0")
    game.push(Advance())
    with pytest.raises(IllegalActionError, match="P0 is dead and can no longer act"):
        game.push_text("vision @0 @1")


def test_dead_target_is_refused() -> None:
    """Nobody can target a publicly dead player."""
    game = _game()
    _to_day(game)
    game.push_text("vote @1 @0")
    game.push(Advance())
    with pytest.raises(IllegalActionError, match="P0 is already dead"):
        game.push_text("vision @1 @0")


def test_tally_counts_majority_of_the_living() -> None:
    """Five living players need three votes; leaders are the most voted."""
    game = _game()
    _to_day(game)
    game.push_text("vote @0 @2")
    game.push_text("vote @1 @2")
    game.push_text("vote @3 @4")
    tally = game.tally()
    assert tally.majority == 3
    assert tally.leaders == [2]
    assert tally.majority_target is None
    game.push_text("vote @4 @2")
    assert game.tally().majority_target == 2


def test_unvote_withdraws() -> None:
    """An unvote removes the player's vote from the tally."""
    game = _game()
    _to_day(game)
    game.push_text("vote @0 @2")
    game.push_text("unvote @0")
    assert game.tally().votes == {}


def test_tie_without_rule_lynches_nobody() -> None:
    """The default tie rule lynches nobody."""
    game = _game()
    _to_day(game)
    game.push_text("vote @0 @2")
    game.push_text("vote @1 @3")
    report = game.push(Advance())
    assert report is not None
    assert report.lynch is not None and report.lynch.target is None
    assert report.lynch.reason is LynchReason.TIE_NO_LYNCH
    assert report.lynch.tied == [2, 3]
    assert all(game.alive)


def test_random_tie_draws_one_of_the_tied() -> None:
    """Tie rule random lynches one of the tied, by a named draw."""
    game = _game(tie_rule="random")
    _to_day(game)
    game.push_text("vote @0 @2")
    game.push_text("vote @1 @3")
    report = game.push(Advance())
    assert report is not None
    assert report.lynch is not None and report.lynch.target in (2, 3)
    assert report.draws[0].key == "D1.tie"


def test_storyteller_tie_must_be_decided() -> None:
    """Tie rule storyteller refuses to advance until the storyteller decides."""
    game = _game(tie_rule="storyteller")
    _to_day(game)
    game.push_text("vote @0 @2")
    game.push_text("vote @1 @3")
    with pytest.raises(TieUndecidedError, match="tied between P2 and P3"):
        game.push(Advance())
    with pytest.raises(IllegalActionError, match="P4 is not among the tied"):
        game.push_text("decide @4")
    game.push_text("decide @3")
    report = game.push(Advance())
    assert report is not None and report.lynch is not None
    assert report.lynch.target == 3


def test_team_reveal_hides_the_role() -> None:
    """With reveal=team a lynch shows good or evil only."""
    game = _game()
    _to_day(game)
    game.push_text("vote @1 @0")
    report = game.push(Advance())
    assert report is not None
    (death,) = report.deaths
    assert death.team in ("good", "evil") and death.role is None


def test_role_reveal_shows_the_exact_role() -> None:
    """With reveal=role a lynch shows the exact role, wolves with their rank."""
    game = _game(reveal="role")
    _to_day(game)
    game.push_text("vote @1 @0")
    report = game.push(Advance())
    assert report is not None
    (death,) = report.deaths
    assert death.role in ("seer", "villager", "wolf1")


def test_lynching_every_wolf_ends_in_a_village_win() -> None:
    """One wolf of five, lynched: the village wins, winners are the good players."""
    for seed in range(40):
        game = _game(seed=seed, reveal="role")
        _to_day(game)
        game.push_text("vote @1 @0")
        report = game.push(Advance())
        assert report is not None
        if report.deaths[0].role == "wolf1":
            assert report.outcome is not None and report.outcome.winner == "village"
            assert report.outcome.winners == [1, 2, 3, 4]
            assert report.reveal is not None
            with pytest.raises(IllegalActionError, match="the game is over"):
                game.push_text("vote @1 @2")
            return
    pytest.fail("no seed lynched the wolf")


def test_wolves_win_at_parity_once_known() -> None:
    """3 players, 1 wolf: the Seer lynched after seeing P1 leaves a known wolf at parity."""
    for seed in range(60):
        game = _game(3, seed=seed, reveal="role")
        game.push_text("vision @0 @1")
        _to_day(game)
        game.push_text("vote @1 @0")
        report = game.push(Advance())
        assert report is not None
        if report.deaths[0].role == "seer":
            assert report.outcome is not None and report.outcome.winner == "wolves"
            assert report.outcome.reason is EndReason.WOLVES_MATCH
            return
    pytest.fail("no seed lynched the Seer")


def test_every_world_over_draws_a_world() -> None:
    """Two left who attack each other: every world is over, one is drawn, the wolves win."""
    for seed in range(60):
        game = _game(3, seed=seed, reveal="role")
        _to_day(game)
        game.push_text("vote @1 @0")
        report = game.push(Advance())
        assert report is not None
        if report.outcome is not None:
            continue
        game.push_text("attack @1 @2")
        game.push_text("attack @2 @1")
        report = game.push(Advance())
        assert report is not None and report.outcome is not None
        assert report.outcome.winner == "wolves"
        assert report.outcome.reason is EndReason.DRAWN_WOLVES
        assert report.reveal is not None and len(report.reveal.kills) == 1
        return
    pytest.fail("no seed kept the game going")


def test_missing_attack_is_drawn_at_random() -> None:
    """A possible dominant wolf with no attack gets a random target, by a named draw."""
    game = _game(4)
    game.push(Advance())
    game.push(Advance())
    report = game.push(Advance())
    assert report is not None
    assert {d.key for d in report.draws} >= {f"N1.attack.@{s}" for s in range(4)}


def test_no_kill_setting_skips_missing_attacks() -> None:
    """With missing_attack=no-kill nobody is attacked when nobody sends an attack."""
    game = _game(4, missing_attack="no-kill")
    game.push(Advance())
    game.push(Advance())
    report = game.push(Advance())
    assert report is not None
    assert not [d for d in report.draws if ".attack." in d.key]
    assert all(row.cells["Dead"] == 0.0 for row in report.table.rows)


def test_public_report_has_no_secrets() -> None:
    """report.public() drops private messages and draws."""
    game = _game()
    game.push_text("vision @0 @1")
    report = game.push(Advance())
    assert report is not None
    public = report.public().model_dump()
    assert "messages" not in public and "draws" not in public


def test_table_is_keyed_by_number_in_order() -> None:
    """Rows run by secret number 1..N; default columns Good, Evil, Dead."""
    table = _game(6).table()
    assert [row.number for row in table.rows] == [1, 2, 3, 4, 5, 6]
    assert table.columns == ["Good", "Evil", "Dead"]


def test_settings_shape_the_columns() -> None:
    """seer_column adds Seer; hide_dead removes Dead."""
    table = _game(6, seer_column=True, hide_dead=True).table()
    assert table.columns == ["Good", "Evil", "Seer"]


def test_view_shows_own_number_and_rank_chances() -> None:
    """observe() gives the player's number and their Seer and wolf-rank chances."""
    game = _game(8)
    view = observe(game, 3)
    assert view.number == game.numbers[3]
    chances = {r.role: r.chance for r in view.roles}
    assert chances["seer"] == pytest.approx(1 / 8)
    assert chances["wolf1"] == pytest.approx(1 / 8)
    assert chances["wolf2"] == pytest.approx(1 / 8)
    assert sum(chances.values()) == pytest.approx(1.0)


def test_view_packmates_are_conditional() -> None:
    """If I am one of 2 wolves among 8, each other player is my packmate with chance 1/7."""
    view = observe(_game(8), 0)
    assert len(view.packmates) == 7
    assert all(p.chance == pytest.approx(1 / 7) for p in view.packmates)


def test_certain_role_is_told_privately() -> None:
    """When a player's role becomes certain they get a private message saying so."""
    for seed in range(60):
        game = _game(4, seed=seed, reveal="role")
        game.push_text("vision @0 @1")
        _to_day(game)
        game.push_text("vote @1 @0")
        report = game.push(Advance())
        assert report is not None
        if report.deaths[0].role == "seer" and report.outcome is None:
            certain = [m for m in report.messages if m.kind == "certain"]
            assert [m.seat for m in certain] == [1]
            assert certain[0].role is not None
            return
    pytest.fail("no seed lynched the Seer")


def test_classic_mutual_attacks_end_with_wolves() -> None:
    """Two left in classic, each fully attacking the other: only werewolves live in every
    permutation, so the werewolves win instead of looping forever."""
    game = Game(
        make_setup(players=["A", "B", "C"], preset="classic", wolves=1),
        explicit_draws={"D1.lynch.@2": "seer"},
    )
    game.push_text("attack @0 @1")
    game.push_text("attack @1 @0")
    game.push(Advance())
    game.push_text("vote @0 @2")
    report = game.push(Advance())
    assert report is not None and report.outcome is not None
    assert report.outcome.winner == "wolves"
    assert report.outcome.reason is EndReason.ONLY_WEREWOLVES


def test_seat_lookup_by_name_seat_and_number() -> None:
    """seat() accepts a name (any case), @seat or #secret-number."""
    game = _game()
    assert game.seat("p3") == 3
    assert game.seat("@4") == 4
    assert game.numbers[game.seat("#2")] == 2
    with pytest.raises(IllegalActionError, match="no secret number #9"):
        game.seat("#9")


def test_kick_removes_a_player_at_once() -> None:
    """A kick collapses the player like a lynch, mid-phase, with its own report."""
    game = _game(reveal="role")
    game.push_text("vision @2 @3")
    report = game.push_text("kick @2")
    assert report is not None and report.kind == "kick"
    assert (report.deaths[0].seat, report.deaths[0].cause.value) == (2, "kick")
    assert str(game.phase) == "N0" and report.next_phase == "N0"
    assert 2 not in game.choices.visions
    assert not game.alive[2]


def test_kick_of_a_dead_player_is_refused() -> None:
    """Nobody can kick a dead player."""
    game = _game()
    game.push_text("kick @2")
    with pytest.raises(IllegalActionError, match="P2 is already dead"):
        game.push_text("kick @2")


def test_undo_restores_the_state_before_the_last_resolution() -> None:
    """Undo reverts the last advance: phase, deaths, choices and worlds as they were."""
    game = _game()
    _to_day(game)
    game.push_text("vote @1 @0")
    before = (str(game.phase), list(game.alive), game.world_count(), dict(game.choices.votes))
    game.push(Advance())
    game.push_text("undo")
    assert (str(game.phase), game.alive, game.world_count(), game.choices.votes) == before
    assert [str(a) for a in game.actions][-2:] == ["advance", "undo"]


def test_report_after_undo_is_marked_as_correction() -> None:
    """The re-resolution of an undone phase is flagged as a correction."""
    game = _game()
    _to_day(game)
    game.push_text("vote @1 @0")
    game.push(Advance())
    game.push_text("undo")
    game.push_text("vote @1 @2")
    report = game.push(Advance())
    assert report is not None and report.correction
    assert report.lynch is not None and report.lynch.target == 2


def test_undo_needs_the_resolution_to_be_last() -> None:
    """Once another action follows the resolution, it can no longer be undone."""
    game = _game()
    game.push(Advance())
    game.push_text("vote @1 @0")
    with pytest.raises(IllegalActionError, match="nothing to undo"):
        game.push_text("undo")


def test_undo_replays_from_the_record() -> None:
    """A record with an undo replays to the same reports, correction flags included."""
    from engine.werewolf import record_of, replay

    game = _game()
    _to_day(game)
    game.push_text("vote @1 @0")
    game.push(Advance())
    game.push_text("undo")
    game.push(Advance())
    _, reports = replay(record_of(game))
    assert [r.model_dump_json() for r in reports[-1:]] == [game.reports[-1].model_dump_json()]
    assert reports[-1].correction


def test_rename_hands_a_seat_to_someone_else() -> None:
    """After a rename the seat keeps its number and history under the new name."""
    game = _game()
    number = game.numbers[1]
    game.push_text("rename @1 Zoe Q")
    assert game.name(1) == "Zoe Q" and game.numbers[1] == number
    assert game.seat("zoe q") == 1
    with pytest.raises(IllegalActionError, match="already taken"):
        game.push_text("rename @2 zoe q")

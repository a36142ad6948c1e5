"""Who has answered this phase: the same question for every player, whatever their role odds.

The engine knows who *needs* to act (``Game.owed``: who could be the Seer, who could be the
leading wolf). Nothing anyone but a storyteller sees may depend on that: not when a night ends,
not who is listed as waiting, not who gets a reminder. So the bot asks every living player for
a full answer each phase (at night a vision target or "no vision" and, when attacks are sent, an
attack target or "no attack"; by day a vote) and only ever speaks of answers.
"""

from __future__ import annotations

from engine.werewolf import Game


def missing(game: Game, seat: int) -> list[str]:
    """What the living player at ``seat`` has not answered yet this phase (same for all)."""
    if game.is_over or not game.alive[seat]:
        return []
    choices = game.choices
    if game.phase.is_night:
        out = [] if seat in choices.visions else ["vision"]
        if game.attacks_tonight() and seat not in choices.attacks:
            out.append("attack")
        return out
    return [] if choices.votes.get(seat) is not None else ["vote"]


def has_answered(game: Game, seat: int) -> bool:
    """Whether the player has answered everything this phase asks of every player."""
    return not missing(game, seat)


def unanswered(game: Game) -> list[int]:
    """Living players who have not answered fully, in seat (join) order."""
    return [seat for seat in game.living() if not has_answered(game, seat)]


def night_complete(game: Game) -> bool:
    """Whether a night may end before its deadline: every living player has answered."""
    return game.phase.is_night and not game.is_over and not unanswered(game)

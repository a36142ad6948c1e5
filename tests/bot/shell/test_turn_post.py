"""The shell's one live turn post: which turn it is of, where its lines start, its buttons."""

from __future__ import annotations

from bot.shell.turn_post import TurnPost, post_body, turn_start
from tests.bot.shell.rows import family_row as row


def test_a_new_turn_post_makes_the_old_one_refuse_its_buttons():
    """Beginning a turn's post records its turn and first line and forgets the old message."""
    game = row()
    game.post_message_id = 99
    live = TurnPost(game, 5)
    live.begin("turn 2", 4, "**Turn 2**")
    assert (live.key, live.start, live.head) == ("turn 2", 4, "**Turn 2**")
    assert game.post_message_id is None


def test_the_turn_starts_at_its_last_opening_line():
    """A turn's lines start at the last line opening it; without one, at the log's end."""
    log = ["Turn 1: A", "x", "Turn 2: B", "y", "Turn 2: B again"]
    assert turn_start(log, "Turn 2:") == 4
    assert turn_start(log, "Turn 3:") == len(log)


def test_closing_the_post_takes_its_buttons_and_keeps_its_text():
    """The closing edit names the live post's key, removes the view and carries the text."""
    effect = TurnPost(row(), 5).close(post_body("head", ["a", "b"], bullet="• "))
    assert effect.key == "turn" and effect.target == 5
    assert effect.payload["content"] == "head\n• a\n• b"
    assert effect.payload["components"] == []

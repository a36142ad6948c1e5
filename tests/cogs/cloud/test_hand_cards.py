"""The hand view shows the cards as a picture: one card face per card in hand, to its owner."""

from __future__ import annotations

import io

from PIL import Image

from engine.cloud.card_image import hand_size, render_cards

from .helpers import message, place_avatars, seat_cloud_table, start_cloud_game


async def test_the_hand_button_answers_with_a_picture_of_exactly_your_cards(simcord_env):
    """Alice's Hand press answers her alone with hand.png: one face per card of her hand, the
    picture of those very cards."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto")
    await place_avatars(table)
    post = message(table.thread, table.session.row.post_message_id)
    result = await table.players[0].click(post, label="Hand")
    assert result.ephemeral
    (picture,) = result.response.attachments
    assert picture.filename == "hand.png"
    png = await picture.read()
    hand = [game.players[0].cards[i] for i in game.players[0].hand]
    with Image.open(io.BytesIO(png)) as image:
        assert image.size == hand_size(len(hand))
    assert png == render_cards(hand)

"""Quantum Cloud's pages of the platform's ``/help`` (in the project's own words)."""

from __future__ import annotations

from bot.help import GameHelp, HelpTopic

HELP = GameHelp(
    key="cloud",
    name="Quantum Cloud",
    summary=(
        "A card game for 2 to 4: Avatars that can flip into Superposition fight with Alters "
        "and Algorithms on a battlefield of terrain tiles."
    ),
    start="`/cloud new` posts a lobby and opens the game's thread; pick a deck to join.",
    topics=(
        HelpTopic(
            key="start",
            label="The short version",
            title="Quantum Cloud: the short version",
            text=(
                "Players take turns laying the 19 terrain tiles of the battlefield, then place "
                "their Avatars. Each turn your qubits grow by one; spend them to summon Alters "
                "(units) and play Algorithms (effects), move and attack. A superposed Avatar "
                "rolls each turn to stay superposed. The last player with an Avatar on the "
                "board wins.\n\nYour hand is secret: **Hand** or `/cloud hand` shows it to you "
                "alone, with the plays you can make now."
            ),
        ),
        HelpTopic(
            key="turn",
            label="A turn",
            title="A turn",
            text=(
                "Your qubits refill and grow by one (ten at most), a superposed Avatar rolls "
                "to stay so, you place the terrain tile drawn for you (`/cloud tile`) and draw "
                "a card. Then you may flip your Avatar (`/cloud superpose`), move and attack "
                "with your units (`/cloud move`, `/cloud attack`) and, last, summon Alters "
                "(`/cloud summon`), which cannot act this turn. An attack opens a window in "
                "which every player may answer with an Algorithm (`/cloud play`) or pass. "
                "**End turn** or `/cloud end` ends it."
            ),
        ),
        HelpTopic(
            key="decks",
            label="Decks",
            title="Decks",
            text=(
                "Join with a starter deck from the lobby's menu, or with your own deck file "
                "(`/cloud join deck:`). `/cloud deck check` prices a file against the template "
                "and names every error; `/cloud deck save` keeps it for this server. "
                "`/cloud card` shows any card's text and price."
            ),
        ),
        HelpTopic(
            key="host",
            label="For the host",
            title="For the host",
            text=(
                "Whoever opens the lobby hosts it. `/cloud host pause`, `resume` and `extend` "
                "manage the clocks, `kick` removes a player (a concession), `cancel` closes a "
                "lobby or a game still in setup. Silent players are played for at the "
                "deadline."
            ),
        ),
    ),
)
"""Quantum Cloud's pages in ``/help`` (registered when the bot loads the family)."""

"""Schrödinger's Lab's pages of the platform's ``/help`` (in the project's own words)."""

from __future__ import annotations

from bot.help import GameHelp, HelpTopic
from cogs.lab.rules import NOTICE

HELP = GameHelp(
    key="lab",
    name="Schrödinger's Lab",
    summary=(
        "A board game for 2 to 8: scientists race through a lab whose rooms stay unknown "
        "until someone looks, carrying data cubes of every colour to the Mainframe."
    ),
    start="`/lab new` posts a lobby and opens the game's thread; players press **Join**.",
    topics=(
        HelpTopic(
            key="start",
            label="The short version",
            title="Schrödinger's Lab: the short version",
            text=(
                "Each Sector of the lab is blank until a scientist looks into it: then tiles "
                "are drawn and laid, and the room is what it is. On your turn you look once, "
                "take up to four actions (step, pick up, steal, drop, elbow, wormhole, your "
                "cat's power), let the board move you, and look once more. Carry a cube of "
                "each colour the game asks for to the Mainframe to win.\n\n"
                "The bot pings you in the game's thread when it is your turn; use the buttons "
                f"of the turn post or the `/lab` commands.\n\n*{NOTICE}*"
            ),
        ),
        HelpTopic(
            key="rules",
            label="Rules by topic",
            title="Rules by topic",
            text=(
                "`/lab rules` lists the topics: a turn, seeing, actions, data and the "
                "Mainframe, board elements, blooping, cats, deadlines and wiping. "
                "`/lab status` shows the seats, cats and cubes; `/lab board` the board."
            ),
        ),
        HelpTopic(
            key="host",
            label="For the host",
            title="For the host",
            text=(
                "Whoever opens the lobby hosts it. `/lab host pause`, `resume`, `extend` and "
                "`deadline` manage the clock; `skip` ends the current turn, `kick` removes a "
                "player, `abort` ends the game without a winner. Timed-out turns take "
                "neutral defaults; two in a row make a player away until `/lab back`."
            ),
        ),
    ),
)
"""Schrödinger's Lab's pages in ``/help`` (registered when the bot loads the family)."""

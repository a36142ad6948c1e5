"""Quantum Clocktower's pages of the platform's ``/help`` (in the project's own words)."""

from __future__ import annotations

from bot.help import GameHelp, HelpTopic
from engine.clocktower import NOTICE

HELP = GameHelp(
    key="clocktower",
    name="Quantum Clocktower",
    summary=(
        "A storyteller's game after Blood on the Clocktower in which nobody is dealt a "
        "character: each night you say what you did and learned, and the bot keeps every "
        "grimoire that fits."
    ),
    start="A storyteller opens a table with `/ct new`; players press **Join** on its post.",
    topics=(
        HelpTopic(
            key="start",
            label="The short version",
            title="Quantum Clocktower: the short version",
            text=(
                "You are told only whether you are good or evil (evil players also learn each "
                "other). Your character is not dealt: each night you send an ordered list of "
                "what you did and learned, and the first entry that fits a world still "
                "consistent with everything so far becomes true for you.\n\n"
                "By day the town talks, nominates and votes as usual. `/ct rules` has the "
                "grammar of the lists and every character; `/ct script` the character sheet, the "
                f"night order and the counts for your table.\n\n*{NOTICE}*"
            ),
        ),
        HelpTopic(
            key="night",
            label="The night: your list",
            title="The night: your list",
            text=(
                "Send your list by DM, with `/ct night` or the button in the DM. One entry per "
                "line: `wake <character> [choose @a …] [learn <info>]`, or `dont_wake`. The bot "
                "checks each entry as it arrives and tells you if it can no longer be true. "
                "Evil players also send a setup line on Night 1 (`setup demon @d …`).\n\n"
                "If none of your entries can be true once the others have answered, you are "
                "asked again; a silent player gets a possible entry drawn for them at the "
                "deadline."
            ),
        ),
        HelpTopic(
            key="day",
            label="The day: nominations and votes",
            title="The day: nominations and votes",
            text=(
                "`/ct nominate @seat` opens a vote with Yes and No buttons; the dead keep one "
                "ghost vote. The nominee with the most yes votes, at least half of the living "
                "and more than any other, is executed at the end of the day. `/ct slay @seat` "
                "is a public shot that kills the Demon only where the shooter is the Slayer. `/ct status` shows the "
                "phase, who appears dead and the deadline; `/ct votes` every vote of the game."
            ),
        ),
        HelpTopic(
            key="storyteller",
            label="For the storyteller",
            title="For the storyteller",
            text=(
                "`/ct new` opens a table and makes you its storyteller; **Start** deals the "
                "alignments. `/ct-st resolve` ends the night, `/ct-st end_day` the day; "
                "`/ct-st grimoire` shows every world still possible, only to you, and "
                "`/ct-st explain` why a seat cannot hold a character, `/ct-st lists` every list sent tonight. Deadlines: `/ct-st "
                "deadlines`, `extend`, `pause`, `resume`, `remind`; seats: `kick`, `replace`."
            ),
        ),
    ),
)
"""Quantum Clocktower's pages in ``/help`` (registered when the bot loads the family)."""

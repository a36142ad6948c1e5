"""Quantum Werewolf's pages of ``/help``: a short first page and one page per topic."""

from __future__ import annotations

from bot.help import GameHelp, HelpTopic

TOPICS: dict[str, tuple[str, str]] = {
    "start": (
        "Quantum Werewolf: the short version",
        "Every player might be the Seer, a Villager or a wolf: the game keeps every possible "
        "world at once, and each night, vote and death rules some of them out.\n\n"
        "**To play:** `/game join` (or **Join** on the lobby message; `/game join name:` picks the "
        "name you play under). You get a secret number "
        "and your night menus by direct message.\n"
        "**At night:** pick in the menus in your DMs.\n"
        "**By day:** vote in the menu under the tally in the game channel.\n"
        "**Any time:** `/me` shows your odds, only to you.\n\n"
        "Pick a topic below for more.",
    ),
    "night": (
        "The night",
        "Everyone who appears alive answers every night: a **vision** target (or *No vision*) "
        "and, from Night 1, an **attack** target (or *No attack*): in the menus of your direct "
        "messages, or with `/night vision:<player> attack:<player>` (in a DM, or in the game "
        "channel where only you see the reply). Name players by name. You can change your picks "
        "until the night resolves.\n\n"
        "A vision counts in the worlds where you are the Seer; an attack in those where you are "
        "tonight's leading wolf (see *Wolves*). If you are neither in any world, your prompt says "
        "so, and you still answer: the night ends early only once every living player has "
        "answered, otherwise at its deadline, so its end tells nobody who had something to do.",
    ),
    "day": (
        "The day",
        "Vote to lynch with the menu under the tally message in the game channel, or with "
        "`/vote player:<player>`; `/unvote` (or *Take my vote back*) withdraws it. Your vote is "
        "confirmed to you alone and the tally, one message kept up to date, shows everyone's.\n\n"
        "The most-voted player is lynched when a majority is reached (if the game says so) or at "
        "the deadline, where missing votes abstain. A tie follows the game's tie rule.",
    ),
    "wolves": (
        "Wolves: alpha, beta and the leading wolf",
        "In the default rules the wolves are **ranked**: alpha, beta, gamma, … The **leading "
        "wolf** is the highest-ranked wolf not yet lynched: the alpha while the alpha lives, then "
        "the beta, and so on (the same rank in every world). Each night only the leading wolf's "
        "attack counts; the other wolves' attacks count in no world.\n\n"
        "Your odds list each rank you might hold (*alpha wolf 12%*, *beta wolf 8%*). In the "
        "classic rules the werewolves are not ranked.",
    ),
    "table": (
        "Reading the public table",
        "After each phase the channel gets the public table: one row per **secret number**, "
        "never a name. *Good %* and *Evil %* are the share of remaining worlds where that player "
        "is good or a wolf. *Dead %* is the chance that the player was already killed: an "
        "attack counts in some worlds only, so a kill stays hidden until the player is dead in "
        "every world, and then they die in public. `/table` shows the latest one.",
    ),
    "storyteller": (
        "For the storyteller",
        "`/game create` opens a lobby (you become the storyteller); **Start** deals the numbers.\n"
        "`/game advance` resolve now · `/game decide` break a tie · `/game grimoire` every "
        "secret, for you alone · `/game settings`, `/game extend`, `/game pause`, `/game resume` "
        "the clock · `/game kick`, `/game replace`, `/game undo` · `/game end` stop and reveal · "
        "`/game cancel` · `/game storyteller add|remove` helpers · `/game log` the record.\n"
        "Reminders that could not be delivered are reported to you privately. Co-storytellers "
        "and members with Manage Server may use these commands too, but never someone who plays "
        "in the game. You may name players by name or by secret number (`#3`).",
    ),
    "commands": (
        "Every command",
        "`/game create` · `/game join` · `/game leave` · `/game status` · `/table` · `/me` · "
        "`/night` · `/vote` · `/unvote` · `/rules` · `/help`\n"
        "Storyteller: see the *storyteller* page.",
    ),
}
"""``topic -> (title, text)``; the first is the page ``/help`` opens on."""

LABELS = {
    "start": "The short version",
    "night": "The night",
    "day": "The day: voting",
    "wolves": "Wolves: alpha, beta, leading",
    "table": "The public table and Dead %",
    "storyteller": "For the storyteller",
    "commands": "Every command",
}

HELP = GameHelp(
    key="werewolf",
    name="Quantum Werewolf",
    summary=(
        "Werewolf where every player is every role at once: the morning table gives each "
        "player's chance of being dead, a wolf or the Seer."
    ),
    start="`/game create` opens a lobby in this channel; players press **Join**.",
    topics=tuple(
        HelpTopic(key=key, label=LABELS[key], title=title, text=text)
        for key, (title, text) in TOPICS.items()
    ),
)
"""Quantum Werewolf's pages in the platform's ``/help`` (registered when the bot loads it)."""

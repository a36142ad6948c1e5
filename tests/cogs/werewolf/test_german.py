"""A whole werewolf game in German (a German server, German clients): every message a member
receives is German, names, ids and command names aside (issue 27)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from cogs.werewolf import helptext
from tests.cogs.harness import (
    NAMES,
    Table,
    choose,
    lynch_target,
    menu_id,
    night_prompt,
    rotate,
    seat_table,
)
from tests.cogs.test_language import client_locales  # noqa: F401  (a fixture)

ENGLISH = frozenset(
    {
        "the",
        "a",
        "you",
        "your",
        "is",
        "are",
        "were",
        "has",
        "have",
        "had",
        "with",
        "of",
        "to",
        "and",
        "for",
        "not",
        "this",
        "that",
        "it",
        "its",
        "be",
        "been",
        "by",
        "from",
        "at",
        "on",
        "or",
        "as",
        "if",
        "no",
        "yes",
        "only",
        "who",
        "whom",
        "what",
        "when",
        "which",
        "there",
        "their",
        "they",
        "them",
        "game",
        "games",
        "player",
        "players",
        "night",
        "day",
        "votes",
        "vote",
        "wolves",
        "world",
        "worlds",
        "nobody",
        "dead",
        "alive",
        "good",
        "evil",
        "seer",
        "villager",
        "werewolf",
        "lynch",
        "lynched",
        "join",
        "leave",
        "started",
        "storyteller",
        "settings",
        "rules",
        "reveal",
        "tie",
        "column",
        "length",
        "reminders",
        "before",
        "deadline",
        "ends",
        "over",
        "closed",
        "menu",
        "menus",
        "odds",
        "role",
        "roles",
        "winners",
        "wins",
        "village",
        "attack",
        "attacked",
        "counts",
        "count",
        "table",
        "direct",
        "message",
        "messages",
        "secret",
        "number",
        "change",
        "resolves",
        "next",
        "check",
        "choose",
        "answer",
    }
)
"""Words that are English and not German: a text with none of them has no English sentence
left (names, ids, mentions, timestamps and command names are taken out first)."""

UNWORDED = [
    re.compile(pattern)
    for pattern in (
        r"`[^`]*`",  # command names and file names stay as Discord and the files have them
        r"<[@#]!?&?\d+>",  # mentions
        r"<t:\d+:\w>",  # Discord timestamps (each reader's client words them)
        r"\S+\.(?:png|json|txt)\b",  # attachments
        r"#[\w-]+",  # channel names and secret numbers
    )
]


def readable(message: Any) -> list[str]:
    """Every text of a message a member reads: content, embeds, components."""
    parts = [message.content or ""]
    for embed in message.embeds:
        parts += [embed.title or "", embed.description or ""]
        parts += [text for field in embed.fields for text in (field.name or "", field.value or "")]
        if embed.footer and embed.footer.text:
            parts.append(embed.footer.text)
    for row in message.components:
        # A message read from a channel has component objects; an interaction's answer has the
        # payload's dictionaries.
        children = row["components"] if isinstance(row, dict) else getattr(row, "children", [])
        for child in children:
            item = child if isinstance(child, dict) else child.to_dict()
            parts += [item.get("label") or "", item.get("placeholder") or ""]
            parts += [option["label"] for option in item.get("options") or []]
    return [part for part in parts if part]


def english_left(text: str, names: list[str]) -> list[str]:
    """The English words of a text, once names and what is never translated are taken out."""
    for pattern in UNWORDED:
        text = pattern.sub(" ", text)
    for name in names:
        text = text.replace(name, " ")
    return [word for word in re.findall(r"[^\W\d_]+", text.lower()) if word in ENGLISH]


class Heard:
    """Everything the members of a table were told, each with where they read it."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.told: dict[tuple[str, str], None] = {}
        """What was read where, in order (a message edited later is kept as it was, too)."""

    def answer(self, what: str, result: Any) -> Any:
        """Keep the answer to an interaction, and everything posted and sent so far."""
        assert result.acknowledged, result
        for response in [result.response, *result.followups]:
            self.told.update(dict.fromkeys((f"reply to {what}", t) for t in readable(response)))
        self.look()
        return result

    def look(self) -> None:
        """Keep the channel's messages and every member's DMs as they read now."""
        table = self.table
        for message in table.town.history():
            self.told.update(dict.fromkeys(("channel", text) for text in readable(message)))
        for member in [*table.players, table.storyteller]:
            dms = member.user.dm_channel
            for message in dms.history() if dms is not None else []:
                where = f"DM to {member.user.name}"
                self.told.update(dict.fromkeys((where, text) for text in readable(message)))


async def play_in_german(table: Table, heard: Heard) -> None:
    """Lobby, join, start, then nights (DM menus) and days (`/vote`) to the end."""
    result = heard.answer("create", await table.storyteller.slash(table.town, "game create"))
    lobby = result.response.message
    for member in table.players:
        heard.answer("join", await member.click(lobby, label="Beitreten"))
    heard.answer("join again", await table.player(0).click(lobby, label="Beitreten"))
    heard.answer("start", await table.storyteller.click(lobby, label="Start"))
    session = table.session
    for command in ("me", "table", "rules"):
        heard.answer(command, await table.player(0).slash(table.town, command))
    heard.answer("status", await table.player(0).slash(table.town, "game status"))
    voted = await table.player(0).slash(table.town, "vote", player=NAMES[1])
    heard.answer("vote at night", voted)
    for _ in range(40):
        game = session.game
        assert game is not None
        if game.is_over:
            return
        phase = str(game.phase)
        if game.phase.is_night:
            for seat in list(game.living()):
                vision, attack = rotate(game, seat)
                user = table.player(seat).user
                value = "none" if vision is None else str(vision)
                prompt = night_prompt(table, seat)
                picked = await user.select(prompt, [value], custom_id=menu_id(table, "vision"))
                heard.answer("vision", picked)
                if game.attacks_tonight() and attack is not None and str(game.phase) == phase:
                    prompt = night_prompt(table, seat)
                    picked = await user.select(
                        prompt, [str(attack)], custom_id=menu_id(table, "attack")
                    )
                    heard.answer("attack", picked)
                if game.is_over or str(game.phase) != phase:
                    break
        else:
            target = game.name(lynch_target(game))
            for seat in list(game.living()):
                voted = await table.player(seat).slash(table.town, "vote", player=target)
                heard.answer("vote", voted)
                if game.is_over or str(game.phase) != phase:
                    break
    raise AssertionError("the game did not end")


@pytest.mark.simcord(settle_timeout=30)
async def test_a_whole_game_in_german_says_nothing_in_english(simcord_env, client_locales):  # noqa: F811
    """Every message of a German game, public, private and in replies, is in German."""
    guild = simcord_env.create_guild("Dorf", preferred_locale="de")
    table = await seat_table(simcord_env, 5, guild=guild)
    for member in [*table.players, table.storyteller]:
        client_locales[member.user.id] = "de"
    heard = Heard(table)
    await play_in_german(table, heard)
    heard.answer("log", await table.player(0).slash(table.town, "game log"))
    await simcord_env.settle()
    heard.look()
    names = [*NAMES, table.storyteller.user.name, "town-square"]
    told = list(heard.told)
    assert len(told) > 100  # the game was played: lobby, prompts, news, tallies, posts, end
    english = [(where, text) for where, text in told if english_left(text, names)]
    assert english == []


@pytest.mark.simcord(settle_timeout=10)
async def test_the_lobby_chooses_the_games_language(simcord_env):
    """`/game create language:Deutsch` in an English server opens a German lobby."""
    table = await seat_table(simcord_env, 1)
    result = await table.storyteller.slash(table.town, "game create", language="de")
    lobby = result.response.message
    assert lobby.embeds[0].title == "Quantenwerwolf: Lobby offen"
    assert table.session.language == "de"


@pytest.mark.simcord(settle_timeout=10)
async def test_a_game_in_an_english_server_speaks_english(simcord_env):
    """Without a choice, an English server's game opens its lobby in English."""
    table = await seat_table(simcord_env, 1)
    result = await table.storyteller.slash(table.town, "game create")
    assert result.response.message.embeds[0].title == "Quantum Werewolf: lobby open"


@pytest.mark.simcord(settle_timeout=10)
async def test_the_werewolf_commands_are_described_in_german(simcord_env):
    """Discord gets German descriptions of /night and its options; the names stay as the help
    and every text name them."""
    [night] = [
        command
        for scope in simcord_env.backend.commands.values()
        for command in scope.values()
        if command["name"] == "night"
    ]
    assert night["description_localizations"]["de"].startswith("Schick deine nächtlichen")
    assert night.get("name_localizations", {}).get("de", "night") == "night"
    vision = next(option for option in night["options"] if option["name"] == "vision")
    assert vision["description_localizations"]["de"].startswith("Wen du dir")


@pytest.mark.simcord(settle_timeout=10)
async def test_the_platforms_help_shows_werewolf_in_german(simcord_env, client_locales):  # noqa: F811
    """`/help game:werewolf` from a German client opens werewolf's German first page."""
    table = await seat_table(simcord_env, 1)
    client_locales[table.storyteller.user.id] = "de"
    result = await table.storyteller.slash(table.town, "help", game="werewolf")
    [page] = result.response.embeds
    german = helptext.HELP.in_language("de").topics[0]
    assert (page.title, page.description) == (german.title, german.text)
    assert page.title != helptext.HELP.topics[0].title


def german_refusal(heard: Heard, what: str, result: Any, names: list[str]) -> str:
    """The refusal a German member got: a ❌ line with no English word left."""
    heard.answer(what, result)
    content: str = result.response.content
    assert result.ephemeral and content.startswith("❌"), content
    assert english_left(content, names) == [], content
    return content


@pytest.mark.simcord(settle_timeout=30)
async def test_the_rules_refusals_reach_german_players_in_german(simcord_env, client_locales):  # noqa: F811
    """An attack on Night 0, an undo with nothing to undo, an undecided tie and a decision
    outside the tie: the engine refuses them by code and German members read German."""
    guild = simcord_env.create_guild("Dorf", preferred_locale="de")
    table = await seat_table(simcord_env, 4, guild=guild)
    for member in [*table.players, table.storyteller]:
        client_locales[member.user.id] = "de"
    heard = Heard(table)
    names = [*NAMES, table.storyteller.user.name, "town-square"]
    storyteller = table.storyteller
    created = await storyteller.slash(table.town, "game create", tie_rule="storyteller")
    lobby = heard.answer("create", created).response.message
    for member in table.players:
        heard.answer("join", await member.click(lobby, label="Beitreten"))
    heard.answer("start", await storyteller.click(lobby, label="Start"))
    attack = await table.player(0).user.slash("night", attack=NAMES[1])
    said = german_refusal(heard, "attack", attack, names)
    assert "In Nacht 0 gibt es keine Angriffe." in said
    undo = await storyteller.slash(table.town, "game undo")
    assert "nichts zurückzunehmen" in german_refusal(heard, "undo", undo, names)
    heard.answer("advance", await storyteller.slash(table.town, "game advance"))
    heard.answer("vote", await table.player(0).slash(table.town, "vote", player=NAMES[1]))
    heard.answer("vote", await table.player(1).slash(table.town, "vote", player=NAMES[0]))
    advance = await storyteller.slash(table.town, "game advance")
    tied = f"Gleichstand zwischen {NAMES[0]} und {NAMES[1]}"
    assert tied in german_refusal(heard, "advance", advance, names)
    decide = await storyteller.slash(table.town, "game decide", player=NAMES[2])
    outside = german_refusal(heard, "decide", decide, names)
    assert f"{NAMES[2]} gehört nicht zu den Gleichauf-Liegenden" in outside
    assert str(table.game.phase) == "D1"


@pytest.mark.simcord(settle_timeout=30)
async def test_the_commands_refusals_reach_german_members_in_german(simcord_env, client_locales):  # noqa: F811
    """Bad reminders, a name nobody has, a secret number for a name, and a player trying a
    storyteller command: each refusal is German."""
    guild = simcord_env.create_guild("Dorf", preferred_locale="de")
    table = await seat_table(simcord_env, 4, guild=guild)
    for member in [*table.players, table.storyteller]:
        client_locales[member.user.id] = "de"
    heard = Heard(table)
    names = [*NAMES, table.storyteller.user.name, "town-square"]
    storyteller = table.storyteller
    bad = await storyteller.slash(table.town, "game create", reminders="bald")
    assert "keine Stundenzahl" in german_refusal(heard, "create", bad, names)
    lobby = heard.answer("create", await storyteller.slash(table.town, "game create")).response
    for member in table.players:
        heard.answer("join", await member.click(lobby.message, label="Beitreten"))
    heard.answer("start", await storyteller.click(lobby.message, label="Start"))
    heard.answer("advance", await storyteller.slash(table.town, "game advance"))
    nobody = await table.player(0).slash(table.town, "vote", player="Zed")
    assert "In diesem Spiel heißt niemand **Zed**" in german_refusal(heard, "vote", nobody, names)
    number = await table.player(0).slash(table.town, "vote", player="#2")
    assert "Geheimnummer" in german_refusal(heard, "vote", number, names)
    closed = await table.player(0).slash(table.town, "game advance")
    assert "Du spielst in diesem Spiel mit" in german_refusal(heard, "advance", closed, names)


@pytest.mark.simcord(settle_timeout=30)
async def test_the_storytellers_tools_answer_in_german(simcord_env, client_locales):  # noqa: F811
    """Undo, a refused co-storyteller, and ending the game answer a German storyteller in
    German."""
    guild = simcord_env.create_guild("Dorf", preferred_locale="de")
    table = await seat_table(simcord_env, 4, guild=guild)
    for member in [*table.players, table.storyteller]:
        client_locales[member.user.id] = "de"
    heard = Heard(table)
    names = [*NAMES, table.storyteller.user.name, "town-square"]
    storyteller = table.storyteller
    lobby = heard.answer("create", await storyteller.slash(table.town, "game create")).response
    for member in table.players:
        heard.answer("join", await member.click(lobby.message, label="Beitreten"))
    heard.answer("start", await storyteller.click(lobby.message, label="Start"))
    heard.answer("advance", await storyteller.slash(table.town, "game advance"))
    undone = heard.answer("undo", await storyteller.slash(table.town, "game undo"))
    assert undone.response.content == "↩️ Zurückgenommen."
    player = table.players[0]
    added = await storyteller.slash(table.town, "game storyteller add", member=player)
    assert "spielt in diesem Spiel mit" in german_refusal(heard, "add", added, names)
    ended = heard.answer("end", await storyteller.slash(table.town, "game end"))
    said = ended.followups[-1].content if ended.followups else ended.response.content
    assert said == "🛑 Das Spiel ist beendet."


@pytest.mark.simcord(settle_timeout=30)
async def test_a_refused_dm_is_told_to_a_german_storyteller_in_german(simcord_env, client_locales):  # noqa: F811
    """The storyteller's note on a DM Discord refused is German (Discord's reason aside)."""
    guild = simcord_env.create_guild("Dorf", preferred_locale="de")
    table = await seat_table(simcord_env, 4, guild=guild)
    for member in [*table.players, table.storyteller]:
        client_locales[member.user.id] = "de"
    heard = Heard(table)
    storyteller = table.storyteller
    lobby = heard.answer("create", await storyteller.slash(table.town, "game create")).response
    for member in table.players:
        heard.answer("join", await member.click(lobby.message, label="Beitreten"))
    heard.answer("start", await storyteller.click(lobby.message, label="Start"))
    heard.answer("vision", await choose(table, 0, "vision", 1))
    alice = table.player(0).user
    simcord_env.inject_error(
        "POST", f"/channels/{alice.dm_channel.id}/messages", status=400, code=50035
    )
    heard.answer("advance", await storyteller.slash(table.town, "game advance"))
    await simcord_env.settle()
    notes = [
        m.content for m in storyteller.user.dm_channel.history() if "Discord" in (m.content or "")
    ]
    assert len(notes) == 1
    assert "Discord hat eine Direktnachricht an Alice abgelehnt" in notes[0]
    assert english_left(notes[0], [*NAMES, "town-square"]) == []


@pytest.mark.simcord(settle_timeout=30)
async def test_a_tie_at_the_deadline_is_posted_in_german(simcord_env, client_locales):  # noqa: F811
    """A day tied at its deadline under the storyteller's tie rule: the post that waits for
    the decision is German and names the tied players from the engine's data."""
    guild = simcord_env.create_guild("Dorf", preferred_locale="de")
    table = await seat_table(simcord_env, 4, guild=guild)
    for member in [*table.players, table.storyteller]:
        client_locales[member.user.id] = "de"
    heard = Heard(table)
    storyteller = table.storyteller
    created = await storyteller.slash(table.town, "game create", tie_rule="storyteller")
    lobby = heard.answer("create", created).response.message
    for member in table.players:
        heard.answer("join", await member.click(lobby, label="Beitreten"))
    heard.answer("start", await storyteller.click(lobby, label="Start"))
    heard.answer("advance", await storyteller.slash(table.town, "game advance"))
    heard.answer("vote", await table.player(0).slash(table.town, "vote", player=NAMES[1]))
    heard.answer("vote", await table.player(1).slash(table.town, "vote", player=NAMES[0]))
    await simcord_env.advance_time(48 * 3600 + 60)
    [note] = [m.content for m in table.town.history() if "Frist für Tag 1" in (m.content or "")]
    assert f"Gleichstand zwischen {NAMES[0]} und {NAMES[1]}" in note
    assert english_left(note, [*NAMES, "town-square"]) == []
    assert str(table.game.phase) == "D1"

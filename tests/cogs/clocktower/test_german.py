"""A whole Quantum Clocktower game in German (a German server, German clients): every message a
member receives is German; the list grammar, names and ids stay as they are."""

from __future__ import annotations

import re
from typing import Any

import pytest
from simcord import interactions as sim_interactions

from tests.cogs.family_helpers import german_clients as set_german_clients

from .helpers import (
    CtTable,
    _readable,
    latest,
    open_lobby,
    seat_draws,
    seat_table,
    send_list,
    text_of,
)

ENGLISH = re.compile(
    r"\b(the|you|your|is|are|and|of|with|night|day|vote|votes|list|lists|player|players|seat|"
    r"seats|game|wins|dead|alive|not|has|been|by|for|who|send|one|to|on|it|yes|no|can|"
    r"storyteller|nominated|nominate|deadline|received|joined|started|possible|"
    r"believes|later|shoots|executed|begins|drunk|good|evil|world)\b",
    re.IGNORECASE,
)
"""Words of the English messages that German never uses."""
ALLOWED = re.compile(
    r"`[^`]*`|<[@#t][^>]*>|@\d+|Quantum Clocktower|Blood on the Clocktower|"
    r"The Pandemonium Institute|Steven Medway|[\w.-]+\.json|drunk\([a-z_]+\)"
)
"""What stays as it is in every language: code (the list grammar), mentions, timestamps and
seats, names of the game, its publisher and files, and the grimoire's Drunk tokens."""


@pytest.fixture
def german_clients(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every interaction comes from a German Discord client."""
    set_german_clients(monkeypatch)


def english_left(text: str, names: tuple[str, ...]) -> list[str]:
    """The English words left in ``text`` once what stays in every language is taken out."""
    for name in names:
        text = text.replace(name, "")
    return ENGLISH.findall(ALLOWED.sub(" ", text))


class Answers:
    """Every private answer the members got, kept as the game goes."""

    def __init__(self) -> None:
        self.texts: list[str] = []

    def ok(self, result: Any) -> Any:
        text = text_of(result)
        assert result.ephemeral and text.startswith("✅"), text
        self.texts.append(text)
        return result

    def refused(self, result: Any, contains: str) -> Any:
        text = text_of(result)
        assert result.ephemeral and text.startswith("❌") and contains in text, text
        self.texts.append(text)
        return result

    def any(self, result: Any) -> str:
        text = text_of(result)
        self.texts.append(text)
        return text


def everything_sent(table: CtTable) -> list[str]:
    """Every version of every message the bot posted or sent by DM (content, embeds,
    component labels and options, attachment names)."""
    return [
        _readable(payload)
        for kind, event, payload in table.env.backend.transcript
        if kind == "GATEWAY" and event in ("MESSAGE_CREATE", "MESSAGE_UPDATE")
    ]


async def explain(table: CtTable, seat: int, character: str) -> Any:
    """The storyteller's `/ct-st explain` of ``character`` for ``seat``."""
    return await table.storyteller.slash(
        table.thread, "ct-st explain", player=table.seat(seat), character=character
    )


async def play_in_german(table: CtTable) -> Answers:
    """The 7-player game of test_whole_game, every member with a German client."""
    said = Answers()
    await open_lobby(table, players=7)
    said.refused(await table.storyteller.click(table.lobby, label="Beitreten"), "Erzähler")
    said.ok(await table.seat(1).click(table.lobby, label="Beitreten"))
    said.ok(await table.seat(1).click(table.lobby, label="Verlassen"))
    said.refused(await table.seat(1).click(table.lobby, label="Verlassen"), "nicht in dieser")
    for member in table.players:
        said.ok(await member.click(table.lobby, label="Beitreten"))
    table.cog.rehearsal = seat_draws([6, 7], 7, {1: [1, 2, 3, 4, 5, 6, 7]})
    said.ok(await table.storyteller.click(table.lobby, label="Starten"))
    game = table.game
    said.ok(await send_list(table, 6, "setup demon @6 bluffs washerwoman librarian investigator"))
    grace = table.seat(7).user
    shown = await grace.click(latest(grace.dm_channel, "🌙"), label="Meine Nachtliste schreiben")
    assert shown.modal is not None
    said.texts.append(str(shown.modal["title"]))
    said.ok(await grace.submit_modal(shown, {"ct-night-entries": "setup demon @6\ndont_wake"}))
    said.refused(
        await table.seat(1).slash(table.thread, "ct nominate", player=table.seat(2)),
        "nominiert wird bei Tag",
    )
    said.refused(await send_list(table, 1, "wake chef learn 3"), "Nicht gespeichert")
    said.refused(await send_list(table, 1, "wake imp choose @2"), "wacht in Nacht 1 nicht auf")
    said.ok(await send_list(table, 1, "wake empath learn 2"))
    said.ok(await send_list(table, 2, "wake chef learn 1"))
    for seat in (3, 4, 5):
        said.ok(await send_list(table, seat, "dont_wake"))
    said.any(await table.seat(1).slash(table.thread, "ct status"))
    said.ok(await table.storyteller.slash(table.thread, "ct-st pause"))
    said.refused(await table.storyteller.slash(table.thread, "ct-st pause"), "schon angehalten")
    said.ok(await table.storyteller.slash(table.thread, "ct-st resume"))
    said.ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    said.any(await table.storyteller.slash(table.thread, "ct-st grimoire"))
    explained = said.any(await explain(table, 1, "chef"))
    assert "wegen:\n• Nacht 1, @2: `wake chef learn 1`" in explained
    said.any(await explain(table, 7, "empath"))
    said.refused(await explain(table, 1, "zombie"), "„zombie“ ist kein Charakter")

    said.ok(await table.seat(1).slash(table.thread, "ct nominate", player=table.seat(3)))
    vote = latest(table.thread, "🗳️ Tag 1, Nominierung 1")
    for seat in (1, 2, 4, 5):
        said.ok(await table.seat(seat).click(vote, label="Ja"))
    said.refused(await table.bystander.click(vote, label="Ja"), "spielst in diesem Spiel nicht")
    for seat in (3, 6, 7):
        said.ok(await table.seat(seat).click(vote, label="Nein"))
    said.refused(
        await table.seat(1).slash(table.thread, "ct nominate", player=table.seat(4)),
        "@1 hat heute schon nominiert",
    )
    said.ok(await table.storyteller.slash(table.thread, "ct-st end_day"))

    said.ok(await send_list(table, 6, "wake imp choose @2"))
    said.ok(await send_list(table, 1, "wake empath learn 1"))
    for seat in (4, 5, 7):
        said.ok(await send_list(table, seat, "dont_wake"))
    said.refused(await send_list(table, 3, "dont_wake"), "tot")
    said.any(await table.storyteller.slash(table.thread, "ct-st lists"))
    said.ok(await table.storyteller.slash(table.thread, "ct-st remind"))
    said.ok(await table.storyteller.slash(table.thread, "ct-st extend", hours=1.5))
    said.ok(await table.storyteller.slash(table.thread, "ct-st deadlines", night_hours=2.0))
    said.ok(await table.storyteller.slash(table.thread, "ct-st resolve"))

    said.refused(
        await table.seat(3).slash(table.thread, "ct slay", player=table.seat(6)),
        "du scheinst tot und kannst deshalb nicht schießen",
    )
    said.any(await table.seat(1).user.slash("ct notes"))
    said.ok(await table.seat(5).slash(table.thread, "ct slay", player=table.seat(6)))
    said.ok(await table.seat(1).slash(table.thread, "ct nominate", player=table.seat(6)))
    vote = latest(table.thread, "🗳️ Tag 2, Nominierung 1")
    for seat in (1, 3, 4, 5):
        said.ok(await table.seat(seat).click(vote, label="Ja"))
    said.ok(await table.storyteller.click(vote, label="Abstimmung schließen"))
    said.any(await table.seat(2).slash(table.thread, "ct votes"))
    said.ok(await table.storyteller.slash(table.thread, "ct-st kick", player=table.seat(2)))
    replace = await table.storyteller.slash(
        table.thread, "ct-st replace", seat=2, player=table.bystander
    )
    said.ok(replace)
    told = latest(table.bystander.user.dm_channel, "🔒").content
    assert "• Du bist gut." in told and "• Nacht 1: Du bist als Koch aufgewacht" in told
    said.ok(await table.storyteller.slash(table.thread, "ct-st end_day"))
    assert game.outcome is not None and game.outcome.reason == "good"
    said.any(await table.seat(2).user.slash("ct rules"))
    return said


@pytest.mark.simcord(settle_timeout=10)
async def test_a_german_game_says_every_word_in_german(simcord_env, german_clients):
    """Posts, DMs, buttons, menus, the modal and every answer of a whole game are German."""
    table = await seat_table(simcord_env, 7, preferred_locale="de")
    said = await play_in_german(table)
    names = table.game.setup.players
    texts = [*everything_sent(table), *said.texts]
    assert len(texts) > 100
    left = {text: words for text in texts if (words := english_left(text, names))}
    assert left == {}, "\n".join(f"{w}: {x!r}" for x, w in left.items())
    public = "\n".join(m.content for m in table.public())
    assert "🏁 **Das gute Team gewinnt.**" in public
    assert "@1 Alice: Säufer (hält sich für: Empath)" in public
    dms = "\n".join(table.dms(1))
    assert "Nacht 1: Du bist als Empath aufgewacht und hast erfahren: 2." in dms
    assert not simcord_env.errors


@pytest.mark.simcord(settle_timeout=10)
async def test_the_english_detector_finds_an_english_sentence():
    """The check above would see one English sentence left in a German post."""
    names = ("Alice",)
    assert english_left("📣 @3 Alice ist tot.", names) == []
    assert english_left("📣 @3 Alice is dead.", names) == ["is", "dead"]
    assert english_left("`wake empath learn 2` — möglich", names) == []


@pytest.mark.simcord(settle_timeout=10)
async def test_ct_commands_are_described_in_german_under_their_english_names(simcord_env):
    """Discord gets /ct's German descriptions; the names stay the ones every text cites."""
    synced = {
        command["name"]: command
        for scope in simcord_env.backend.commands.values()
        for command in scope.values()
    }
    night = next(o for o in synced["ct"]["options"] if o["name"] == "night")
    assert night["description_localizations"]["de"].startswith("Schick deine Nachtliste")
    assert night.get("name_localizations", {}).get("de", "night") == "night"
    resolve = next(o for o in synced["ct-st"]["options"] if o["name"] == "resolve")
    assert resolve["description_localizations"]["de"] == "Löse die Nacht jetzt auf (Erzähler)."


@pytest.mark.simcord(settle_timeout=10)
async def test_the_lobbys_help_is_german_for_a_german_player(simcord_env, german_clients):
    """ "So wird gespielt" under a German lobby opens Clocktower's help in German, its menu too."""
    table = await seat_table(simcord_env, 1, preferred_locale="de")
    await open_lobby(table, players=5)
    pressed = await table.seat(1).click(table.lobby, label="So wird gespielt")
    assert pressed.ephemeral
    [page] = pressed.response.embeds
    assert page.title == "Quantum Clocktower: die Kurzfassung"
    assert page.footer.text == "Quantum Clocktower · /help für die anderen Spiele"
    menu = _readable({"components": pressed.response.components})
    assert "Alle Spiele" in menu
    shown = f"{page.description}\n{menu}"
    assert english_left(shown, ()) == [], shown


@pytest.fixture
def client_locales(monkeypatch: pytest.MonkeyPatch) -> dict[int, str]:
    """Each user id's Discord client locale (English for everyone else)."""
    locales: dict[int, str] = {}
    build = sim_interactions.base_payload

    def localised(*args: Any, **kwargs: Any) -> Any:
        record, payload = build(*args, **kwargs)
        payload["locale"] = locales.get(kwargs["user_id"], "en-US")
        return record, payload

    monkeypatch.setattr(sim_interactions, "base_payload", localised)
    return locales


@pytest.mark.simcord(settle_timeout=10)
async def test_dms_follow_each_player_and_posts_follow_the_game(simcord_env, client_locales):
    """On an English server a German player's DMs are German, everyone else's English, and
    the thread stays English."""
    table = await seat_table(simcord_env, 5)
    client_locales[table.seat(1).user.id] = "de"
    await open_lobby(table, players=5)
    for member in table.players:
        text_of(await member.click(table.lobby, label="Join"))
    text_of(await table.storyteller.click(table.lobby, label="Start"))
    assert any(m.startswith("🔒 Quantum Clocktower #1, Platz @1: Du bist") for m in table.dms(1))
    assert any(m.startswith("🔒 Quantum Clocktower #1, seat @2: You are") for m in table.dms(2))
    assert latest(table.thread, "🌙 Night 1 begins.").content.endswith("Send your lists by DM.")


@pytest.mark.simcord(settle_timeout=10)
async def test_the_lobby_chooses_the_games_language(simcord_env, client_locales):
    """`/ct new language:de` on an English server posts the game in German."""
    table = await seat_table(simcord_env, 5)
    await open_lobby(table, players=5, language="de")
    assert "Noch niemand ist beigetreten." in table.lobby.content
    labels = [item.label for row in table.lobby.components for item in row.children]
    assert labels[:3] == ["Beitreten", "Verlassen", "Starten"]


@pytest.mark.simcord(settle_timeout=10)
async def test_a_table_size_without_a_setup_is_refused_in_german(simcord_env, german_clients):
    """`/ct new players:15` from a German client says why in German, the reason included."""
    table = await seat_table(simcord_env, 5, preferred_locale="de")
    answer = text_of(await table.storyteller.slash(table.town, "ct new", players=15))
    assert answer.startswith("❌ Ein Spiel Quanten-Trouble-Brewing mit 15 Spielern geht nicht")
    assert "mit Baron: 4 Außenseiter nötig, das Skript hat 3" in answer
    assert english_left(answer, ()) == [], answer

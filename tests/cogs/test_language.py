"""The shell speaks each player's language: their Discord client's, or the one they chose with
``/language me`` (simcord: the real bot, interactions sent with a given locale)."""

from __future__ import annotations

from typing import Any

import pytest
import simcord
from simcord import interactions as sim_interactions
from simcord.actors import _component_interaction, _visible_message

from tests.cogs.harness import seat_table

ENGLISH_REFUSAL = "I do not recognise the button or menu you used"
GERMAN_REFUSAL = "Diesen Button oder dieses Menü kenne ich nicht"


@pytest.fixture
def client_locales(monkeypatch: pytest.MonkeyPatch) -> dict[int, str]:
    """Each user id's Discord client locale (simcord sends en-US for everyone else)."""
    locales: dict[int, str] = {}
    build = sim_interactions.base_payload

    def localised(*args: Any, **kwargs: Any) -> Any:
        record, payload = build(*args, **kwargs)
        payload["locale"] = locales.get(kwargs["user_id"], "en-US")
        return record, payload

    monkeypatch.setattr(sim_interactions, "base_payload", localised)
    return locales


async def bot_message(env: simcord.Env, channel: Any) -> Any:
    """A message of the bot in ``channel`` (to press a forged button on)."""
    await env.bot.get_channel(channel.id).send("Hello")
    await env.settle()
    return channel.history()[-1]


async def press_unknown_button(env: simcord.Env, member: Any, channel: Any) -> Any:
    """``member`` presses a button whose custom_id none of the bot's components has."""
    message = await bot_message(env, channel)
    stored = _visible_message(member, message)
    data = {"custom_id": "not-a-component-of-mine", "component_type": 2}
    return await _component_interaction(member, stored, data)


def answer(result: Any) -> str:
    assert result.acknowledged and result.ephemeral, result
    return str(result.response.content)


@pytest.mark.simcord(settle_timeout=10)
async def test_a_german_client_gets_the_refusal_in_german(simcord_env, client_locales):
    """A player whose Discord speaks German reads the unknown-button refusal in German."""
    table = await seat_table(simcord_env, 1)
    client_locales[table.player(0).user.id] = "de"
    text = answer(await press_unknown_button(simcord_env, table.player(0), table.town))
    assert text.startswith("❌") and GERMAN_REFUSAL in text
    assert not simcord_env.errors


@pytest.mark.simcord(settle_timeout=10)
async def test_a_players_client_locale_is_kept_for_later_dms(simcord_env, client_locales):
    """After any interaction from a German client, a DM with no interaction (a deadline's)
    would be German."""
    table = await seat_table(simcord_env, 1)
    player = table.player(0)
    assert await table.bot.languages.for_dm(player.user.id) == "en"
    client_locales[player.user.id] = "de"
    await press_unknown_button(simcord_env, player, table.town)
    assert await table.bot.languages.for_dm(player.user.id) == "de"


@pytest.mark.simcord(settle_timeout=10)
async def test_an_english_client_gets_the_refusal_in_english(simcord_env, client_locales):
    """A British English client (no catalogue of its own) reads English, not German."""
    table = await seat_table(simcord_env, 2)
    client_locales[table.player(0).user.id] = "de"
    client_locales[table.player(1).user.id] = "en-GB"
    text = answer(await press_unknown_button(simcord_env, table.player(1), table.town))
    assert ENGLISH_REFUSAL in text
    assert not simcord_env.errors


@pytest.mark.simcord(settle_timeout=10)
async def test_a_language_no_catalogue_has_falls_back_to_english(simcord_env, client_locales):
    """A Japanese client (not shipped yet) reads English."""
    table = await seat_table(simcord_env, 1)
    client_locales[table.player(0).user.id] = "ja"
    text = answer(await press_unknown_button(simcord_env, table.player(0), table.town))
    assert ENGLISH_REFUSAL in text


@pytest.mark.simcord(settle_timeout=10)
async def test_language_me_sets_the_players_language_over_their_clients(simcord_env):
    """After /language me Deutsch, an English client's player is answered in German; the
    other players are not."""
    table = await seat_table(simcord_env, 2)
    chosen = answer(await table.player(0).slash(table.town, "language me", language="de"))
    assert chosen.startswith("✅ Deine Sprache ist jetzt Deutsch")
    german = answer(await press_unknown_button(simcord_env, table.player(0), table.town))
    assert GERMAN_REFUSAL in german
    other = answer(await press_unknown_button(simcord_env, table.player(1), table.town))
    assert ENGLISH_REFUSAL in other
    assert await table.bot.languages.of_player(table.player(0).user.id) == "de"


@pytest.mark.simcord(settle_timeout=10)
async def test_language_me_discord_follows_the_client_again(simcord_env, client_locales):
    """Choosing "My Discord language" forgets the choice: the client's locale rules again."""
    table = await seat_table(simcord_env, 1)
    player = table.player(0)
    await player.slash(table.town, "language me", language="de")
    client_locales[player.user.id] = "en-US"
    text = answer(await player.slash(table.town, "language me", language="discord"))
    assert text.startswith("✅ I follow your Discord language again (now English)")
    assert ENGLISH_REFUSAL in answer(await press_unknown_button(simcord_env, player, table.town))
    assert await table.bot.languages.of_player(player.user.id) is None


@pytest.mark.simcord(settle_timeout=10)
async def test_a_command_that_fails_apologises_in_the_players_language(
    simcord_env, client_locales, monkeypatch
):
    """A bug in a command is reported to a German player in German."""
    from bot.i18n.choice import Languages

    table = await seat_table(simcord_env, 1)
    client_locales[table.player(0).user.id] = "de"

    async def broken(self: Languages, user_id: int, code: str | None) -> None:
        raise RuntimeError("a bug")

    monkeypatch.setattr(Languages, "set_player", broken)
    result = await table.player(0).slash(table.town, "language me", language="de")
    text = answer(result) if not result.followups else str(result.followups[-1].content)
    assert text.startswith("⚠️ Bei mir ist etwas schiefgelaufen")
    [error] = simcord_env.errors  # the bug itself, logged and seen; nothing else went wrong
    assert "a bug" in repr(error.__cause__)


@pytest.mark.simcord(settle_timeout=10)
async def test_the_language_command_is_registered_with_its_german_names(simcord_env):
    """Discord gets /language's German name, description and option from the catalogue."""
    synced = [
        command
        for scope in simcord_env.backend.commands.values()
        for command in scope.values()
        if command["name"] == "language"
    ]
    assert synced, "the language command is not synced"
    [command] = synced
    assert command["name_localizations"]["de"] == "sprache"
    assert command["description_localizations"]["de"].startswith("Wähle die Sprache")
    [me] = command["options"]
    assert me["name_localizations"]["de"] == "ich"
    [option] = me["options"]
    assert option["name_localizations"]["de"] == "sprache"
    assert "en-US" not in command.get("name_localizations", {})


@pytest.mark.simcord(settle_timeout=10)
async def test_every_command_translation_names_a_command_of_the_bot(simcord_env):
    """A cmd-/choice- key of any catalogue belongs to a real command, option or choice of the
    synced tree (a renamed command leaves no stale translation behind)."""
    from bot.i18n.catalogue import LANGUAGES, catalogue
    from bot.i18n.commands import choice_key, command_key, option_key

    known: set[str] = set()
    for command in simcord_env.bot.tree.walk_commands():
        known.add(command_key(command.qualified_name))
        for parameter in getattr(command, "parameters", []):
            known.add(option_key(command.qualified_name, parameter.name))
            known.update(choice_key(choice.name) for choice in parameter.choices)
    for code in LANGUAGES:
        stale = sorted(
            key
            for key in catalogue(code)
            if key.startswith(("cmd-", "choice-")) and key not in known
        )
        assert stale == [], f"{code}: {stale}"


@pytest.mark.simcord(settle_timeout=10)
async def test_a_language_the_menu_does_not_offer_is_refused(simcord_env, client_locales):
    """A forged /language me value (a client that ignores the choices) is refused in the
    sender's language and changes nothing."""
    for scope in simcord_env.backend.commands.values():
        for command in scope.values():
            for sub in command.get("options") or []:
                for option in sub.get("options") or []:
                    option.pop("choices", None)
    table = await seat_table(simcord_env, 1)
    player = table.player(0)
    client_locales[player.user.id] = "de"
    text = answer(await player.slash(table.town, "language me", language="klingon"))
    assert text.startswith("❌ „klingon“ spreche ich nicht")
    assert await table.bot.languages.of_player(player.user.id) is None


@pytest.mark.simcord(settle_timeout=10)
async def test_notifications_are_confirmed_in_the_senders_language(simcord_env, client_locales):
    """`/notifications` answers a German client in German."""
    table = await seat_table(simcord_env, 1)
    client_locales[table.player(0).user.id] = "de"
    said = answer(await table.player(0).slash(table.town, "notifications", dms="off"))
    assert said.startswith("✅ Keine Zug-DMs mehr")

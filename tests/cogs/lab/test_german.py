"""Schrödinger's Lab in German: public posts in the game's language, private answers and DMs
in each player's, English unchanged where no one asked for German."""

from __future__ import annotations

from typing import Any

import pytest
from simcord import interactions as sim_interactions

from .helpers import button_labels, join_all_and_start, ok, open_lobby, refused, seat_lab_table
from .test_the_end import one_log_from_winning


@pytest.fixture
def client_locales(monkeypatch: pytest.MonkeyPatch) -> dict[int, str]:
    """Each user's Discord client locale, by user id (English unless set)."""
    locales: dict[int, str] = {}
    build = sim_interactions.base_payload

    def localised(*args: Any, **kwargs: Any) -> Any:
        record, payload = build(*args, **kwargs)
        user = payload.get("member", {}).get("user") or payload.get("user") or {}
        payload["locale"] = locales.get(int(user.get("id", 0)), "en-US")
        return record, payload

    monkeypatch.setattr(sim_interactions, "base_payload", localised)
    return locales


async def test_lab_new_language_de_posts_the_lobby_and_the_turn_in_german(simcord_env):
    """`/lab new language:de` on an English server: lobby, greeting, turn post and its
    buttons are German."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob"))
    await open_lobby(table, cats=False, language="de")
    assert "Experimente zum Sieg: je nach Spielerzahl · Katzen aus" in table.lobby.content
    assert button_labels(table.lobby)[:3] == ["Beitreten", "Verlassen", "Starten"]
    for member in table.players:
        ok(await member.click(table.lobby, label="Beitreten"))
    ok(await table.host.click(table.lobby, label="Starten"))
    public = "\n".join(m.content for m in table.thread.history())
    assert "geleitet von" in public and "🔬 Das Labor öffnet." in public
    post = table.post()
    assert post.content.startswith("🐈 **Zug 1** (Runde 1) — P1 Alice")
    assert "Schau in eine Richtung, um den Zug zu beginnen" in post.content
    assert "⏱️ Frist <t:" in post.content
    assert "Schauen ↓" in button_labels(post)


async def test_answers_follow_the_players_client_and_posts_the_game(simcord_env, client_locales):
    """In an English game a German client's answers and refusals are German; the posts stay
    English."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob"))
    alice, bob = table.players
    client_locales[bob.id] = "de"
    await open_lobby(table, cats=False)
    ok(await alice.click(table.lobby, label="Join"))
    assert ok(await bob.click(table.lobby, label="Join")) == "✅ Du bist dem Labor beigetreten."
    refused(await bob.click(table.lobby, label="Join"), "Du bist schon in dieser Lobby.")
    refused(await bob.click(table.lobby, label="Start"), "Nur die Spielleitung")
    ok(await alice.click(table.lobby, label="Start"))
    refused(
        await bob.click(table.post(), label="See ↓"), "Diese Knöpfe sind für P1, nicht für dich."
    )
    assert table.post().content.startswith("🐈 **Turn 1** (round 1)")


async def test_the_servers_locale_sets_the_game_language_and_the_end_is_german(simcord_env):
    """On a German server the game speaks German by default, its end post too."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob"), preferred_locale="de")
    alice, _ = table.players
    await open_lobby(table, experiments=2, cats=False)
    table.cog.rehearsal = one_log_from_winning()
    for member in table.players:
        ok(await member.click(table.lobby, label="Beitreten"))
    ok(await table.host.click(table.lobby, label="Starten"))
    ok(await alice.slash(table.thread, "lab see", direction="up"))
    ok(await alice.slash(table.thread, "lab done"))
    ok(await alice.slash(table.thread, "lab see", direction="up"))
    public = "\n".join(m.content for m in table.thread.history())
    assert "🗺️ Das Labor nach Zug 1." in public
    ok(await alice.slash(table.thread, "lab host abort", confirm=True))
    end = next(m.content for m in table.thread.history() if m.content.startswith("🏁"))
    assert "Gewonnen: niemand." in end and "Zug für Zug nachspielen" in end
    assert "gibt diesen Hash aus" in end


async def test_english_games_still_say_english(simcord_env):
    """Without a choice, on a server with Discord's default locale, every post stays English."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob"))
    await open_lobby(table, cats=False)
    await join_all_and_start(table)
    assert "Experiments to win: by table size · cats off" in table.lobby.content
    post = table.post()
    assert post.content.startswith("🐈 **Turn 1** (round 1) — P1 Alice")
    assert "See in a direction to start the turn" in post.content
    assert any(label.startswith("See ") for label in button_labels(post))


async def test_rules_and_refusals_answer_a_german_client_in_german(simcord_env, client_locales):
    """`/lab rules`, a topic, and refusals of bad input are German for a German client."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob"))
    alice, bob = table.players
    client_locales[bob.id] = "de"
    await open_lobby(table, cats=False)
    listing = await bob.slash(table.thread, "lab rules")
    assert listing.ephemeral and listing.response.content.startswith("📖 Themen: `first`")
    assert "Inoffizielles Fan-Werkzeug" in listing.response.content
    cats = await bob.slash(table.thread, "lab rules", topic="cats")
    assert cats.response.content.startswith("**Katzen** (standardmäßig an")
    refused(await bob.slash(table.thread, "lab status"), "Dieses Spiel hat noch nicht begonnen")
    await join_all_and_start(table)
    refused(await bob.slash(table.thread, "lab bloop", confirm=False), "nicht bestätigt")
    refused(await alice.slash(table.thread, "lab bloop", confirm=False), "You did not confirm")
    refused(await bob.slash(table.thread, "lab move", steps="a b c d e"), "Gib eine bis vier")
    refused(await bob.slash(table.thread, "lab see", direction="up"), "Das geht nicht:")


async def test_the_lobbys_help_is_german_in_a_german_game(simcord_env, client_locales):
    """A German game's lobby offers "So wird gespielt"; its pages are German for a German
    player."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob"))
    client_locales[table.host.id] = "de"
    await open_lobby(table, cats=False, language="de")
    pressed = await table.host.click(table.lobby, label="So wird gespielt")
    [page] = pressed.response.embeds
    assert "Jeder Sektor des Labors ist leer" in (page.description or "")


async def test_lab_commands_are_described_in_german_under_their_english_names(simcord_env):
    """Discord gets /lab's German descriptions; the names stay the ones every text cites."""
    synced = {
        command["name"]: command
        for scope in simcord_env.backend.commands.values()
        for command in scope.values()
    }
    see = next(o for o in synced["lab"]["options"] if o["name"] == "see")
    assert see["description_localizations"]["de"].startswith("Schau in eine Richtung")
    assert see.get("name_localizations", {}).get("de", "see") == "see"
    host = next(o for o in synced["lab"]["options"] if o["name"] == "host")
    abort = next(o for o in host["options"] if o["name"] == "abort")
    assert (
        abort["description_localizations"]["de"] == "Beende das Spiel ohne Sieger (Spielleitung)."
    )


async def test_a_typo_is_refused_in_the_senders_language(simcord_env, client_locales):
    """Words typed into `/lab move` that the engine cannot read are refused in the sender's
    language, quoting them, and change nothing."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob"))
    alice, bob = table.players
    client_locales[alice.id] = "de"
    await open_lobby(table, cats=False)
    game = await join_all_and_start(table)
    ok(await alice.slash(table.thread, "lab see", direction="up"))
    version = game.version
    answer = refused(await alice.slash(table.thread, "lab move", steps="seitwärts"), "Richtung")
    assert answer == (
        "❌ Das geht nicht: `seitwärts` ist keine Richtung: "
        "Schreib `up`, `down`, `left` oder `right`."
    )
    assert table.game.version == version
    english = refused(await bob.slash(table.thread, "lab orient", rotation="45"), "rotation")
    assert "'45' is not a rotation: say 0, 90, 180 or 270" in english

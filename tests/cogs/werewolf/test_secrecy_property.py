"""The secrecy property: random and adversarial players drive whole games through the real cogs,
and nothing any member receives tells them more about another player than the public table and
the announcements do.

Everything the bot sends is read from simcord's request log (posts, edits, DMs, interaction
replies, follow-ups, autocomplete choices) plus the text of every attachment, and attributed to
its audience: everyone (a public post or reply) or one member (a DM or an ephemeral reply).
Storytellers are never checked: they may see everything. The checks:

- pairing: before the end, no line a member (or everyone) receives holds a secret number
  other than the member's own together with another player's name;
- naming by number: a player's option that is not a name (``#3``, ``@2``, ``4``...) is refused,
  changes nothing, and no reply to it names the holder of that number;
- order: every list of two or more names (``A, B, C``, with or without a percentage each) and
  every run of death lines is in join order or alphabetical order;
- early resolution: a night never ends early unless every living player had answered fully
  (a simple model of "answered" kept here) or a storyteller advanced it;
- reminders: a phase's reminder goes to exactly the living players without a full answer;
- status and autocomplete: ``/game status`` for a player lists exactly the players who have not
  answered and nothing the engine owes; autocomplete offers exactly the living players whose
  names contain what was typed (and the "nobody" choice), by name;
- storyteller-only views (grimoire, owed list, mid-game log) never reach a player.

Examples per run: ``QW_SECRECY_PROFILE=long`` runs 200 (``ci``, the default, runs 12, the same
ones every time); ``random`` runs 200 new ones; ``no-shrink`` reports the first failure as found
(quick when checking that a leak put back is caught).
"""

from __future__ import annotations

import asyncio
import itertools
import os
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord
import simcord
from hypothesis import HealthCheck, Phase, example, given, settings
from hypothesis import strategies as st

from bot.names import key
from cogs.werewolf.games import games_of
from cogs.werewolf.render import esc, phase_title
from engine.werewolf.text import and_list
from tests.cogs.harness import Table, make_bot, night_prompt, running

settings.register_profile(
    "secrecy-ci",
    max_examples=12,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.register_profile(
    "secrecy-long", parent=settings.get_profile("secrecy-ci"), max_examples=200
)
settings.register_profile(
    "secrecy-long-random", parent=settings.get_profile("secrecy-long"), derandomize=False
)
settings.register_profile(
    "secrecy-no-shrink",
    parent=settings.get_profile("secrecy-ci"),
    phases=[Phase.explicit, Phase.reuse, Phase.generate],
)
PROFILE = {
    "ci": "secrecy-ci",
    "long": "secrecy-long",
    "random": "secrecy-long-random",
    "no-shrink": "secrecy-no-shrink",
}[os.environ.get("QW_SECRECY_PROFILE", "ci")]

DISPLAY_NAMES = [
    "Ann",
    "bob",
    "Cy",
    "Dee",
    "Eli",
    "Fay",
    "Gus",
    "Ann2",
    "7",
    "42",
    "#1",
    "@2",
    "<@1>",
    "@everyone",
    "**Bo**",
    "_Ivy_",
    "`c`",
    "Bo\u200bb",
    "no action",
    "None",
    "x#2y",
    "Zo\u200de",
    "\u202eEve",
]
"""Plain names and adversarial ones: digits, number-like, mentions, markdown, invisible
characters, words meaning nobody."""

STEP_KINDS = [
    "answer_all",
    "answer_all",
    "advance",
    "vote",
    "vote",
    "unvote",
    "night",
    "night",
    "menu",
    "status",
    "me",
    "table",
    "autocomplete",
    "powers",
    "time",
]
TARGET_FORMS = ["name", "NAME", "#", "#", "@", "digits", "nobody", "mention", "garbage"]
POWERS = ["game grimoire", "game log", "game advance", "game status", "game pause"]

step = st.tuples(
    st.sampled_from(STEP_KINDS),
    st.integers(0, 6),  # actor
    st.sampled_from(TARGET_FORMS),
    st.integers(0, 6),  # target index or number
    st.sampled_from(TARGET_FORMS),
    st.integers(0, 6),
    st.integers(0, 3),  # variant: lazy mask bit, via, kind...
)
scenarios = st.fixed_dictionaries(
    {
        "n": st.integers(5, 7),
        "seed": st.integers(1, 10**6),
        "names": st.lists(st.sampled_from(DISPLAY_NAMES), min_size=7, max_size=7),
        "manager": st.booleans(),
        "steps": st.lists(step, min_size=25, max_size=45),
    }
)


# -- what each member received ----------------------------------------------------------------


@dataclass
class Seen:
    """One piece of text the bot sent, and who could read it (``None``: everyone)."""

    audience: int | None
    text: str
    step: int


def payload_text(data: Any) -> str:
    """Every human-readable string in a message or interaction payload."""
    if not isinstance(data, dict):
        return ""
    parts = [str(data.get("content") or "")]
    for embed in data.get("embeds") or []:
        parts += [embed.get("title") or "", embed.get("description") or ""]
        parts += [f"{f.get('name')}\n{f.get('value')}" for f in embed.get("fields") or []]
        parts.append((embed.get("footer") or {}).get("text") or "")
    stack = list(data.get("components") or [])
    while stack:
        component = stack.pop()
        parts += [str(component.get("label") or ""), str(component.get("placeholder") or "")]
        parts += [str(option.get("label") or "") for option in component.get("options") or []]
        stack += component.get("components") or []
    for choice in data.get("choices") or []:
        parts.append(f"{choice.get('name')} = {choice.get('value')}")
    return "\n".join(part for part in parts if part)


class Reader:
    """Turns simcord's request log (and its stored attachments) into :class:`Seen` items."""

    def __init__(self, env: simcord.Env, town_id: int, dm_users: dict[int, int]) -> None:
        self.env = env
        self.town_id = town_id
        self.dm_users = dm_users  # DM channel id -> user id
        self.done = 0
        self.files_seen: set[str] = set()

    def _interaction(self, token: str) -> Any:
        for record in self.env.backend.interactions.values():
            if record.token == token:
                return record
        return None

    def _audience_of_channel(self, channel_id: int) -> int | None:
        return self.dm_users.get(channel_id)

    def read(self, step_no: int) -> list[Seen]:
        out: list[Seen] = []
        requests = self.env.http_requests
        for entry in requests[self.done :]:
            path, body = entry.path, entry.json
            if entry.method not in {"POST", "PATCH"} or body is None:
                continue
            text = payload_text(body)
            if m := re.fullmatch(r"/channels/(\d+)/messages(?:/\d+)?", path):
                out.append(Seen(self._audience_of_channel(int(m[1])), text, step_no))
            elif m := re.fullmatch(r"/interactions/(\d+)/[^/]+/callback", path):
                record = self.env.backend.interactions.get(int(m[1]))
                data = body.get("data") or {}
                flags = int(data.get("flags") or 0)
                private = body.get("type") == 8 or flags & 64 or record.guild_id is None
                out.append(Seen(record.user_id if private else None, payload_text(data), step_no))
            elif m := re.fullmatch(r"/webhooks/\d+/([^/]+)(/messages/[^/]+)?", path):
                record = self._interaction(m[1])
                if record is None:
                    continue
                flags = int(body.get("flags") or 0)
                private = (
                    record.ephemeral
                    if m[2] and m[2].endswith("@original")
                    else bool(flags & 64) or record.guild_id is None
                )
                out.append(Seen(record.user_id if private else None, text, step_no))
        self.done = len(requests)
        out += self._attachments(step_no)
        return out

    def _attachments(self, step_no: int) -> list[Seen]:
        out = []
        backend = self.env.backend
        for channel_id, messages in backend.messages.items():
            for message in messages.values():
                for attachment in message.attachments:
                    url = attachment.get("url", "")
                    name = attachment.get("filename", "")
                    if url in self.files_seen or not name.endswith((".txt", ".md", ".json")):
                        continue
                    self.files_seen.add(url)
                    data = backend.cdn.get(url) or b""
                    audience = self._audience_of_channel(channel_id)
                    if message.is_ephemeral:
                        meta = message.interaction_metadata or {}
                        audience = int((meta.get("user") or {}).get("id"))
                    out.append(Seen(audience, data.decode("utf-8", "replace"), step_no))
        return out


# -- the checks ---------------------------------------------------------------------------------


SECRET_NUMBER = re.compile(r"(?<![\w#])#(\d+)\b")
END_MARKER = "The game record is attached"


class Checker:
    """Every check of the module docstring, over one game."""

    def __init__(self, table: Table, storytellers: set[int]) -> None:
        self.table = table
        self.storytellers = storytellers
        game = table.game
        self.names = list(game.names)
        self.numbers = list(game.numbers)
        self.seat_of_user = {m.user_id: seat for seat, m in enumerate(table.session.row.seats)}
        forms = {form for name in self.names for form in (name, esc(name))}
        alternation = "|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True))
        self.name_re = re.compile(alternation)
        item = rf"(?:{alternation})(?: \d+(?:\.\d)?%)?"
        self.run_re = re.compile(rf"(?<![^\s(:*]){item}(?:, {item})+")

    def seat_of_form(self, form: str) -> int:
        for seat, name in enumerate(self.names):
            if form in (name, esc(name)):
                return seat
        raise AssertionError(form)

    def check(self, seen: list[Seen], *, over: bool) -> None:
        for item in seen:
            if item.audience in self.storytellers:
                continue
            viewer = None if item.audience is None else self.seat_of_user.get(item.audience)
            if item.audience is not None and viewer is None:
                continue  # a bystander's private reply: checked as a non-player below
            self.order(item)
            if not over and END_MARKER not in item.text:
                self.pairing(item, viewer)
                for marker in ("Grimoire", "Still owed", "📜 The log"):
                    assert marker not in item.text, (item.audience, item.text[:300])

    def pairing(self, item: Seen, viewer: int | None) -> None:
        own = None if viewer is None else self.numbers[viewer]
        for line in item.text.splitlines():
            stripped = self.name_re.sub(" ", line)
            numbers = {int(n) for n in SECRET_NUMBER.findall(stripped)}
            numbers.discard(own)  # type: ignore[arg-type]
            numbers &= set(range(1, len(self.names) + 1))
            if not numbers:
                continue
            named = {self.seat_of_form(f) for f in self.name_re.findall(line)} - {viewer}
            assert not named, f"pairs #{sorted(numbers)} with {named} for {viewer}: {line!r}"

    def order(self, item: Seen) -> None:
        for line in item.text.splitlines():
            for run in self.run_re.finditer(line):
                entries = [e.rsplit(" ", 1) if e.endswith("%") else [e] for e in run[0].split(", ")]
                for a, b in itertools.pairwise(entries):
                    if a[1:] != b[1:]:
                        continue  # a different chance: ordered by chance, which is public to them
                    sa, sb = self.seat_of_form(a[0]), self.seat_of_form(b[0])
                    by_seat = sa < sb
                    by_name = key(self.names[sa]) <= key(self.names[sb])
                    assert by_seat or by_name, f"names out of order: {run[0]!r}"
        deaths = [
            self.seat_of_form(m[0])
            for line in item.text.splitlines()
            if line.startswith("☠️") and "lynched" not in line and "removed" not in line
            for m in [self.name_re.search(line)]
            if m
        ]
        by_name = [key(self.names[s]) for s in deaths]
        assert deaths == sorted(deaths) or by_name == sorted(by_name), f"deaths: {deaths}"


# -- the players --------------------------------------------------------------------------------


def answered(game: Any, seat: int) -> bool:
    """This module's own model of a full answer (independent of the engine's ``Game.asked``)."""
    if game.phase.is_night:
        attack = not game.attacks_tonight() or seat in game.choices.attacks
        return seat in game.choices.visions and attack
    return game.choices.votes.get(seat) is not None


def target_text(table: Table, form: str, index: int, actor: int) -> str:
    game = table.game
    n = game.n
    seat = index % n
    return {
        "name": game.name(seat),
        "NAME": game.name(seat).upper(),
        "#": f"#{index % n + 1}",
        "@": f"@{seat}",
        "digits": str(index % n + 1),
        "nobody": "nobody",
        "mention": f"<@{table.session.row.seats[seat].user_id}>",
        "garbage": "zz" + "\u200b" * index,
    }[form]


def names_player(table: Table, text: str) -> bool:
    return any(key(text) == key(name) for name in table.game.names)


async def play(scenario: dict[str, Any], db_path: Path) -> None:
    n = scenario["n"]
    async with running(make_bot(db_path, scenario["seed"]), settle_timeout=30) as env:
        guild = env.create_guild("QW")
        town = guild.create_text_channel("town-square")
        storyteller = guild.add_member(env.create_user("story"))
        manage = guild.create_role("Managers", permissions=discord.Permissions(manage_guild=True))
        players = []
        for i in range(n):
            roles = [manage] if scenario["manager"] and i == 0 else []
            user = env.create_user(f"p{i}", global_name=scenario["names"][i])
            players.append(guild.add_member(user, roles=roles))
        await env.settle()
        table = Table(env, guild, town, storyteller, players)
        created = await storyteller.slash(town, "game create")
        lobby = created.response.message
        for i, member in enumerate(players):
            result = await member.click(lobby, label="Join")
            if not result.response.content.startswith("✅"):
                result = await member.slash(town, "game join", name=f"P{i}")
            assert result.response.content.startswith("✅"), result.response.content
        await storyteller.click(lobby, label="Start")
        dm_users = {member.user.dm_channel.id: member.id for member in players}
        reader = Reader(env, town.id, dm_users)
        checker = Checker(table, {storyteller.id})
        checker.check(reader.read(-1), over=False)
        game_id = table.session.row.id
        for step_no, step_args in enumerate(scenario["steps"]):
            session = games_of(table.bot).get(game_id)
            if session is None or session.game is None or session.game.is_over:
                break
            await one_step(table, session, checker, reader, step_no, step_args)
        checker.check(reader.read(10**6), over=True)
        assert not env.errors


async def one_step(
    table: Table,
    session: Any,
    checker: Checker,
    reader: Reader,
    step_no: int,
    args: tuple[Any, ...],
) -> None:
    kind, actor_index, form, index, form2, index2, variant = args
    game = session.game
    town = table.town
    actor = actor_index % game.n
    member = table.player(actor)
    phase = str(game.phase)
    waiting = [s for s in game.living() if not answered(game, s)]
    actions_before = await games_of(table.bot).storage.actions(session.row.id)
    by_storyteller = False
    suspicious: list[str] = []
    result: Any = None
    answered_now: set[int] = set()
    if kind == "answer_all" and game.phase.is_night:
        attacks = game.attacks_tonight()
        for seat in list(game.living()):
            if str(game.phase) != phase or game.is_over:
                break
            had_attack = seat in game.choices.attacks
            others = [s for s in game.living() if s != seat]
            vision = others[(index + seat) % len(others)]
            prompt = night_prompt(table, seat)
            user = table.player(seat).user
            base = f"qw:night:{session.row.id}:{phase}"
            await user.select(prompt, [str(vision)], custom_id=f"{base}:vision")
            lazy = (variant >> (seat % 2)) & 1 and seat % 3 == 0
            if attacks and not lazy and str(game.phase) == phase and not game.is_over:
                attack = others[(index2 + seat) % len(others)]
                await user.select(prompt, [str(attack)], custom_id=f"{base}:attack")
            if not attacks or not lazy or had_attack:
                answered_now.add(seat)
    elif kind == "answer_all":
        target = game.living()[index % len(game.living())]
        for seat in list(game.living()):
            if str(game.phase) != phase or game.is_over:
                break
            await table.player(seat).slash(town, "vote", player=game.name(target))
    elif kind == "advance":
        by_storyteller = True
        await table.storyteller.slash(town, "game advance")
    elif kind == "time":
        by_storyteller = True  # the deadline passing is the other way a phase ends
        await table.env.advance_time(3600 * (6 + 6 * variant))
    elif kind == "vote":
        text = target_text(table, form, index, actor)
        suspicious.append(text)
        result = await member.slash(town, "vote", player=text)
    elif kind == "unvote":
        result = await member.slash(town, "unvote")
    elif kind == "night":
        options = {"vision": target_text(table, form, index, actor)}
        if variant & 1:
            options["attack"] = target_text(table, form2, index2, actor)
        suspicious += options.values()
        if variant & 2:
            result = await member.user.slash("night", **options)
        else:
            result = await member.slash(town, "night", **options)
    elif kind == "menu" and game.phase.is_night and game.alive[actor]:
        which = "attack" if variant & 1 and game.attacks_tonight() else "vision"
        others = [s for s in game.living() if s != actor]
        value = "none" if variant & 2 else str(others[index % len(others)])
        prompt = night_prompt(table, actor)
        custom_id = f"qw:night:{session.row.id}:{phase}:{which}"
        result = await member.user.select(prompt, [value], custom_id=custom_id)
    elif kind == "status":
        result = await member.slash(town, "game status")
        fields = {f.name: f.value for f in result.response.embeds[0].fields}
        expected = [esc(game.name(s)) for s in game.living() if not answered(game, s)]
        assert fields["Not answered yet"] == and_list(expected), fields
    elif kind == "me":
        await member.slash(town, "me")
    elif kind == "table":
        await member.user.slash("table")
    elif kind == "autocomplete":
        typed = target_text(table, form, index, actor)[: 1 + variant]
        command, option, none = (
            ("night", "vision", "No vision") if game.phase.is_night else ("vote", "player", None)
        )
        choices = await member.autocomplete(town, command, option, typed)
        living = [s for s in game.living() if not (command == "night" and s == actor)]
        expected = [none] if none and key(typed) in key(none) else []
        expected += [game.name(s) for s in living if key(typed) in key(game.name(s))]
        assert [c["name"] for c in choices] == expected[:25], (typed, choices)
    elif kind == "powers":
        await member.slash(town, POWERS[index % len(POWERS)])
    seen = reader.read(step_no)
    checker.check(seen, over=game.is_over)
    # Reminders of this phase: to every living player without a full answer, and nobody else.
    title = f"Reminder: {phase_title(phase)} in"
    reminded = {
        checker.seat_of_user[item.audience]
        for item in seen
        if title in item.text and item.audience in checker.seat_of_user
    }
    if reminded:
        assert reminded == set(waiting), (phase, reminded, waiting)
    # Naming by number: refused, nothing stored, and no reply names the holder of the number.
    if any(not names_player(table, t) and key(t) not in {"nobody"} for t in suspicious):
        if result is not None and result.acknowledged:
            assert result.response.content.startswith("❌"), result.response.content
            assert await games_of(table.bot).storage.actions(session.row.id) == actions_before
        for text in suspicious:
            if m := re.fullmatch(r"#(\d+)", text):
                holder = checker.numbers.index(int(m[1])) if int(m[1]) <= game.n else None
                if holder is not None and holder != actor:
                    for item in seen:
                        assert not checker.name_re.search(item.text) or all(
                            checker.seat_of_form(f) != holder
                            for f in checker.name_re.findall(item.text)
                        ), item.text
    # Early resolution: only once everyone answered (or a storyteller or the clock ended it).
    ended = str(game.phase) != phase or game.is_over
    if ended and phase.startswith("N") and not by_storyteller:
        if kind == "answer_all":
            assert set(waiting) <= answered_now, (phase, waiting, answered_now)
        else:
            assert set(waiting) <= {actor}, (phase, waiting, kind)


SIMULTANEOUS_DEATHS = {
    "n": 6,
    "seed": 3,
    "names": DISPLAY_NAMES[:7],
    "manager": False,
    "steps": [("answer_all", 0, "name", 1, "name", 2, 0)] * 25,
}
"""Everyone answers every phase: at dawn after Night 2 two players die at once, and the engine
lists them in secret-number order (Dee before Ann), which the order check must reject."""


@settings(settings.get_profile(PROFILE))
@example(scenario=SIMULTANEOUS_DEATHS)
@given(scenario=scenarios)
def test_no_member_learns_a_secret(scenario: dict[str, Any]) -> None:
    """Random and adversarial games through the real cogs leak nothing to any member."""
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(play(scenario, Path(folder) / "bot.sqlite3"))

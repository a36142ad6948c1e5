"""Kill-point harness: kill the bot at one point of a whole game, restart it on the committed
database, finish the game, and compare everything Discord shows with a run that never crashed.

Points are counted in the order they happen: before and after every Discord REST call (the bot's
HTTP client and the interaction webhook) and before and after every database commit. At the
chosen point a :class:`Crash` (a ``BaseException``: no ``except Exception`` stops it) unwinds
whatever was running, and from then on every REST call and commit of that bot raises it too, so
the dead process does nothing more. A fresh bot is then built on the same database file.

A run reports:

- **lost**: an action a player was told was accepted that is not in the record, or a message
  (post, DM, edit result) the uncrashed run shows and this one does not;
- **duplicated**: a message shown more often than in the uncrashed run (or a game role left
  behind, as a role made twice would be);
- **stalled**: the game did not get to its end (a complete phase left waiting), or outbox rows
  were still pending at the end;
- **half-made**: a message left in another version than the uncrashed run's (same place, same
  first line: an edit that never came, or one made from a half-done change), or, for the
  families on the shell (:mod:`tests.crash.families`), a lobby without its post or thread.

News a closed inbox refused is shown with the player's next command, as an ephemeral reply, and
only then marked shown: a crash between the two shows it once more (an ephemeral reply cannot be
looked up afterwards). Those repeats are counted apart, as **news repeated**.

Run every point with ``python -m tests.crash`` (``make crash``); ``tests/crash/test_killpoints.py``
runs a sample in ``make test``.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import dataclasses
import re
import tempfile
import threading
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import simcord
from simcord.http.client import FakeWebhookAdapter

from bot.client import SuperpostBot
from bot.shell.store import GameStatus
from cogs.werewolf.games import games_of
from engine.werewolf import Attack, Game, Vision, Vote
from tests.cogs.harness import NAMES, lynch_target, make_bot, running

T = TypeVar("T")
PLAYERS = 6
TIMESTAMP = re.compile(r"<t:\d+:[a-zA-Z]>")
NEWS = "📬 What I could not send you"
"""How the reply with news a closed inbox refused begins (:data:`bot.shell.kept.HEADER`)."""
CLOSED_UNTIL = "N2"
"""The closed-DMs scenario stops when this phase begins (its news has come by then)."""
RUN_SECONDS = 300.0
"""The longest one run may take, in real seconds (a whole game takes a few; simcord's clock is
virtual, so the bound is kept by a thread), before it fails as stuck instead of hanging."""


class Stuck(Exception):
    """A run did not finish within its bound: a scenario that goes wrong fails, it never hangs."""


class Crash(BaseException):
    """The process dies here."""


class Killer:
    """Counts kill points and raises :class:`Crash` at the chosen one (``None``: never)."""

    def __init__(self, at: int | None) -> None:
        self.at = at
        self.count = 0
        self.crashed = False
        self.armed = False
        """Whether it counts yet (:meth:`arm`): what a scenario does before, its setup, does not."""
        self.where = ""
        self.labels: list[str] = []

    def point(self, label: str) -> None:
        if self.crashed:
            raise Crash(f"after death: {label}")
        self.labels.append(label)
        if self.at == self.count:
            self.crashed = True
            self.where = f"{self.count}: {label}"
            self.count += 1
            raise Crash(label)
        self.count += 1

    def arm(self, bot: SuperpostBot) -> None:
        """Wrap the bot's REST client and its database commits."""
        self.armed = True
        http = bot.http
        request = http.request

        async def killable_request(route: Any, **kwargs: Any) -> Any:
            label = f"{route.method} {route.path}"
            self.point(f"before {label}")
            result = await request(route, **kwargs)
            self.point(f"after {label}")
            return result

        http.request = killable_request  # type: ignore[method-assign]
        database = bot.storage.database
        transaction = database.transaction

        @contextlib.asynccontextmanager
        async def killable_transaction() -> AsyncIterator[Any]:
            self.point("before commit")
            async with transaction() as tx:
                yield tx
            self.point("after commit")

        # Every commit (the game's, the outbox's marks) goes through this one database object.
        database.transaction = killable_transaction  # type: ignore[method-assign]


@contextlib.contextmanager
def killable_webhooks(killer: Killer) -> Iterator[None]:
    """Count the interaction webhook's calls (answers, follow-ups) as kill points too, once
    the killer is armed and while the killed bot lives."""
    original = FakeWebhookAdapter.request

    async def killable(self: Any, route: Any, *args: Any, **kwargs: Any) -> Any:
        live = killer.armed and not killer.crashed
        if live:
            killer.point(f"before {route.method} webhook")
        result = await original(self, route, *args, **kwargs)
        if live:
            killer.point(f"after {route.method} webhook")
        return result

    FakeWebhookAdapter.request = killable  # type: ignore[method-assign]
    try:
        yield
    finally:
        FakeWebhookAdapter.request = original  # type: ignore[method-assign]


async def restart_after_kill(env: simcord.Env, db_path: Path) -> SuperpostBot:
    """Let the killed bot's work settle, close it and start a fresh bot on its database (the
    dead bot's recorded Crash is read, which acknowledges it)."""
    await env.settle()
    env.errors  # noqa: B018
    old = env.bot
    with contextlib.suppress(BaseException):
        await old.close()
    with contextlib.suppress(BaseException):
        await old.storage.close()
    await env.restart_bot(make_bot(db_path))
    await env.settle()
    env.errors  # noqa: B018
    bot: SuperpostBot = env.bot
    return bot


@dataclasses.dataclass
class Outcome:
    """What one run showed."""

    messages: collections.Counter[tuple[Any, ...]]
    lost_actions: int
    stalled: bool
    crashed_at: str = ""
    points: int = 0
    labels: list[str] = dataclasses.field(default_factory=list)
    record: list[str] = dataclasses.field(default_factory=list)
    """The game's stored actions (the families; werewolf checks its confirmations instead)."""
    half_made: list[str] = dataclasses.field(default_factory=list)
    """Things left half-made that no message comparison shows (a lobby without its thread)."""


@dataclasses.dataclass
class Figures:
    """Totals over many runs."""

    tried: int = 0
    crashed: int = 0
    lost: int = 0
    duplicated: int = 0
    stalled: int = 0
    half_made: int = 0
    news_repeated: int = 0
    """Runs that showed kept news once more (the crash fell between the reply and its mark)."""
    errors: int = 0
    """Runs the harness itself could not finish (counted apart, listed with the failures)."""
    failures: list[str] = dataclasses.field(default_factory=list)

    def add(self, scenario: str, point: int, run: Outcome, reference: Outcome) -> None:
        self.tried += 1
        self.crashed += bool(run.crashed_at)
        extra = run.messages - reference.messages
        missing = reference.messages - run.messages
        unfinished = _pairs(extra, missing)
        repeated = sum(n for key, n in extra.items() if key[0] == "news")
        records = collections.Counter(run.record), collections.Counter(reference.record)
        dup = sum(extra.values()) - repeated + sum((records[0] - records[1]).values())
        lost = sum(missing.values()) + run.lost_actions + sum((records[1] - records[0]).values())
        half = len(unfinished) + len(run.half_made)
        self.duplicated += dup > 0
        self.news_repeated += repeated > 0
        self.lost += lost > 0
        self.stalled += run.stalled
        self.half_made += half > 0
        if dup or lost or run.stalled or repeated or half:
            extras = list(extra.elements())[:2]
            gone = list(missing.elements())[:2]
            self.failures.append(
                f"{scenario} point {point} ({run.crashed_at}): dup={dup} lost={lost} "
                f"stalled={run.stalled} half_made={half} news_repeated={repeated} "
                f"extra={extras} missing={gone} unfinished={unfinished[:2]} "
                f"left={run.half_made[:2]}"
            )

    def line(self) -> str:
        return (
            f"points tried {self.tried} (crashed {self.crashed}): lost {self.lost}, "
            f"duplicated {self.duplicated}, stalled {self.stalled}, half-made {self.half_made}; "
            f"news repeated "
            f"{self.news_repeated}; harness errors {self.errors}"
        )


def _first_line(key: tuple[Any, ...]) -> tuple[Any, ...]:
    text = str(key[1] or "") if len(key) > 1 else ""
    return (key[0], text.split("\n", 1)[0])


def _pairs(
    extra: collections.Counter[tuple[Any, ...]], missing: collections.Counter[tuple[Any, ...]]
) -> list[tuple[Any, ...]]:
    """Takes out of ``extra`` and ``missing`` the messages that are one message in two
    versions (same place, same first line) and returns them: half-made, not lost and doubled."""
    found = []
    for key in list(extra.elements()):
        if key[0] == "news":
            continue
        twin = next((k for k in missing if _first_line(k) == _first_line(key)), None)
        if twin is not None:
            found.append(key)
            extra[key] -= 1
            missing[twin] -= 1
            extra += collections.Counter()  # drops the keys counted down to zero
            missing += collections.Counter()
    return found


def shape(message: Any) -> tuple[Any, ...]:
    """A message as compared between runs (timestamps of deadlines left out)."""
    embeds = tuple(
        (
            TIMESTAMP.sub("<t>", e.title or ""),
            TIMESTAMP.sub("<t>", e.description or ""),
            tuple((f.name, TIMESTAMP.sub("<t>", f.value or "")) for f in e.fields),
        )
        for e in message.embeds
    )
    files = tuple(a.filename for a in message.attachments)
    components = tuple(
        getattr(child, "custom_id", None)
        for row in message.components
        for child in getattr(row, "children", [])
    )
    return (TIMESTAMP.sub("<t>", message.content or ""), embeds, files, components)


class Run:
    """One game (or storyteller scenario) on simcord, killed at ``at`` and restarted."""

    def __init__(
        self, env: simcord.Env, db_path: Path, killer: Killer, *, closed_dms: bool = False
    ) -> None:
        self.env = env
        self.db_path = db_path
        self.killer = killer
        self.confirmed: list[str] = []
        self.restarted = False
        self.looked = False
        guild = env.create_guild("QW")
        self.guild = guild
        self.town = guild.create_text_channel("town-square")
        self.storyteller = guild.add_member(env.create_user("story"))
        self.players = [
            guild.add_member(env.create_user(NAMES[i].lower(), global_name=NAMES[i]))
            for i in range(PLAYERS)
        ]
        self.bystander = guild.add_member(env.create_user("bystander", global_name="Zed"))
        if closed_dms:  # the first player's inbox refuses every DM (403, code 50007)
            dms = self.players[0].user.dm_channel
            env.inject_error(
                "POST", f"/channels/{dms.id}/messages", status=403, code=50007, times=None
            )

    @property
    def bot(self) -> SuperpostBot:
        return self.env.bot  # type: ignore[no-any-return]

    async def act(
        self, call: Callable[[], Awaitable[Any]], confirms: list[str] | None = None
    ) -> Any:
        """One user operation; after a crash, the bot is restarted on the committed database."""
        result = None
        with contextlib.suppress(Crash):
            result = await call()
        if self.killer.crashed and not self.restarted:
            self.restarted = True
            await self.restart()
            return None
        if confirms and result is not None and result.acknowledged:
            response = result.followups[-1] if result.followups else result.response
            if response is not None and not (response.content or "").startswith(("❌", "⚠️")):
                self.confirmed += confirms
        return result

    async def restart(self) -> None:
        old = self.bot
        self.env.errors  # noqa: B018  (reading acknowledges the Crash the dead bot recorded)
        try:
            await old.close()
        except BaseException:
            storage = getattr(old, "storage", None)
            if storage is not None:
                await storage.close()
        await self.env.restart_bot(make_bot(self.db_path))
        await self.env.settle()
        self.env.errors  # noqa: B018

    # -- reading the game --------------------------------------------------------------------

    async def state(self) -> tuple[Any, Game | None]:
        row = await games_of(self.bot).storage.last_game_in_channel(self.town.id)
        session = games_of(self.bot).in_channel(self.town.id)
        return row, session.game if session is not None else None

    async def actions(self) -> list[str]:
        row = await games_of(self.bot).storage.last_game_in_channel(self.town.id)
        return [] if row is None else await games_of(self.bot).storage.actions(row.id)

    # -- the players' side -------------------------------------------------------------------

    async def lobby_step(self) -> bool:
        """Create, join, start; ``False`` once the game runs."""
        row, _ = await self.state()
        if row is None:
            await self.act(lambda: self.storyteller.slash(self.town, "game create"))
            return True
        if row.status is not GameStatus.LOBBY:
            return False
        seated = {m.user_id for m in row.seats}
        for member in self.players:
            if member.user.id not in seated:
                await self.act(lambda m=member: m.slash(self.town, "game join"))
                return True
        await self.act(lambda: self.storyteller.slash(self.town, "game start"))
        return True

    async def night_step(self, game: Game) -> bool:
        """One living player who still owes a night action sends it; ``False``: none owes."""
        living = game.living()
        for seat in living:
            others = living[living.index(seat) + 1 :] + living[: living.index(seat)]
            vision, attack = others[0], others[1 % len(others)]
            options: dict[str, str] = {}
            confirms = []
            if seat not in game.choices.visions:
                options["vision"] = game.name(vision)
                confirms.append(str(Vision(player=seat, target=vision)))
            if game.attacks_tonight() and game.choices.attacks.get(seat) is None:
                options["attack"] = game.name(attack)
                confirms.append(str(Attack(player=seat, target=attack)))
            if options:
                user = self.member_for(seat).user
                await self.act(lambda u=user, o=options: u.slash("night", **o), confirms)
                return True
        return False

    async def day_step(self, game: Game) -> bool:
        """One living player who has not voted votes; ``False``: everyone has."""
        target = lynch_target(game)
        for seat in game.living():
            if game.choices.votes.get(seat) is None:
                member = self.member_for(seat)
                name = game.name(target)
                confirms = [str(Vote(player=seat, target=target))]
                await self.act(
                    lambda m=member, n=name: m.slash(self.town, "vote", player=n), confirms
                )
                return True
        return False

    async def play_step(self) -> bool | None:
        """One step of the game: ``True`` progress, ``False`` stuck, ``None`` over."""
        if await self.lobby_step():
            return True
        row, game = await self.state()
        if row.status is GameStatus.OVER or game is None:
            return None
        if game.phase.is_night:
            return await self.night_step(game)
        return await self.day_step(game)

    async def closed_dms_step(self) -> bool | None:
        """The game, with the first player's DMs closed, until :data:`CLOSED_UNTIL` begins; then
        that player uses ``/me`` once more, so news still kept (a crash cut the command it came
        with short, and the player had nothing left to do that day) comes too."""
        _, game = await self.state()
        if game is None or str(game.phase) != CLOSED_UNTIL:
            return await self.play_step()
        if self.looked:
            return None
        restarted = self.restarted
        await self.act(lambda: self.players[0].slash(self.town, "me"))
        self.looked = self.restarted == restarted  # a crash cut this /me short: use it again
        return True

    # -- the storyteller's tools -------------------------------------------------------------

    async def storyteller_step(self) -> bool | None:
        """Kick, undo the kick, replace, play the day, advance a night, undo that, end."""
        if await self.lobby_step():
            return True
        row, game = await self.state()
        if row.status is GameStatus.OVER or game is None:
            return None
        done = await self.actions()
        kicks = sum(a.startswith("kick") for a in done)
        undos = done.count("undo")
        renames = sum(a.startswith("rename") for a in done)
        phase = str(game.phase)
        teller = self.storyteller
        if phase == "N0":
            return await self.night_step(game)
        if phase == "D1" and kicks == 0:
            name = game.name(game.living()[2])
            await self.act(lambda: teller.slash(self.town, "game kick", player=name))
            return True
        if phase == "D1" and undos == 0:
            await self.act(lambda: teller.slash(self.town, "game undo"))
            return True
        if renames == 0:
            name = game.name(game.living()[3])
            who = self.bystander
            await self.act(lambda: teller.slash(self.town, "game replace", player=name, member=who))
            return True
        if phase == "D1":
            return await self.day_step(game)
        if phase == "N1" and undos == 1:
            await self.act(lambda: teller.slash(self.town, "game advance"))
            return True
        if phase == "D2" and undos == 1:
            await self.act(lambda: teller.slash(self.town, "game undo"))
            return True
        await self.act(lambda: teller.slash(self.town, "game end"))
        return True

    def member_for(self, seat: int) -> Any:
        """Who holds a seat now (a replacement takes it over)."""
        session = games_of(self.bot).in_channel(self.town.id)
        assert session is not None
        user_id = session.row.seats[seat].user_id
        return next(m for m in [*self.players, self.bystander] if m.user.id == user_id)

    # -- the whole run -----------------------------------------------------------------------

    async def play(self, step: Callable[[], Awaitable[bool | None]]) -> Outcome:
        stalled = False
        for _ in range(400):
            progress = await step()
            if progress is None:
                break
            if progress is False:
                stalled = True
                break
        else:
            stalled = True
        await self.env.settle()
        if await self.bot.storage.outbox.pending():
            stalled = True
        stored = collections.Counter(await self.actions())
        wanted = collections.Counter(self.confirmed)
        lost_actions = sum((wanted - stored).values())
        row = await games_of(self.bot).storage.last_game_in_channel(self.town.id)
        lobby = row.lobby_message_id if row is not None else None
        return Outcome(self.transcript(lobby), lost_actions, stalled, self.killer.where)

    def transcript(self, lobby: int | None = None) -> collections.Counter[tuple[Any, ...]]:
        """Every message the bot made outside interaction replies, as it finally stands, and the
        game's lobby post (the reply to `/game create`, or the post the start-up made when a
        kill cut that reply short: either way one lobby post, compared)."""
        places = [("town", self.town)]
        for member in [*self.players, self.storyteller, self.bystander]:
            places.append((member.user.name, member.user.dm_channel))
        shown: collections.Counter[tuple[Any, ...]] = collections.Counter()
        for name, channel in places:
            for message in channel.history():
                if message.author.id != self.bot.user.id:
                    continue
                if message.interaction_metadata is not None and message.id != lobby:
                    continue
                shown[(name, *shape(message))] += 1
        # News a closed inbox refused, in the replies (visible to their player alone) it came in.
        for member in [*self.players, self.bystander]:
            for channel, viewer in ((self.town, member), (member.user.dm_channel, member.user)):
                for message in channel.history(viewer=viewer):
                    if not (message.content or "").startswith(NEWS):
                        continue
                    for embed in message.embeds:  # a night's menus pass with the night
                        if "(you are #" not in (embed.title or ""):
                            key = ("news", member.user.name, embed.title, embed.description)
                            shown[key] += 1
        # Roles the game made and did not delete (a role made twice would stay behind).
        guild = self.bot.get_guild(self.guild.id)
        assert guild is not None
        for role in guild.roles:
            if role.name.startswith("QW "):
                shown[("role", role.name)] += 1
        return shown


SCENARIOS = {
    "game": Run.play_step,
    "storyteller": Run.storyteller_step,
    "closed-dms": Run.closed_dms_step,
}


async def run_once(scenario: str, at: int | None, *, limit: float = RUN_SECONDS) -> Outcome:
    """One run of a scenario, killed at point ``at`` (``None``: never); :class:`Stuck` if it
    takes longer than ``limit`` real seconds."""
    killer = Killer(at)
    return await bounded(_run_once(scenario, killer), limit, f"{scenario} (at={at})", killer)


async def bounded(work: Awaitable[T], limit: float, what: str, killer: Killer) -> T:
    """``work``, or :class:`Stuck` (saying where ``killer`` got to) after ``limit`` seconds."""
    task = asyncio.current_task()
    assert task is not None
    loop = asyncio.get_running_loop()
    expired = threading.Event()

    def expire() -> None:
        expired.set()
        loop.call_soon_threadsafe(task.cancel)

    # A thread keeps the bound: under simcord the loop's timers follow its virtual clock.
    watchdog = threading.Timer(limit, expire)
    watchdog.daemon = True
    watchdog.start()
    try:
        return await work
    except asyncio.CancelledError:
        if not expired.is_set():
            raise
        task.uncancel()
        last = killer.labels[-1] if killer.labels else "none yet"
        state = f"killed at {killer.where}" if killer.crashed else "not killed"
        raise Stuck(
            f"{what}: the run did not finish in {limit:g} s ({state}; {killer.count} points "
            f"passed, the last {last!r})"
        ) from None
    finally:
        watchdog.cancel()


async def _run_once(scenario: str, killer: Killer) -> Outcome:
    from tests.crash.families import FAMILY_RUNS

    family = FAMILY_RUNS.get(scenario)
    shm = Path("/dev/shm")
    with tempfile.TemporaryDirectory(dir=shm if shm.is_dir() else None) as folder:
        db_path = Path(folder) / "bot.sqlite3"
        original = FakeWebhookAdapter.request

        async def killable(self: Any, route: Any, *args: Any, **kwargs: Any) -> Any:
            live = not killer.crashed
            label = f"{route.method} webhook"
            if str((kwargs.get("payload") or {}).get("content") or "").startswith(NEWS):
                label += " (news)"  # tests find the points around a reply with kept news
            if live:
                killer.point(f"before {label}")
            result = await original(self, route, *args, **kwargs)
            if live:
                killer.point(f"after {label}")
            return result

        FakeWebhookAdapter.request = killable  # type: ignore[method-assign]
        try:
            seed = 1 if family is None else family.seed
            async with running(make_bot(db_path, first_seed=seed), settle_timeout=30) as env:
                killer.arm(env.bot)
                if family is not None:
                    runner = family(env, db_path, killer)
                    await env.settle()
                    outcome = await runner.play()
                else:
                    run = Run(env, db_path, killer, closed_dms=scenario == "closed-dms")
                    await env.settle()
                    outcome = await run.play(SCENARIOS[scenario].__get__(run))
                outcome.points = killer.count
                outcome.labels = killer.labels
                env.errors  # noqa: B018
                return outcome
        finally:
            FakeWebhookAdapter.request = original  # type: ignore[method-assign]

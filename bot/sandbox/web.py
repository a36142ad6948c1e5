"""The sandbox home page on 127.0.0.1: whom to act as, whose DMs to read, the clock, the
bot-driven players, and how to connect a real Discord application instead."""

from __future__ import annotations

import html
import socket
from typing import Any

from aiohttp import web

from bot.sandbox.runtime import (
    NEW_GAMES,
    Sandbox,
    View,
    ViewKind,
    family_sessions,
    format_duration,
)
from bot.sandbox.world import display_name
from bot.shell import GameStatus
from cogs.werewolf.games import games_of
from engine.lab import LabGame

HOST = "127.0.0.1"
"""The sandbox serves the loopback interface only."""

CONNECT_DISCORD = """\
To run the bot on Discord instead: create an application and its bot user in the Discord
Developer Portal (docs/bot.md walks through it), put its token in .env as DISCORD_TOKEN=...
(see .env.example), invite the bot to your server, and run `make run` again."""

STYLE = """
body { font: 15px/1.45 system-ui, sans-serif; margin: 0; background: #313338; color: #dbdee1; }
main { max-width: 980px; margin: 0 auto; padding: 20px 28px; }
h1 { font-size: 22px; color: #fff; margin: 0 0 6px; }
h2 { font-size: 16px; color: #fff; margin: 22px 0 8px; }
.banner { background: #f0b232; color: #1e1f22; padding: 10px 14px; border-radius: 6px; }
.box { background: #2b2d31; border-radius: 8px; padding: 12px 16px; margin-top: 10px; }
a.view { display: inline-block; margin: 3px 6px 3px 0; padding: 5px 10px; border-radius: 4px;
         background: #5865f2; color: #fff; text-decoration: none; }
a.view.dm { background: #4e5058; }
a.view.current { outline: 2px solid #fff; }
button { background: #248046; color: #fff; border: 0; border-radius: 4px; padding: 6px 12px;
         cursor: pointer; margin-right: 4px; }
input { width: 4em; }
pre { white-space: pre-wrap; background: #1e1f22; padding: 10px; border-radius: 6px; }
.muted { color: #949ba4; }
"""


def _allowed(request: web.Request, port: int) -> bool:
    """Only pages of this server on the loopback name may use it (no DNS rebinding, no
    cross-site form posts)."""
    hosts = {f"127.0.0.1:{port}", f"localhost:{port}"}
    if request.headers.get("Host", "") not in hosts:
        return False
    origin = request.headers.get("Origin")
    return origin is None or origin in {f"http://{host}" for host in hosts}


def game_summary(sandbox: Sandbox) -> str:
    """One line about the game in the channel."""
    session = games_of(sandbox.bot).in_channel(sandbox.world.town.id)
    if session is None:
        return "No game in #town-square: act as anyone and run /game create there."
    row = session.row
    if row.status is GameStatus.LOBBY:
        return f"Lobby open with {len(row.seats)} player(s): Join, /sandbox fill, then Start."
    game = session.game
    if game is None:
        return "The game is starting."
    if game.is_over:
        return "The game is over."
    line = f"{game.phase.title()}: {len(game.living())} of {len(row.seats)} alive."
    if row.deadline is not None:
        left = (row.deadline - sandbox.now()).total_seconds()
        line += f" Deadline in {format_duration(max(left, 0.0))} (sandbox time)."
    return line


FAMILY_TITLES = {name: title for name, (title, _) in NEW_GAMES.items()}


def thread_summary(sandbox: Sandbox, thread_id: int) -> str:
    """One line about the game played in a thread of #town-square."""
    session = next((s for s in family_sessions(sandbox.bot) if s.row.thread_id == thread_id), None)
    if session is None:
        return "No open game (finished, or none was opened here)."
    row = session.row
    title = f"{FAMILY_TITLES.get(row.family, row.family)} #{row.id}"
    if row.status is GameStatus.LOBBY:
        return f"{title}: lobby open with {len(row.seats)} player(s): Join, then the host Starts."
    game = session.game
    if isinstance(game, LabGame):
        line = f"{title}: turn {game.turn} (round {game.round})"
        seat = game.prompt.seat
        if seat is not None:
            line += f", P{seat + 1} {game.names[seat]} to act"
    else:
        line = f"{title}: running"
    if row.deadline is not None:
        left = (row.deadline - sandbox.now()).total_seconds()
        line += f". Deadline in {format_duration(max(left, 0.0))} (sandbox time)"
    return line + "."


def render_threads(sandbox: Sandbox) -> str:
    """The home page's list of game threads, each with a link per member to act there."""
    esc = html.escape
    current = sandbox.view
    blocks: list[str] = []
    for thread in sandbox.world.threads():
        links: list[str] = []
        for member in sandbox.world.members():
            mark = " current" if current == View("channel", member.id, thread.id) else ""
            links.append(
                f'<a class="view{mark}" target="sandbox-view" id="thread-{thread.id}-{member.id}" '
                f'href="/view/thread/{thread.id}/{member.id}">{esc(display_name(member))}</a>'
            )
        blocks.append(
            f'<div class="box thread" id="thread-{thread.id}"><strong>#{esc(thread.name or "")}'
            f"</strong> — {esc(thread_summary(sandbox, thread.id))}<br>{''.join(links)}</div>"
        )
    if not blocks:
        return (
            '<div class="box muted">No thread yet. <code>/lab new</code> in #town-square opens '
            "a Schrödinger's Lab lobby with a thread of its own for the game.</div>"
        )
    return "".join(blocks)


def render_home(sandbox: Sandbox) -> str:
    """The home page."""
    esc = html.escape
    current = sandbox.view
    channel_links: list[str] = []
    dm_links: list[str] = []
    kinds: tuple[tuple[ViewKind, list[str]], ...] = (("channel", channel_links), ("dm", dm_links))
    for member in sandbox.world.members():
        name = esc(display_name(member))
        for kind, links in kinds:
            mark = " current" if current == View(kind, member.id) else ""
            css = "view" + (" dm" if kind == "dm" else "") + mark
            links.append(
                f'<a class="{css}" target="sandbox-view" id="{kind}-{member.id}" '
                f'href="/view/{kind}/{member.id}">{name}</a>'
            )
    speed = (
        "paused (moves only when you ask)"
        if sandbox.speed <= 0
        else f"{sandbox.speed:g}× (a {sandbox.options.night_hours:g} h night takes "
        f"{format_duration(sandbox.options.night_hours * 3600 / sandbox.speed)})"
    )
    notes = "".join(f"<li>{esc(note)}</li>" for note in reversed(sandbox.notes))
    new_buttons = "".join(
        f'<button name="family" value="{key}" id="new-{key}">New {esc(title)} game with '
        f"{robots} bot player{'s' if robots > 1 else ''}</button>"
        for key, (title, robots) in NEW_GAMES.items()
    )
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Superpost — local sandbox</title>
<style>{STYLE}</style></head><body><main>
<h1>Superpost — local sandbox</h1>
<p class="banner" id="banner"><strong>This is a local sandbox, not Discord.</strong> The real bot
(same commands, storage and clock) runs in an in-memory server on this computer; nobody else
sees it, and it is gone when you stop <code>make run</code>.</p>
<h2>Start a game in one click</h2>
<div class="box"><form method="post" action="/new">{new_buttons}</form>
<p class="muted">Opens the game with you as Alice and bot-driven players, and starts it. Then
act as Alice below: her direct messages (Quantum Werewolf, Quantum Clocktower) or the game's
thread (every game but Quantum Werewolf). <code>/help</code> in the channel explains each
game.</p></div>
<div class="box"><strong>Quantum Werewolf in #town-square:</strong>
<span id="game">{esc(game_summary(sandbox))}</span></div>
<h2>#town-square — act as</h2>
<div class="box">{"".join(channel_links)}
<p class="muted">Opens the channel in another tab, acting as that member (the page's
“Viewing as” menu switches too). Type <code>/</code> in the message box for commands.</p></div>
<h2>Game threads — act as</h2>
{render_threads(sandbox)}
<p class="muted">Quantum Clocktower (<code>/ct new</code>), Schrödinger's Lab
(<code>/lab new</code>) and Quantum Cloud (<code>/cloud new</code>) are played in the thread
their lobby opens: open it as each player in turn to press their buttons and use the game's
commands. <code>/help</code> lists every game.</p>
<h2>Direct messages with the bot</h2>
<div class="box">{"".join(dm_links)}
<p class="muted">Secret numbers, night menus and reminders arrive here. One view is served at
a time: opening another one retires the previous tab's view.</p></div>
<h2>Bot-driven players</h2>
<div class="box"><form method="post" action="/fill">Fill the Quantum Werewolf lobby to
<input type="number" name="players" min="3" max="40" value="9" id="fill-players"> players
<button type="submit" id="fill">Fill</button></form>
<p class="muted">Or <code>/sandbox fill 9</code> in the channel, or in a game's thread for
that game's lobby. They play like the engines' random policies: werewolf robots by night at
once and by day once every person-played seat has voted; Lab and Cloud robots take their turns
with the commands a person would use; Clocktower robots send <code>dont_wake</code>, and an
evil robot's Night 1 setup line is left to the deadline's fallback draw.</p></div>
<h2>Sandbox clock</h2>
<div class="box">Time: <span id="clock">{esc(sandbox.now().strftime("%Y-%m-%d %H:%M"))}</span>
UTC · speed {esc(speed)}
<form method="post" action="/clock" style="margin-top:8px">
<button name="do" value="deadline" id="skip">Skip to the deadline</button>
<button name="do" value="hour">+1 h</button>
<button name="do" value="pause">Pause</button>
<button name="do" value="fast">Fast</button></form>
<p class="muted">Or <code>/sandbox advance</code>. Reload this page to see the latest.</p></div>
<h2>Recent</h2><ul id="notes">{notes}</ul>
<h2>Connect a real Discord application</h2><pre>{esc(CONNECT_DISCORD)}</pre>
</main></body></html>"""


def make_app(sandbox: Sandbox, port: int) -> web.Application:
    """The home page's routes (``port``: the one the page is served on, for the Host check)."""
    routes = web.RouteTableDef()

    def check(request: web.Request) -> None:
        if not _allowed(request, port):
            raise web.HTTPForbidden(text="The sandbox answers pages of 127.0.0.1 only.")

    @routes.get("/")
    async def home(request: web.Request) -> web.Response:
        check(request)
        return web.Response(text=render_home(sandbox), content_type="text/html")

    @routes.get("/view/{kind}/{member}")
    async def view(request: web.Request) -> web.Response:
        check(request)
        kind = request.match_info["kind"]
        try:
            member_id = int(request.match_info["member"])
            sandbox.world.member(member_id)
        except (KeyError, ValueError):
            raise web.HTTPNotFound(text="No such member in the sandbox.") from None
        if kind not in ("channel", "dm"):
            raise web.HTTPNotFound(text="A view is 'channel' or 'dm'.")
        url = await sandbox.show(View("channel" if kind == "channel" else "dm", member_id))
        raise web.HTTPSeeOther(url)

    @routes.get("/view/thread/{thread}/{member}")
    async def view_thread(request: web.Request) -> web.Response:
        check(request)
        try:
            thread_id = int(request.match_info["thread"])
            member_id = int(request.match_info["member"])
            sandbox.world.member(member_id)
            sandbox.world.thread(thread_id)
        except (KeyError, ValueError):
            raise web.HTTPNotFound(text="No such thread or member in the sandbox.") from None
        url = await sandbox.show(View("channel", member_id, thread_id))
        raise web.HTTPSeeOther(url)

    @routes.post("/fill")
    async def fill(request: web.Request) -> web.Response:
        check(request)
        form = await request.post()
        try:
            players = min(max(int(str(form.get("players", "9"))), 3), 40)
        except ValueError:
            players = 9
        sandbox.note(await sandbox.fill(players))
        raise web.HTTPSeeOther("/")

    @routes.post("/new")
    async def new(request: web.Request) -> web.Response:
        check(request)
        form = await request.post()
        sandbox.note(await sandbox.new_game(str(form.get("family", ""))))
        raise web.HTTPSeeOther("/")

    @routes.post("/clock")
    async def clock(request: web.Request) -> web.Response:
        check(request)
        form = await request.post()
        action = str(form.get("do", ""))
        if action == "deadline":
            sandbox.note(await sandbox.advance(None))
        elif action == "hour":
            sandbox.note(await sandbox.advance(3600.0))
        elif action == "pause":
            sandbox.speed = 0.0
            sandbox.note("⏸ The sandbox clock is paused.")
        elif action == "fast":
            sandbox.speed = sandbox.options.speed or 60.0
            sandbox.note(f"▶ The sandbox clock runs at {sandbox.speed:g}×.")
        raise web.HTTPSeeOther("/")

    @routes.get("/api/state")
    async def state(request: web.Request) -> web.Response:
        check(request)
        payload: dict[str, Any] = {
            "game": game_summary(sandbox),
            "now": sandbox.now().isoformat(),
            "speed": sandbox.speed,
            "threads": [
                {
                    "id": str(thread.id),
                    "name": thread.name or "",
                    "game": thread_summary(sandbox, thread.id),
                }
                for thread in sandbox.world.threads()
            ],
            "members": [
                {"id": str(m.id), "name": display_name(m), "bot": sandbox.world.is_robot(m.id)}
                for m in sandbox.world.members()
            ],
        }
        return web.json_response(payload)

    app = web.Application()
    app.add_routes(routes)
    return app


async def serve(sandbox: Sandbox, port: int) -> tuple[web.AppRunner, int]:
    """Serve the home page on 127.0.0.1 (``port`` 0: a free one); returns the runner and the
    bound port."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((HOST, port))
    except OSError:
        sock.close()
        raise
    bound = int(sock.getsockname()[1])
    runner = web.AppRunner(make_app(sandbox, bound), access_log=None)
    await runner.setup()
    await web.SockSite(runner, sock).start()
    return runner, bound

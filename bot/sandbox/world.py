"""The sandbox world: one server, its game channel, a storyteller, three players, and the
bot-driven players added on request."""

from __future__ import annotations

from dataclasses import dataclass, field

import simcord
from simcord import ChannelHandle, GuildHandle, MemberActor

GUILD_NAME = "Superpost sandbox"
CHANNEL_NAME = "town-square"
STORYTELLER_NAME = "Storyteller"
PLAYER_NAMES = ("Alice", "Bob", "Carol")
ROBOT_NAMES = (
    "Dave",
    "Erin",
    "Frank",
    "Grace",
    "Heidi",
    "Ivan",
    "Judy",
    "Mallory",
    "Niaj",
    "Olivia",
    "Peggy",
    "Rupert",
    "Sybil",
    "Trent",
    "Victor",
    "Walter",
)
ROBOT_SUFFIX = " (bot)"

WELCOME = (
    "👋 **This is a local sandbox**: an in-memory server on your computer where the real bot "
    "runs. Nothing here reaches Discord. Act as any member from the sandbox home page, press "
    "**Join** below, then `/sandbox fill` seats bot-driven players and the storyteller presses "
    "**Start**. Night menus arrive by DM. The other games open a thread of their own: "
    "`/ct new` (Quantum Clocktower), `/lab new` (Schrödinger's Lab) and `/cloud new` (Quantum "
    "Cloud); open the thread from the home page as each player. `/help` lists every game."
)


@dataclass
class World:
    """Who is in the sandbox server (the storyteller and players the human acts for, and the
    bot-driven players)."""

    env: simcord.Env
    guild: GuildHandle
    town: ChannelHandle
    storyteller: MemberActor
    players: list[MemberActor]
    robots: list[MemberActor] = field(default_factory=list)

    def members(self) -> list[MemberActor]:
        """Everyone, storyteller first, then the players, then the bot-driven players."""
        return [self.storyteller, *self.players, *self.robots]

    def member(self, member_id: int) -> MemberActor:
        """The member with this id (``KeyError`` if there is none)."""
        for member in self.members():
            if member.id == member_id:
                return member
        raise KeyError(member_id)

    def threads(self) -> list[ChannelHandle]:
        """The threads of #town-square, oldest first (where Lab and Cloud games are played)."""
        return sorted(self.town.threads, key=lambda thread: thread.id)

    def thread(self, thread_id: int) -> ChannelHandle:
        """The thread of #town-square with this id (``KeyError`` if there is none)."""
        for thread in self.town.threads:
            if thread.id == thread_id:
                return thread
        raise KeyError(thread_id)

    def is_robot(self, member_id: int) -> bool:
        """Whether the member is bot-driven."""
        return any(robot.id == member_id for robot in self.robots)

    def add_robot(self) -> MemberActor:
        """A new bot-driven member (not yet in any game); call ``env.settle()`` after."""
        index = len(self.robots)
        base = ROBOT_NAMES[index % len(ROBOT_NAMES)]
        name = base if index < len(ROBOT_NAMES) else f"{base} {index // len(ROBOT_NAMES) + 1}"
        user = self.env.create_user(f"robot-{index + 1}", global_name=name + ROBOT_SUFFIX)
        robot = self.guild.add_member(user)
        self.robots.append(robot)
        return robot


def display_name(member: MemberActor) -> str:
    """The name the sandbox shows for a member."""
    return member.user.global_name or member.name


async def build_world(env: simcord.Env) -> World:
    """Create the server, its channel and members, and post the welcome note."""
    guild = env.create_guild(GUILD_NAME)
    town = guild.create_text_channel(CHANNEL_NAME)
    storyteller = guild.add_member(env.create_user("storyteller", global_name=STORYTELLER_NAME))
    players = [
        guild.add_member(env.create_user(name.lower(), global_name=name)) for name in PLAYER_NAMES
    ]
    await env.settle()
    await storyteller.send(town, WELCOME)
    return World(env, guild, town, storyteller, players)


def reminder_hours(night_hours: float) -> str:
    """One reminder a quarter of a night before the deadline (the bot's default of 12 h and
    1 h suits nights of a day)."""
    return f"{max(night_hours / 4, 0.1):g}"


async def open_lobby(world: World, *, night_hours: float, day_hours: float) -> None:
    """The storyteller opens a game in the channel (``/game create``), as a newcomer would."""
    result = await world.storyteller.slash(
        world.town,
        "game create",
        night_hours=night_hours,
        day_hours=day_hours,
        reminders=reminder_hours(night_hours),
    )
    if not result.acknowledged:
        raise RuntimeError(f"/game create failed in the sandbox: {result!r}")

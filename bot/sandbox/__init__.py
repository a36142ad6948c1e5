"""The local sandbox: the real bot inside a simcord world, served as a page on 127.0.0.1.

Nothing here is imported by the real bot. ``python -m bot.sandbox`` (what ``make run`` starts
without a ``DISCORD_TOKEN``) builds an in-memory server, starts the same :class:`~bot.client.SuperpostBot`
on a local SQLite file, and serves a home page from which the person at the keyboard acts as
any member of the server, reads their DMs, fills the table with bot-driven players and moves
the clock.
"""

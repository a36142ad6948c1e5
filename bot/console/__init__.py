"""Terminal frontends to the engine, for game masters at a forum or a table.

A frontend like the Discord cogs: it reads commands, pushes actions to a game family and prints
what the engine reports. It lives outside ``engine`` so the engine stays free of input and
output; nothing in the bot or the cogs imports it.
"""

# The shell's own answers, the same in every game family.

# A button or menu none of the bot's messages has (forged, or from a message it no longer knows).
shell-unknown-component = ❌ I do not recognise the button or menu you used, so nothing changed. Use the menus of my latest messages, or the slash commands.

# A command failed on the bot's side (a bug); what was confirmed before stays saved.
shell-failed = ⚠️ Something went wrong on my side. Whatever I confirmed to you is saved; please try again.

# A DM to a game's host: Discord refused one of the game's messages for good. Never says what
# the message held nor, for a DM, whom it was for.
# $game: the game family's title ("Quantum Cloud"); $id: the game's number; $what: dm, edit,
# unreachable or post; $reason: Discord's own words (English, from Discord).
shell-refused-dm = ⚠️ { $game } #{ $id }: Discord refused { $what ->
        [dm] a direct message
        [edit] an update of a message
        [unreachable] a note on closed direct messages
       *[post] a post
    } to a player. It was not delivered and will not be tried again; the game goes on.
    Discord's reason: `{ $reason }`

# The same for a message in a channel; $channel: a mention of the channel.
shell-refused-post = ⚠️ { $game } #{ $id }: Discord refused { $what ->
        [dm] a direct message
        [edit] an update of a message
        [unreachable] a note on closed direct messages
       *[post] a post
    } in { $channel }. It was not delivered and will not be tried again; the game goes on.
    Discord's reason: `{ $reason }`

# The shell's own answers, the same in every game family.

# A button or menu none of the bot's messages has (forged, or from a message it no longer knows).
shell-unknown-component = ❌ I do not recognise the button or menu you used, so nothing changed. Use the menus of my latest messages, or the slash commands.

# A command failed on the bot's side (a bug); what was confirmed before stays saved.
shell-failed = ⚠️ Something went wrong on my side. Whatever I confirmed to you is saved; please try again.

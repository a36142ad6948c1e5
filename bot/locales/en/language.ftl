# /language: a player's choice of language.

# $language: the language's name in itself ("Deutsch").
language-chosen = ✅ Your language is now { $language }: I use it in direct messages and in answers only you see.

# $language: the language of the player's Discord client, in itself.
language-follows-discord = ✅ I follow your Discord language again (now { $language }) in direct messages and in answers only you see.

# $choice: what the player sent instead of one of the menu's languages.
language-unknown = ❌ I do not speak “{ $choice }”. Pick one of the languages the menu offers; nothing changed.

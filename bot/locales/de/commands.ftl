# Namen und Beschreibungen der Slash-Befehle (Englisch steht im Code; siehe docs/translating.md).
# Namen: 1-32 Zeichen, klein, ohne Leerzeichen. Beschreibungen: höchstens 100 Zeichen.

cmd-language = sprache
    .description = Wähle die Sprache, in der ich mit dir spreche
cmd-language-me = ich
    .description = Wähle die Sprache meiner Direktnachrichten und privaten Antworten an dich
cmd-language-me--language = sprache
    .description = Die Sprache meiner Direktnachrichten und privaten Antworten an dich
choice-my-discord-language = Meine Discord-Sprache

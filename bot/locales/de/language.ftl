# /language: die Sprache, die ein Spieler wählt.

language-chosen = ✅ Deine Sprache ist jetzt { $language }: So schreibe ich dir in Direktnachrichten und in Antworten, die nur du siehst.

language-follows-discord = ✅ Ich richte mich wieder nach deiner Discord-Sprache (gerade { $language }), in Direktnachrichten und in Antworten, die nur du siehst.

language-unknown = ❌ „{ $choice }“ spreche ich nicht. Wähle eine der Sprachen aus dem Menü; es hat sich nichts geändert.

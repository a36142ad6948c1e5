# Die Antworten der Shell, in jeder Spielfamilie gleich.

shell-unknown-component = ❌ Diesen Button oder dieses Menü kenne ich nicht, deshalb hat sich nichts geändert. Nutze die Menüs meiner neuesten Nachrichten oder die Slash-Befehle.

shell-failed = ⚠️ Bei mir ist etwas schiefgelaufen. Alles, was ich dir bestätigt habe, ist gespeichert; bitte versuch es noch einmal.

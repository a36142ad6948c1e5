# Die Antworten der Shell, in jeder Spielfamilie gleich.

shell-unknown-component = ❌ Diesen Button oder dieses Menü kenne ich nicht, deshalb hat sich nichts geändert. Nutze die Menüs meiner neuesten Nachrichten oder die Slash-Befehle.

shell-failed = ⚠️ Bei mir ist etwas schiefgelaufen. Alles, was ich dir bestätigt habe, ist gespeichert; bitte versuch es noch einmal.

shell-refused-dm = ⚠️ { $game } #{ $id }: Discord hat { $what ->
        [dm] eine Direktnachricht
        [edit] eine Aktualisierung einer Nachricht
        [unreachable] einen Hinweis auf geschlossene Direktnachrichten
       *[post] einen Beitrag
    } an einen Spieler abgelehnt. Die Nachricht wurde nicht zugestellt und wird nicht noch einmal versucht; das Spiel geht weiter.
    Begründung von Discord: `{ $reason }`

shell-refused-post = ⚠️ { $game } #{ $id }: Discord hat { $what ->
        [dm] eine Direktnachricht
        [edit] eine Aktualisierung einer Nachricht
        [unreachable] einen Hinweis auf geschlossene Direktnachrichten
       *[post] einen Beitrag
    } in { $channel } abgelehnt. Die Nachricht wurde nicht zugestellt und wird nicht noch einmal versucht; das Spiel geht weiter.
    Begründung von Discord: `{ $reason }`

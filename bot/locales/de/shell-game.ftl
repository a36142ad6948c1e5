# Antworten und Beiträge der Shell in den Befehlen jeder Spielfamilie.

shell-not-a-game-thread = Das geht nur im Thread eines { $game }-Spiels (eröffne eines mit `/{ $command } new`).
shell-lobby-closed = Diese Lobby ist geschlossen.
shell-not-in-lobby = Du bist nicht in dieser Lobby.
shell-left-lobby = ✅ Du hast die Lobby verlassen.
shell-not-playing = Du spielst in diesem Spiel nicht mit.
shell-member-not-playing = { $name } spielt in diesem Spiel nicht mit.
shell-already = Das Spiel ist schon { $state ->
        [paused] angehalten.
       *[running] am Laufen.
    }
shell-paused-or-resumed = ✅ { $state ->
        [paused] Angehalten.
       *[running] Es geht weiter.
    }
shell-paused-post = ⏸️ { $host ->
        [storyteller] Der Erzähler
       *[other] Die Spielleitung
    } hat das Spiel angehalten: Die Uhr steht.
shell-resumed-post = ▶️ { $host ->
        [storyteller] Der Erzähler
       *[other] Die Spielleitung
    } setzt das Spiel fort: Die Frist endet { $deadline }.

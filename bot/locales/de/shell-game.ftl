# Antworten und Beiträge der Shell in den Befehlen jeder Spielfamilie.

shell-not-a-game-thread = Das geht nur im Thread eines { $game }-Spiels (eröffne eines mit `/{ $command } new`).
shell-lobby-closed = Diese Lobby ist geschlossen.
shell-not-in-lobby = Du bist nicht in dieser Lobby.
shell-left-lobby = ✅ Du hast die Lobby verlassen.
shell-not-playing = Du spielst in diesem Spiel nicht mit.
shell-member-not-playing = { $name } spielt in diesem Spiel nicht mit.
shell-already = { $state ->
        [paused] Du kannst das Spiel nicht anhalten: Es ist schon angehalten.
       *[running] Du kannst das Spiel nicht fortsetzen: Es läuft schon.
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

shell-lobby-leave = Verlassen
shell-lobby-start = Starten
shell-rematch-button = 🔁 Revanche
shell-greeting = { $emoji } { $game } #{ $id }, geleitet von { $host }. Tretet in der Lobby oben bei; gespielt wird hier.
shell-lobby-place = Eröffne eine Lobby in einem Textkanal oder Thread eines Servers.
shell-thread-has-game = In diesem Thread läuft schon ein Spiel; eröffne die Lobby woanders.
shell-thread-had-game = In diesem Thread gab es schon ein Spiel; eröffne die Lobby in einem Kanal.
shell-only-host-starts = { $host ->
        [storyteller] Nur der Erzähler
       *[other] Nur die Spielleitung
    } kann das Spiel starten.
shell-table-size = Es braucht 2–{ $most } Spieler; { $joined } sind beigetreten.
shell-started = ✅ Gestartet. Das Spiel läuft in seinem Thread.
shell-only-host = Du kannst das nicht: Das kann nur { $host ->
        [storyteller] der Erzähler
       *[other] die Spielleitung
    } dieses Spiels (oder wer es mitleitet).
shell-not-started = Dieses Spiel hat noch nicht begonnen: { $host ->
        [storyteller] Der Erzähler drückt
       *[other] Die Spielleitung drückt
    } in der Lobby auf Starten.
shell-no-clock = Du kannst keine Zeit hinzufügen: Es läuft keine Uhr (das Spiel ist angehalten oder vorbei).
shell-extended-post = ⏱️ Die Spielleitung hat { $hours } Std. hinzugefügt: Die Frist endet jetzt { $deadline }.
shell-extended = ✅ Die Frist endet jetzt { $deadline }.
shell-rematch-not-over = Dieses Spiel ist nicht vorbei, also gibt es keine Revanche.
shell-rematch-players-only = Nur wer dieses Spiel gespielt hat, kann die Revanche starten.
shell-rematch-channel-gone = Der Kanal des Spiels ist weg; eröffne eine Lobby mit `/{ $command } new`.
shell-rematch-open-already = Die Revanche ist schon offen: { $game } #{ $id }.
shell-rematch-opened = ✅ Die Revanche ist offen: { $game } #{ $id }.
shell-rematch-not-hosted = ❌ Dieses Spiel wird gerade nicht betreut.
shell-rematch-greeting = { $emoji } Revanche von { $game } #{ $old }: { $players } sitzen mit denselben Einstellungen am Tisch. { $host ->
        [storyteller] Der Erzähler
       *[other] Die Spielleitung
    } { $mention } drückt Starten; alle dürfen Verlassen drücken.
shell-record-after-end = Das Protokoll gibt es, sobald das Spiel vorbei ist.
shell-record-where = Das geht nur im Thread eines beendeten { $game }-Spiels.
shell-record = 📜 Das Protokoll von { $game } #{ $id }.
shell-undelivered = 📭 { $game } #{ $id }: Ich konnte Platz { $seat } ({ $player }) keine Direktnachricht schicken (die Direktnachrichten sind für mich geschlossen). Sie wird aufbewahrt: Beim nächsten `/{ $command }`-Befehl sieht die Person sie, nur für sich sichtbar, mit einem Knopf „Erneut senden“, der sie in die Direktnachrichten schickt, sobald diese offen sind. Bis sie gelesen ist, bewahre ich auch die nächsten auf, ohne dir erneut Bescheid zu geben.
shell-undelivered-held = 📭 { $game } #{ $id }: Ich konnte Platz { $seat } ({ $player }) diese Direktnachricht nicht schicken:
    > { $held }
    (die Direktnachrichten sind für mich geschlossen). Sie wird aufbewahrt: Beim nächsten `/{ $command }`-Befehl sieht die Person sie, nur für sich sichtbar, mit einem Knopf „Erneut senden“, der sie in die Direktnachrichten schickt, sobald diese offen sind. Bis sie gelesen ist, bewahre ich auch die nächsten auf, ohne dir erneut Bescheid zu geben.
shell-history-page = 📜 **{ $title }** — Seite { $page }/{ $pages }
shell-history-empty = Bisher ist nichts geschehen.
shell-history-older = ◀ Älter
shell-history-newer = Neuer ▶
shell-history-not-yours = ❌ Diese Knöpfe gehören der Person, die nach diesem Verlauf gefragt hat.
shell-turn-dms = { $dms ->
        [on] ✅ Du bekommst eine DM, wenn du am Zug bist und bevor deine Frist endet.
       *[off] ✅ Keine Zug-DMs mehr; der Thread des Spiels pingt dich weiterhin, wenn du am Zug bist.
    }
shell-kept-header = 📬 Was ich dir nicht per Direktnachricht schicken konnte:
shell-kept-offer = Öffne deine Direktnachrichten (Privatsphäre-Einstellungen dieses Servers: Direktnachrichten von Mitgliedern erlauben) und drücke „Erneut senden“, um das hier auch dort zu bekommen.
shell-kept-resend = Erneut senden
shell-kept-not-yours = ❌ Dieser Knopf gehört der Person, der er gezeigt wurde.
shell-kept-still-closed = ❌ Deine Direktnachrichten sind für mich noch geschlossen: Erlaube Direktnachrichten von Mitgliedern dieses Servers und drücke dann noch einmal „Erneut senden“.
shell-kept-sent = ✅ { $count ->
        [one] Eine Nachricht
       *[other] { $count } Nachrichten
    } an deine Direktnachrichten geschickt.
shell-no-deadline = angehalten
shell-lobby-lost = ⚠️ Deine Lobby für { $game } in { $channel } wurde nicht eröffnet: Ich wurde beim Posten unterbrochen, und der Kanal hat sie danach nicht angenommen. Nichts ging verloren; eröffne sie mit `/{ $command } new` neu.

## Die Zeilen des Seeds (Quantenwerwolf und Quantum Clocktower)
shell-seed-commitment = 🔒 Festlegung des Seeds (SHA-256 seiner Bytes) `{ $commitment }`; der Seed wird am Ende aufgedeckt.
shell-seed-revealed = 🔓 Seed `{ $seed }`; sein SHA-256 `{ $commitment }` wurde zu Beginn gepostet. Prüf es: { $check } gibt diesen Hash aus.
# $game: the family's title; $id: the game's number.
shell-history-title = { $game } #{ $id }: Verlauf

shell-co-host-bot = Du kannst keinen Bot { $host ->
        [storyteller] zum Mit-Erzähler
       *[other] zur Mit-Spielleitung
    } machen.
shell-co-host-already = Du kannst { $name } nicht hinzufügen: { $name } leitet dieses Spiel schon mit.
shell-co-host-player = Du kannst { $name } nicht hinzufügen: { $name } { $played ->
        [yes] hat in diesem Spiel mitgespielt
       *[no] spielt in diesem Spiel mit
    }, und { $host ->
        [storyteller] der Erzähler
       *[other] die Spielleitung
    } sieht jedes Geheimnis.
shell-co-host-remove-host = Du kannst { $host ->
        [storyteller] den Erzähler
       *[other] die Spielleitung
    } des Spiels nicht entfernen.
shell-co-host-not = Du kannst { $name } nicht entfernen: { $name } ist { $host ->
        [storyteller] kein Mit-Erzähler
       *[other] keine Mit-Spielleitung
    } dieses Spiels.
shell-co-host-post = { $added ->
        [yes] 🎭 { $member } leitet dieses Spiel jetzt mit und darf jeden Befehl { $host ->
            [storyteller] des Erzählers
           *[other] der Spielleitung
        } nutzen.
       *[no] 🎭 { $member } leitet dieses Spiel nicht mehr mit.
    }
shell-co-host-done = { $added ->
        [yes] ✅ Hinzugefügt.
       *[no] ✅ Entfernt.
    }
shell-co-host-joins = Du leitest dieses Spiel mit oder hast es mitgeleitet, und { $host ->
        [storyteller] der Erzähler
       *[other] die Spielleitung
    } sieht jedes Geheimnis: Du kannst nicht auch mitspielen.
shell-hand-over-bot = Du kannst keinem Bot einen Platz geben.
shell-hand-over-player = { $played ->
        [yes] Du kannst { $name } keinen Platz geben: { $name } hat in diesem Spiel schon mitgespielt.
       *[no] Du kannst { $name } keinen Platz geben: { $name } spielt in diesem Spiel schon mit.
    }
shell-hand-over-host = Du kannst { $name } keinen Platz geben: { $name } leitet dieses Spiel mit oder hat es mitgeleitet, und { $host ->
        [storyteller] der Erzähler
       *[other] die Spielleitung
    } sieht jedes Geheimnis.
shell-handed-over = 🔁 { $member } übernimmt { $seat } von { $player }: derselbe Platz mit seinem Verlauf und seinem Namen im Spiel.
shell-handed-over-done = ✅ { $seat } ist übergeben.

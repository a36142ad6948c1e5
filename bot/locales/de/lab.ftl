# Schrödinger's Lab: Beiträge im Thread des Spiels, Direktnachrichten und Antworten.

lab-colour = { $colour ->
        [red] Rot
        [green] Grün
        [yellow] Gelb
       *[blue] Blau
    }
lab-no-one = niemand

## Die Lobby
lab-lobby = 🐈 **Schrödinger's Lab #{ $id }** — Spielleitung { $host }
    Experimente zum Sieg: { $experiments } · Katzen { $cats ->
        [on] an
       *[off] aus
    } · Szenario { $scenario } · Zug { $hours } Std.
    { $seats }
    { $status }
lab-experiments-by-size = je nach Spielerzahl
lab-experiments-first = 1 (erstes Spiel: Der erste protokollierte Würfel gewinnt)
lab-scenario-none = keins
lab-lobby-nobody = Noch niemand ist beigetreten.
lab-lobby-open = Lobby offen: Tretet bei (2–{ $most } Spieler); die Spielleitung startet.
lab-lobby-started = Gestartet: Das Spiel läuft in seinem Thread.
lab-lobby-closed = Geschlossen.
lab-lobby-join = Beitreten
lab-joined = ✅ Du bist dem Labor beigetreten.

## Der Zugbeitrag
lab-turn-head = 🐈 **Zug { $turn }** (Runde { $round }) — { $seat } { $name } { $user }
lab-asked = ➡️ { $seat } { $user }: { $what }
lab-paused = ⏸️ Von der Spielleitung pausiert.
lab-deadline = ⏱️ Frist { $deadline }
lab-prompt-see = Schau in eine Richtung, um den Zug zu beginnen (oder blooppe dich nach Hause).
lab-prompt-bonus-see = Pausenraum: Schau einmal.
lab-prompt-see-again = Schau noch einmal, um den Zug zu beenden.
lab-prompt-react-see = Heisenpurr: Schau sofort einmal.
lab-prompt-actions = Noch { $left ->
        [one] eine Aktion
       *[other] { $left } Aktionen
    }, oder Fertig.
lab-prompt-orient = Dreh das gezogene Plättchen: Wähle eine seiner erlaubten Ausrichtungen.
lab-prompt-choose = Würfel { $die } zeigt WAHL: Wähle { $options }.
lab-prompt-elbow = Fermi: Schubs { $seat } ({ $options }).
lab-opens = 🔬 Das Labor öffnet. Festlegung des Seeds (SHA-256 seiner Bytes) `{ $commitment }`; der Seed wird am Ende aufgedeckt.
lab-board-after = 🗺️ Das Labor nach Zug { $turn }.
lab-board-now = 🗺️ Das Labor jetzt:

## Stand
lab-status-head = Runde { $round }, Zug { $turn } · Stapel { $stack } · { $target } Farbe(n) zum Sieg · Szenario { $scenario }
lab-status-logged = protokolliert: { $colours }
lab-status-nothing = nichts
lab-status-holds = hält { $colour }
lab-status-cat = Katze { $cat }
lab-status-away = abwesend
lab-status-left = ausgestiegen

## Löschabstimmungen
lab-vote-proposal = { $seat } schlägt vor, den Würfel { $colour } zu löschen
lab-vote-open = 🗳️ { $proposal }: Er kommt auf sein Feld, wenn alle bis { $deadline } mit Ja stimmen.
    Stimmberechtigt: { $voters }
lab-vote-closed = 🗳️ { $proposal } — beendet.
lab-vote-yes = Ja
lab-vote-no = Nein

## Das Ende
lab-end = 🏁 { $summary }
    Gewonnen: { $winners }.
    Seed `{ $seed }`; sein SHA-256 `{ $commitment }` wurde zu Beginn gepostet. Prüf es: { $check } gibt diesen Hash aus.
    Zug für Zug nachspielen: `python -m bot.console lab replay { $file }`.

## Fristen und Direktnachrichten
lab-turn-dm = 🐈 Schrödinger's Lab #{ $id }: { $what ->
        [turn] Du bist am Zug
       *[question] eine Frage an dich
    } ({ $seat }, Zug { $turn }): { $prompt } Frist { $deadline }. { $link }
lab-reminder = ⏰ { $user }, das Spiel wartet auf dich ({ $seat }): Die Frist endet { $deadline }.
lab-reminder-dm = ⏰ Schrödinger's Lab #{ $id }: Das Spiel wartet auf dich; die Frist endet { $deadline }. { $link }

## Antworten und Ablehnungen
lab-done = ✅ { $commands }
lab-cannot = Das geht nicht: { $reason }.
lab-first-game-plain = Ein erstes Spiel hat kein Szenario und endet mit dem ersten protokollierten Würfel; lass `scenario` und `experiments` weg.
lab-already-joined = Du bist schon in dieser Lobby.
lab-full = Das Labor ist voll ({ $most } Spieler).
lab-paused-refusal = Die Spielleitung hat das Spiel pausiert; warte auf `/lab host resume`.
lab-stale-button = Du hast einen Knopf eines früheren Spielstands gedrückt; nichts hat sich geändert. Nimm den aktuellen Zugbeitrag.
lab-not-your-buttons = Diese Knöpfe sind für { $seat }, nicht für dich.
lab-game-over = ❌ Dieses Spiel ist vorbei.
lab-move-count = Gib eine bis vier Richtungen an, etwa `left left up`.
lab-not-confirmed = Du hast nicht bestätigt; nichts ist passiert.
lab-abort-not-confirmed = Du hast nicht bestätigt; das Spiel geht weiter.
lab-deadline-post = ⏱️ Die Spielleitung hat das Zeitlimit ab dem nächsten Zug auf { $hours } Std. gesetzt.
lab-deadline-set = ✅ Züge dauern ab dem nächsten { $hours } Std.

## Die Knöpfe des Zugbeitrags
lab-button-verb = { $verb ->
        [see] Schauen
        [move] Gehen
        [pickup] Aufheben
        [steal] Stehlen von
        [drop] Meinen Würfel ablegen
        [elbow] Schubsen
        [transit] Durchs Wurmloch
        [done] Fertig (Aktionen beenden)
        [bloop] Nach Hause bloopen (ganzer Zug)
        [wipe] Löschen
        [vote] Abstimmen
        [orient] Ausrichten
        [choose] Wählen
        [undo] ↩️ Zurücknehmen
        [leave] Aussteigen
        [back] Zurück
       *[other] { $verb }
    }
lab-button-power = { $power ->
        [boson] Plättchen schieben
        [heisenpurr] Mich zufällig versetzen
        [qubit] Tunneln
        [spooky] Tauschen mit
        [tachyon] Sprinten
        [snooze] Nickerchen
        [fermi] Anfauchen
        [gyro] Mein Plättchen drehen
       *[none] Katze
    }
lab-button-spin = { $spin ->
        [cw] im Uhrzeigersinn ↻
       *[ccw] gegen den Uhrzeigersinn ↺
    }

## Die Gründe der Engine für eine Ablehnung
lab-reason = { $reason ->
        [hands-full] Deine Hände sind voll (leg zuerst deinen Würfel ab)
        [cat-acted] Deine Katze hat in diesem Zug schon gehandelt
        [no-cat] Du hast keine Katze
        [see-first] Beginne deinen Zug mit einem Schauen (oder blooppe dich nach Hause)
        [orient-first] Richte zuerst das gezogene Plättchen aus
        [which-colour] Hier liegen mehrere Würfel: Sag, welche Farbe
        [no-cube] Auf deinem Feld liegt kein Würfel
        [host-only] Das kann nur die Spielleitung
        [over] Das Spiel ist vorbei
        [answer-first] Beantworte zuerst die offene Frage
        [nothing-now] Gerade kann nichts getan werden
        [off-map] Das liegt außerhalb des Spielplans
        [no-vote] Es läuft keine Löschabstimmung
        [vote-open] Es läuft schon eine Löschabstimmung
        [not-seated] Du sitzt nicht in diesem Spiel
        [left] Du bist aus dem Spiel ausgestiegen
        [skip-when] du kannst nur überspringen, solange auf die Person am Zug gewartet wird
        [not-away] du bist nicht abwesend
        [not-on-map] diese Person ist nicht auf dem Plan
        [question-first] die offene Frage an diese Person muss erst beantwortet werden (oder ablaufen)
        [leave-when] wer am Zug ist, kann nur aussteigen, während das Spiel auf den Zug wartet
        [name-colour] nenn die Farbe, die gelöscht werden soll
        [name-steal] nenn eine andere Person, der du etwas stehlen willst
        [hold-none] du hältst keinen Würfel
        [name-elbow] nenn eine andere Person, die du schubsen willst
        [not-action] das ist keine Aktion
        [which-shove] sag, wohin geschoben wird: up, down, left oder right
        [no-shove] kein Plättchen dort kann ein Feld von dir weg rücken
        [which-tunnel] sag, in welche Richtung du tunnelst
        [name-swap] nenn eine Person, mit der du tauschst
        [both-sectors] ihr müsst beide in Sektoren stehen
        [which-sprint] sag, in welche Richtung du sprintest
        [hissed] Fermi faucht nur einmal pro Spiel
        [name-hiss] nenn eine andere Person auf deinem Feld
        [which-spin] sag cw oder ccw
        [not-on-tile] du stehst auf keinem Plättchen
       *[no-vote-to-give] Du hast keine Stimme abzugeben
    }
lab-reason-wall = Eine Wand versperrt den Weg { $direction }
lab-reason-not-on-cell = { $seat } steht nicht auf deinem Feld
lab-reason-blank = { $cell } ist leer (ungesehen)
lab-reason-turn-of = { $seat } ist am Zug
lab-reason-waits-for = Das Spiel wartet auf { $seat } ({ $prompt })
lab-reason-holds-none = { $seat } hält keinen Würfel
lab-reason-logged = Du hast { $colour } schon protokolliert
lab-reason-no-cube-of = Auf deinem Feld liegt kein Würfel { $colour }
lab-reason-cannot-now = `{ $verb }` geht gerade nicht: Mach eine Aktion oder sag Fertig
lab-reason-choose-one = Wähle eines von { $options }
lab-reason-rotation = Diese Drehung ist hier nicht erlaubt: Wähle { $options }
lab-reason-not-sealed = der Würfel { $colour } ist nicht abgeschlossen (ein offener Weg könnte ihn erreichen)
lab-reason-wipe-refused = das Löschen von { $colour } wurde abgelehnt; schlag es wieder vor, wenn sich ein Plättchen ändert
lab-reason-not-twin = { $seat } steht nicht auf deinen Koordinaten in einem anderen Sektor
lab-reason-elbow-one-of = schubs { $seat } in eine dieser Richtungen: { $options }

## Beschriftungen des Spielplans
lab-image-office = Büro { $n }
lab-image-office-at = Büro { $x },{ $y }
lab-image-cat = Katze { $cat }
lab-image-hissed = {" "}(gefaucht)
lab-image-holds = hält { $colour }
lab-image-logged = protokolliert { $letters } { $count }/{ $target }
lab-image-away = abwesend
lab-image-left = ausgestiegen
lab-image-status = Zug { $turn } · Runde { $round } · Stapel { $stack } · grau { $gray } · Szenario { $scenario } · wartet auf: { $waiting }
lab-image-waiting = { $seat } { $kind ->
        [see] schaut
        [bonus-see] Bonus-Blick
        [see-again] schaut noch einmal
        [react-see] schaut (Heisenpurr)
        [orient] dreht das Plättchen
        [choose] wählt eine Würfelseite
        [react-elbow] schubst (Fermi)
        [actions] { $left ->
            [one] eine Aktion
           *[other] { $left } Aktionen
        }
       *[over] Ende
    }
lab-image-legend = { $entry ->
        [turn] wer am Zug ist
        [move] Weg im letzten Zug
        [placed] im letzten Zug gelegtes Plättchen
        [slot] Mainframe-Platz
        [cube] Würfel
        [randomizer] ?: Zufallsfeld
        [break] Pausenraum (Tassen)
        [teleporter] Teleporter
        [wormhole] Wurmloch
       *[collapser] Vakuumkollaps
    }

lab-reason-typed = { $reason ->
        [bad-verb] `{ $text }` ist kein Befehl
        [bad-vote] `{ $text }`: Stimme mit `yes` oder `no` ab
        [bad-choice] `{ $text }`: Wähle 1–5 oder A–E
        [bad-seat] `{ $text }` ist kein Platz: Gib eine Platznummer von 1 bis 8 an
        [bad-direction] `{ $text }` ist keine Richtung: Schreib `up`, `down`, `left` oder `right`
        [bad-colour] `{ $text }` ist keine Farbe: Schreib `red`, `green`, `yellow` oder `blue`
        [bad-rotation] `{ $text }` ist keine Drehung: Schreib `0`, `90`, `180` oder `270`
       *[bad-actor] `{ $text }` ist kein Handelnder (P1–P8, `host` oder `system`)
    }
lab-reason-word-count = `{ $text }`: falsche Anzahl Wörter für `{ $verb }`
lab-reason-input = { $reason ->
        [empty] Du hast einen leeren Befehl geschickt
        [nothing-to-undo] Du kannst jetzt nichts zurücknehmen: nur deine eigene letzte Aktion in diesem Zug, bevor ein Plättchen gezogen, gewürfelt oder von jemand anderem geantwortet wird
        [must-see] Du musst jetzt schauen: Wähle eine Richtung
        [no-wormhole] Du stehst nicht auf einem Wurmloch
       *[clock-only] Nur die Uhr des Bots kann eine Frist ablaufen lassen
    }
lab-reason-cannot-go = { $seat } kann dort nicht hin: { $reason }
lab-reason-actor-cannot = Die Spielleitung kann `{ $verb }` nicht ausführen

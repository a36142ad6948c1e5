# Quantum Cloud auf Deutsch (Quelle: bot/locales/en/cloud.ftl).

## Die Lobby

cloud-lobby-head = 🌩️ **Quantum Cloud #{ $id }** — Gastgeber { $host }
cloud-lobby-options = Zug { $turn } Std. · Reaktionsfenster { $window } · Aufbau { $setup } Std. pro Platzierung ({ $mode ->
        [auto] automatisch
       *[players] durch die Spieler
    }) · raus nach { $absent } verpassten Zügen
cloud-lobby-window = { $minutes ->
        [0] aus
       *[other] { $minutes } Min.
    }
cloud-lobby-seat = { $letter }: { $user } mit { $deck }
cloud-lobby-empty = Noch niemand ist beigetreten.
cloud-lobby-open = Lobby offen: Wähle ein Deck, um beizutreten (2–4 Spieler).
cloud-lobby-running = Gestartet: Gespielt wird im Thread.
cloud-lobby-closed = Geschlossen.
cloud-lobby-join-with = Mit { $deck } beitreten
cloud-lobby-saved-deck = Ein auf diesem Server gespeichertes Deck
cloud-lobby-deck-menu = Mit einem Deck beitreten (oder /cloud join mit einer Deck-Datei)
cloud-joined = ✅ { $changed ->
        [yes] Du spielst jetzt mit { $deck }.
       *[no] Du bist mit { $deck } beigetreten.
    }

## Der Zug-Beitrag

cloud-head-turn = **Zug { $turn }** — { $letter } { $user }
cloud-head-end = **Das Ende**
cloud-head-setup = **Aufbau**
cloud-head-paused = {" "}· ⏸️ pausiert
cloud-head-deadline = {" "}· Frist { $when }
cloud-head-next = Als Nächstes: { $letter } { $user } setzt { $what ->
        [avatar] den eigenen Avatar (Menü unten oder `/cloud avatar at:`)
       *[tile] das gezogene Feld (Menü unten oder `/cloud tile at:`)
    }.
cloud-button-hand = Handkarten
cloud-button-board = Spielfeld
cloud-button-undo = ↩️ Zurücknehmen
cloud-button-end = Zug beenden
cloud-button-pass = Passen
cloud-place-tile = Das Feld „{ $tile }“ auf { $hex } legen
cloud-place-avatar = Deinen Avatar auf { $hex } setzen
cloud-place-nowhere = Kein Platz frei
cloud-place-menu = Hier platzieren…
cloud-place-menu-some = Hier platzieren… ({ $shown } von { $all }; alle über /cloud tile)

## Das Schlachtfeld

cloud-battlefield-after = 🗺️ Das Schlachtfeld nach { $after ->
        [setup] dem Aufbau
       *[turn] Zug { $turn }
    }.
cloud-status = { $state ->
        [over] Spielende nach Zug { $turn }
        [setup] Aufbau
        [active] Zug { $turn } · { $letter } ist dran
       *[turn] Zug { $turn }
    }
cloud-image-tile-deck = Feldstapel { $count }
cloud-image-last-move = Bewegung im letzten Zug
cloud-image-last-attack = Angriff im letzten Zug
cloud-image-tile-placed = Feld gelegt oder verschoben
cloud-image-superposition = Superposition
cloud-image-attack-life = Angriff/Leben (rot: beschädigt)
cloud-image-player = Q { $q }/{ $m }  Hand { $hand } Deck { $deck } Ablage { $discard }
cloud-image-autopass = passt automatisch
cloud-image-out = RAUS

## Das Reaktionsfenster

cloud-window-head = ⚔️ **{ $attacker } greift { $target } an.** Spiele einen Algorithmus oder passe.
cloud-window-waiting = Wir warten auf: { $waiting } · schließt { $until }
cloud-nobody = niemanden
cloud-no-limit = ohne Frist
cloud-window-closed = ⚔️ Das Reaktionsfenster ist geschlossen.
cloud-window-dm = ⚔️ Quantum Cloud #{ $id }: Ein Angriff wartet auf deine Antwort, das Fenster schließt { $until }. { $link }

## Zug-DMs und Erinnerungen

cloud-turn-dm = 🌩️ Quantum Cloud #{ $id }: { $what ->
        [setup] Du bist mit dem Aufbau dran
       *[turn] Dein Zug { $turn }
    }. { $link }
cloud-reminder = ⏰ { $names }: Das Spiel wartet auf dich; ein Viertel deiner Zeit bleibt (bis { $until }).
cloud-reminder-dm = ⏰ Quantum Cloud #{ $id }: Das Spiel wartet auf dich; ein Viertel deiner Zeit bleibt (bis { $until }). { $link }
cloud-news-dm = Quantum Cloud #{ $id }: { $news }
cloud-news-fallback = Neuigkeiten nur für dich: Sieh dir `/cloud hand` an (ich konnte dir keine DM schicken).

## Das Ende

cloud-end = 🏁 { $summary }
    Übrige Karten:
    { $cards }
    { $seed }
    Zug um Zug nachspielen: `python -m bot.console cloud replay { $file }`.
cloud-seed = Seed `{ $seed }`; sein SHA-256 `{ $hash }` stand schon im ersten Beitrag. Prüfe es: { $check } gibt diesen Hash aus.
cloud-end-nothing = nichts
cloud-end-hand = { $letter } { $name }: Hand { $hand }; Deck in Reihenfolge { $deck }
cloud-end-out = { $letter } { $name }: aus dem Spiel { $cards }
cloud-closed-by-host = 🛑 Der Gastgeber hat dieses Spiel geschlossen; niemand gewinnt.
cloud-closed = ✅ Geschlossen.

## Hand und Spielfeld (nur für dich)

cloud-hand-head = 🂠 Deine Hand ({ $count }), Qubits { $q }/{ $m }:
cloud-hand-menu = Spielen oder beschwören…
cloud-hand-nothing = Gerade nichts zu spielen
cloud-board = Spielfeld:
cloud-pick = { $verb ->
        [summon] Beschwöre
       *[play] Spiele
    } { $card }{ $target ->
        [none] {""}
       *[other] {" "}auf { $target }
    }{ $hex ->
        [none] {""}
       *[other] { $verb ->
            [summon] {" "}auf { $hex }
           *[play] {" "}nach { $hex }
        }
    }

## Die Beschriftungen des Handbilds

cloud-card-alter = Alter (eine Einheit)
cloud-card-algorithm = Algorithmus (ein Effekt)
cloud-card-summoned-on = beschwörbar auf diesen
cloud-card-attack = Angriff
cloud-card-life = Leben
cloud-card-move = Bewegung
cloud-card-no-keywords = Keine Schlüsselwörter.
cloud-card-fly = Fliegen: zieht über Einheiten und über Lücken ohne Feld.
cloud-card-portal = Portal: darf auch auf einem freien Feld neben deinem Avatar ankommen.
cloud-card-footer = { $points } Punkte · { $copies } im Deck
cloud-card-none = Keine Karten auf der Hand.

## Geländearten

cloud-terrain = { $id ->
        [void] Die Leere
        [forest] Grumpy-Cat-Wald
        [plains] Ebenen von Pizzaland
        [sky] Good-Guy-Himmel
        [mountains] Kommentargebirge
        [web] Schattennetz
        [ocean] Pop-up-Ozean
       *[other] { $title }
    }

## Der Start

cloud-drew = Du hast { $card } gezogen.

## Ablehnungen und Antworten (nur für dich)

cloud-deck-too-big = Deine Deck-Datei hat { $size } Bytes; erlaubt sind { $limit }.
cloud-deck-not-utf8 = Deine Deck-Datei ist kein UTF-8-Text (TOML oder JSON).
cloud-table-full = Der Tisch ist voll (4 Spieler).
cloud-deck-gone = Auf diesem Server ist kein Deck { $deck } mehr gespeichert.
cloud-save-in-server = Decks speicherst du auf einem Server.
cloud-build-in-server = Decks baust du auf einem Server.
cloud-starter-id = `{ $id }` gehört einem Starterdeck; gib deinem Deck eine andere ID.
cloud-stale-button = Dieser Knopf gehört zu einem älteren Beitrag; nimm den neuesten.
cloud-no-card = Keine Karte namens { $name } in den Starterdecks oder den Decks dieses Spiels.
cloud-play-begun = Das Spiel läuft schon: Spieler geben auf, oder du wirfst sie hinaus.
cloud-hand-empty-pick = ❌ Du kannst gerade nichts spielen oder beschwören.
cloud-hand-forged-pick = ❌ Das bietet das Hand-Menü nie an; nichts hat sich geändert.
cloud-cannot = ❌ Das geht nicht: { $reason }.
cloud-deck-valid = ✅ **{ $name }** (`{ $id }`) ist ein gültiges Deck.
cloud-deck-avatar = Avatar { $coherent } / { $superposition }: { $stats }, Budget { $budget }, Superposition kostet { $cost }
cloud-deck-card = { $copies }× { $name }: P { $points }, Kosten { $cost }{ $slack ->
        [0] {""}
       *[other] , { $slack } Punkte ungenutzt
    }
cloud-deck-refused = ❌ Deine Deck-Datei wurde abgelehnt:
cloud-deck-saved = 💾 Gespeichert als `{ $id }`{ $built ->
        [yes] ; Lobbys bieten es jetzt an.
       *[no] .
    }

## Die Seiten von /help

cloud-help-summary = Ein Kartenspiel für 2 bis 4: Avatare, die in Superposition kippen können, kämpfen mit Altern und Algorithmen auf einem Schlachtfeld aus Geländefeldern.
cloud-help-start = `/cloud new` eröffnet eine Lobby samt Thread für das Spiel; wähle ein Deck, um beizutreten.
cloud-help-short-label = Die Kurzfassung
cloud-help-short-title = Quantum Cloud: die Kurzfassung
cloud-help-short =
    Reihum legen die Spieler die 19 Geländefelder des Schlachtfelds und setzen dann ihre Avatare. Jeden Zug bekommst du ein Qubit mehr; damit beschwörst du Alter (Einheiten) und spielst Algorithmen (Effekte), ziehst und greifst an. Ein Avatar in Superposition würfelt jeden Zug, ob er es bleibt. Wer als Letzter einen Avatar auf dem Feld hat, gewinnt.

    Deine Hand ist geheim: **Handkarten** oder `/cloud hand` zeigt sie nur dir, mit allem, was du gerade spielen kannst.
cloud-help-turn-label = Ein Zug
cloud-help-turn = Deine Qubits füllen sich auf und wachsen um eins (höchstens zehn), ein Avatar in Superposition würfelt, ob er es bleibt, du legst das für dich gezogene Geländefeld (`/cloud tile`) und ziehst eine Karte. Dann darfst du deinen Avatar kippen (`/cloud superpose`), mit deinen Einheiten ziehen und angreifen (`/cloud move`, `/cloud attack`) und zuletzt Alter beschwören (`/cloud summon`), die in diesem Zug noch nicht handeln. Ein Angriff öffnet ein Reaktionsfenster, in dem jeder mit einem Algorithmus antworten (`/cloud play`) oder passen darf. **Zug beenden** oder `/cloud end` beendet ihn.
cloud-help-decks-label = Decks
cloud-help-decks = Tritt mit einem Starterdeck aus dem Menü der Lobby bei oder mit deiner eigenen Deck-Datei (`/cloud join deck:`). `/cloud deck check` prüft eine Datei gegen die Kostenvorlage und nennt jeden Fehler; `/cloud deck save` speichert sie für diesen Server. `/cloud card` zeigt Text und Preis jeder Karte.
cloud-help-host-label = Für den Gastgeber
cloud-help-host = Wer die Lobby eröffnet, ist Gastgeber. `/cloud host pause`, `resume` und `extend` steuern die Uhren, `kick` nimmt einen Spieler heraus (als Aufgabe), `replace` übergibt den Platz eines Spielers einem anderen Mitglied, das ihn weiterspielt, `cancel` schließt eine Lobby oder ein Spiel, das noch im Aufbau ist, `cohost` fügt eine Mit-Spielleitung hinzu, die all das auch darf. Für stumme Spieler wird bei Fristablauf gezogen.

## /cloud card

cloud-ref-keyword = { $keyword ->
        [fly] **Fliegen**: Es zieht über Einheiten und über Lücken im Schlachtfeld, muss aber auf einem freien Feld anhalten.
       *[portal] **Portal**: Außer auf seinem eigenen Gelände darf es auf jedes freie Feld neben einer Kopie deines Avatars beschworen werden.
    }
cloud-ref-price = -# Deck-Vorlage: { $points } Punkte, Kosten { $cost }, Spielraum { $slack }.
cloud-ref-alter = 🃏 **{ $name }** — ein Alter aus { $deck }: eine Einheit, die du in deinem Zug für { $cost ->
        [one] { $cost } Qubit
       *[other] { $cost } Qubits
    } aus der Hand beschwörst.
cloud-ref-stats = Angriff { $attack } · Leben { $life } · Bewegung { $move }
cloud-ref-terrains = Beschwörbar auf ein freies Feld von: { $terrains }.
cloud-ref-algorithm = 🃏 **{ $name }** — ein Algorithmus aus { $deck }: für { $cost ->
        [one] { $cost } Qubit
       *[other] { $cost } Qubits
    } jederzeit aus der Hand gespielt, auch im Reaktionsfenster eines gegnerischen Angriffs; danach verlässt er das Spiel.
cloud-ref-avatar =
    🃏 **{ $coherent }** / **{ $superposition }** — der Avatar von { $deck }: Verlierst du ihn, bist du raus.
    Angriff { $attack } · Leben { $life } · Bewegung { $move } · steht auf { $terrain }.
    Für { $cost ->
        [one] { $cost } Qubit
       *[other] { $cost } Qubits
    } (`/cloud superpose`) wird er zu { $superposition }: Eine zweite Kopie mit demselben Leben erscheint auf einem freien Feld seines Geländes, und jeder deiner Züge in diesem Zustand bringt einen Bonuswürfel an Qubits. Hat eine Kopie in der letzten Runde gekämpft oder Schaden genommen, wird zu Beginn deines Zugs gewürfelt: Nur eine 6 behält beide; sonst wählst du die Kopie, die bleibt (`/cloud keep`).

## /cloud deck build (nur für den, der ihn geöffnet hat)

cloud-build-max-copies = Du hast schon { $copies } Exemplare von { $name } (mehr darf ein Deck nicht haben).
cloud-build-full = Das Deck hat schon { $size } Karten; nimm zuerst eine heraus.
cloud-build-head = 🛠️ **{ $name }** (`{ $id }`) — Karten { $count }/{ $size } · Gesamtkosten { $cost } Qubits
cloud-build-avatar = Avatar: { $coherent } / { $superposition } ({ $stats }, { $terrain })
cloud-build-line = { $copies }× { $name } — Kosten { $cost } ({ $kind ->
        [alter] Alter
       *[algorithm] Algorithmus
    }), zusammen { $total }
cloud-build-empty = Noch keine Karten: Füge sie mit den Menüs unten hinzu.
cloud-build-option = { $name } — Kosten { $cost }
cloud-build-option-kind = { $kind ->
        [alter] Alter
       *[algorithm] Algorithmus
    }, { $points } Punkte
cloud-build-avatar-menu = Avatar…
cloud-build-add-menu = Eine Karte aus { $deck } hinzufügen…
cloud-build-remove-menu = Eine Karte herausnehmen…
cloud-build-not-yours = ❌ Dieser Deckbauer gehört jemand anderem; öffne deinen eigenen mit `/cloud deck build`.
cloud-build-save = Deck speichern
cloud-build-clear = Leeren
cloud-build-errors = ❌ Nicht gespeichert; dein Deck hat Fehler:

cloud-deck-fault = { $path }: { $code ->
        [unknown-key] unbekannter Schlüssel
        [missing] fehlt
        [top-not-table] die oberste Ebene ist keine Tabelle
        [no-table] fehlt oder ist keine Tabelle
        [no-list-of-tables] fehlt oder ist keine Liste von Tabellen
        [not-table] ist keine Tabelle
        [terrains-list] braucht eine Liste von 1–3 Geländen
        [not-list] ist keine Liste
        [effects-list] braucht eine Liste von 1–2 Effekten
        [no-common-target] die Effekte teilen ein Ziel, aber keine Einheit passt zu allen
        [buff-n] eine Stärkung nimmt `attack` und `life`, nicht `n`
        [buff-zero] eine Stärkung braucht `attack` oder `life` über 0
       *[buff-life] Stärkungen für `own_unit` dürfen kein Leben geben (Avatare behalten ihr Leben)
    }
cloud-deck-fault-value = { $path }: { $value } { $code ->
        [not-integer] ist keine ganze Zahl
        [bad-name] hat nicht 1–32 druckbare Zeichen
        [name-spaces] hat Leerzeichen am Rand oder ein doppeltes Anführungszeichen
        [bad-id] besteht nicht aus 1–24 Zeichen aus `a-z`, `0-9` und `-`
        [bad-kind] ist weder `alter` noch `algorithm`
        [bad-keyword] ist weder `fly` noch `portal`
       *[repeats] kommt doppelt vor
    }
cloud-deck-fault-known = { $path }: { $code ->
        [bad-terrain] { $value } ist kein Gelände ({ $known })
        [bad-format] { $value } ist nicht { $known }
        [bad-effect] { $value } ist kein Effekt ({ $known })
        [bad-target] { $value } ist keines von { $known }
       *[no-starter] kein Startdeck { $value } (Startdecks: { $known })
    }
cloud-deck-fault-range = { $path }: { $value } { $code ->
        [too-small] <
       *[too-large] >
    } { $limit }
cloud-deck-fault-budget = { $path }: 4·Angriff + 4·(Bewegung − 1) + Leben = { $budget }, muss { $must } sein
cloud-deck-fault-superpose = { $path }: { $stated } angegeben, berechnet { $cost } (Angriff + Bewegung + 3)
cloud-deck-fault-repeats-card = { $path }: { $value } wiederholt { $first }
cloud-deck-fault-too-costly = { $path }: P { $points } kostet mehr als { $most } Qubits
cloud-deck-fault-card-cost = { $path }: { $stated } angegeben, berechnet { $cost } (P { $points }, Rest { $slack })
cloud-deck-fault-size = { $path }: { $total } Karten, ein Deck hat genau { $size }
cloud-deck-fault-takes-no = { $path }: `{ $effect }` nimmt kein `{ $field }`
cloud-deck-fault-syntax = { $path }: kein gültiges TOML oder JSON (Zeile { $line }, Spalte { $column })
cloud-deck-fault-syntax-end = { $path }: kein gültiges TOML oder JSON (die Datei endet zu früh)

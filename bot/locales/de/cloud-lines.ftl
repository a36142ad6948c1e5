# Quantum Cloud: die Zeilen des Spielverlaufs, aus den Daten der Engine (Sitzbuchstaben A-D,
# Einheiten A0/A1, Felder q,r, Kartenbuchstaben V F P S M W O, Zahlen).

cloud-line-takes-back = { $actor } nimmt zurück: { $action }.
cloud-line-paused = Die Spielleitung hat das Spiel pausiert.
cloud-line-resumed = Die Spielleitung setzt das Spiel fort.
cloud-line-removed = Die Spielleitung hat { $letter } entfernt.
cloud-line-autopass = { $letter } { $state ->
        [on] passt ab jetzt automatisch
       *[off] passt nicht mehr automatisch
    }.
cloud-line-moves = { $letter } bewegt { $unit } von { $origin } nach { $hex }.
cloud-line-passes = { $letter } passt.
cloud-line-concedes = { $letter } gibt auf.
cloud-line-seed = Seed SHA-256 { $digest }.
cloud-line-first-roll = Wurf um das erste Feld: { $rolls }
cloud-line-first-tile = { $letter } legt das erste Feld.
cloud-line-setup-tile-drawn = Feld { $number } gezogen: { $tile } ({ $map }).
cloud-line-places-tile = { $letter } legt { $map } auf { $hex }.
cloud-line-first-avatar = { $letter } setzt den ersten Avatar.
cloud-line-avatar-tile = { $letter } nimmt ein { $map }-Feld aus dem Stapel und legt es auf { $hex }.
cloud-line-places-avatar = { $letter } setzt { $avatar } ({ $letter }0) auf { $hex }.
cloud-line-turn = Zug { $turn }: { $letter } ({ $name }), Qubits { $q }/{ $m }.
cloud-line-zeno = Zeno-Wurf { $roll }: { $holds ->
        [yes] Die Superposition hält.
       *[no] Sie bricht zusammen.
    }
cloud-line-bonus = Bonuswurf { $roll }: Qubits { $q }/{ $m }.
cloud-line-tile-drawn = Feld gezogen: { $tile } ({ $map }).
cloud-line-tile-deck-empty = Der Feldstapel ist leer; ein Feld muss verschoben werden.
cloud-line-no-tile-moves = Kein Feld kann verschoben werden; der Feldschritt entfällt.
cloud-line-draws = { $letter } zieht eine Karte.
cloud-line-deck-out = Das Deck von { $letter } ist leer: Jede Kopie des Avatars verliert { $damage } Leben.
cloud-line-moves-tile = { $letter } verschiebt das { $map }-Feld von { $origin } nach { $hex }.
cloud-line-keeps = { $letter } behält { $unit }; { $other } verlässt das Schlachtfeld.
cloud-line-superposes = { $letter } zahlt { $cost }: { $coherent } wird zu { $superposition }, Kopie { $unit } auf { $hex }. Z5: Bonuswurf { $roll }, Qubits { $q }/{ $m }.
cloud-line-summons = { $letter } beschwört { $card } ({ $cost }) als { $unit } auf { $hex }: { $attack }/{ $life }/{ $move }.
cloud-line-attacks = { $letter }: { $unit } { $name } greift { $target } { $other } an.
cloud-line-fizzles = Der Angriff von { $unit } auf { $target } verpufft.
cloud-line-deals = { $unit } fügt { $target } { $dealt } Schaden zu ({ $left } übrig) und erleidet { $returned } ({ $kept } übrig).
cloud-line-plays = { $letter } spielt { $card } ({ $cost }){ $where }: { $effects } — { $results }.
cloud-line-plays-on = {" "}auf { $target } { $name }
cloud-result-moves = bewegt von { $origin } nach { $hex }
cloud-result-frozen = eingefroren
cloud-result-stats = { $attack }/{ $life }{ $until ->
        [yes] {" "}bis zum Ende des Zuges
       *[no] {""}
    }
cloud-result-qubits = Qubits { $q }/{ $m }
cloud-line-turn-ends = Der Zug von { $letter } endet.
cloud-line-setup-timeout = Die Aufbauzeit von { $letter } ist abgelaufen.
cloud-line-window-timeout = Die Frist des Reaktionsfensters läuft ab für { $letters }.
cloud-line-turn-timeout = Die Zugzeit von { $letter } ist abgelaufen.
cloud-line-absent = { $letter } hat { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    } in Folge verpasst.
cloud-line-destroyed = { $unit } { $name } wird zerstört.
cloud-line-copy-left = Eine Kopie des Avatars von { $letter } bleibt übrig; sie bleibt im Spiel.
cloud-line-out = { $letter } ({ $name }) scheidet aus ({ $reason ->
        [kick] von der Spielleitung entfernt
        [avatar] kein Avatar mehr
        [mutual-kill] gegenseitige Vernichtung
        [concede] aufgegeben
       *[absence] abwesend
    }).
cloud-line-wins = { $letter } ({ $name }) gewinnt: { $reason ->
        [avatar] der letzte Avatar auf dem Feld
        [mutual-kill] gegenseitige Vernichtung, der Angreifer gewinnt
        [concede] die anderen haben aufgegeben
        [kick] die Spielleitung hat die anderen entfernt
       *[absence] die anderen waren abwesend
    }.
cloud-line-nobody-left = Niemand ist übrig.

cloud-effect = { $do ->
        [damage] { $n } Schaden an { $target ->
            [enemy_alter] einem gegnerischen Alter
            [enemy_unit] einer gegnerischen Einheit
            [own_alter] einem eigenen Alter
            [own_unit] einer eigenen Einheit
           *[own_avatar] einer Kopie des eigenen Avatars
        }
        [buff] +{ $attack } Angriff/+{ $life } Leben bis zum Ende des Zuges
        [double] Angriff und Leben verdoppeln sich bis zum Ende des Zuges
        [move] bewegt sich bis zu { $n } Schritte weit
        [freeze] kann bis zum Ende des Zuges weder ziehen noch angreifen
        [draw] ziehe { $n }
        [qubits] +{ $n } Qubits in diesem Zug
       *[heal] erhält { $n } Leben zurück
    }

cloud-card-effect-target = Ziel { $target ->
        [enemy_alter] gegnerischer Alter
        [enemy_unit] gegnerische Einheit
        [own_alter] eigener Alter
        [own_unit] eigene Einheit
       *[own_avatar] Kopie des eigenen Avatars
    }: { $effect }.

# Eine Ablehnung der Engine.
cloud-refusal = { $code ->
        [over] das Spiel ist vorbei
        [out] du bist aus diesem Spiel ausgeschieden
        [paused] die Spielleitung hat das Spiel pausiert; warte, bis sie es fortsetzt
        [nothing-to-undo] du kannst jetzt nichts zurücknehmen: nur deine eigene letzte Aktion dieses Zuges, bevor eine Karte, ein Feld oder ein Würfel gezogen wird und bevor jemand anderes handelt
        [host-or-bot] nur die Spielleitung oder der Bot darf { $verb }
        [no-window] kein Reaktionsfenster ist offen
        [passed] du hast in diesem Fenster schon gepasst
        [avatar-setup-only] Avatare werden nur im Aufbau gesetzt
        [already-paused] das Spiel ist schon pausiert
        [not-paused] das Spiel ist nicht pausiert
        [not-living] dieser Platz gehört keiner Person mehr im Spiel
        [leave-after-setup] aussteigen geht erst nach dem Aufbau
        [host-cannot] die Spielleitung kann nicht { $verb }; sie kann pausieren, fortsetzen oder entfernen
        [tile-turn-of] { $letter } legt gerade ein Feld
        [setup-no-move] im Aufbau legst du das gezogene Feld; Felder werden noch nicht verschoben
        [not-next] { $hex } liegt nicht am Schlachtfeld (oder ist belegt)
        [avatar-turn-of] { $letter } setzt gerade einen Avatar
        [avatar-cannot-go] dein Avatar kann nicht auf { $hex } (versuch { $spaces })
        [setup-placing] im Aufbau werden gerade { $step ->
                [tiles] Felder gelegt
               *[avatars] Avatare gesetzt
            }; { $verb } kommt später
        [turn-of] { $letter } ist am Zug
        [window-open] ein Reaktionsfenster ist offen; du kannst nur einen Algorithmus spielen oder passen
        [no-copy] gerade ist keine Kopie zu wählen
        [not-copy] { $unit } ist keine Kopie deines Avatars
        [keep-first] wähl zuerst die Kopie, die bleibt (`keep`)
        [tile-first] leg zuerst das gezogene Feld (`tile q,r`)
        [moves-over] nach einer Angriffsansage oder einer Beschwörung wird nicht mehr gezogen
        [moved] { $unit } ist in diesem Zug schon gezogen
        [frozen] { $unit } ist bis zum Ende des Zuges eingefroren
        [cannot-reach] { $unit } erreicht { $hex } nicht (Bewegung { $n }, nur über freie Felder)
        [battle-over] nach einer Beschwörung ist der Kampf vorbei
        [attacked] { $unit } hat in diesem Zug schon angegriffen
        [not-enemy] { $target } ist keine gegnerische Einheit auf dem Schlachtfeld
        [not-next-to] { $target } steht nicht neben { $unit }
        [not-now] { $verb } passt gerade nicht
        [not-own] { $unit } ist keine deiner Einheiten auf dem Schlachtfeld
        [no-tile-now] gerade ist kein Feld zu legen oder zu verschieben
        [place-drawn] leg das gezogene Feld; Felder werden erst verschoben, wenn der Feldstapel leer ist
        [not-free] { $hex } ist kein freier Platz am Schlachtfeld
        [deck-empty-move] der Feldstapel ist leer; verschieb ein Feld mit `tile q,r from q,r`
        [no-tile-on] auf { $origin } liegt kein Feld
        [holds-unit] auf dem Feld { $origin } steht eine Einheit
        [not-edge] das Feld { $origin } liegt nicht am Rand
        [split] ohne { $origin } zerfiele das Schlachtfeld
        [not-space] { $hex } liegt nicht am Rest des Schlachtfelds
        [superpose-first] Superposition kommt vor dem ersten Zug, Angriff oder der ersten Beschwörung
        [superposed] dein Avatar ist schon in Superposition
        [superposed-last] dein Avatar war in deinem letzten Zug in Superposition
        [qubits] du brauchst { $cost } Qubits und hast { $q }
        [no-copy-tile] kein freies Feld vom Gelände { $terrain ->
                [void] Leere
                [forest] Wald
                [plains] Ebenen
                [sky] Himmel
                [mountains] Gebirge
                [web] Netz
               *[ocean] Ozean
            } für die Kopie; nichts bezahlt
        [not-copy-tile] { $hex } ist kein freies Feld vom Gelände { $terrain ->
                [void] Leere
                [forest] Wald
                [plains] Ebenen
                [sky] Himmel
                [mountains] Gebirge
                [web] Netz
               *[ocean] Ozean
            }
        [not-in-hand] du hast keine Karte { $card } auf der Hand
        [is-algorithm] { $card } ist ein Algorithmus; spiel ihn mit `play`
        [costs] { $card } kostet { $cost } und du hast { $q } Qubits
        [no-summon-tile] kein freies Feld für { $card }
        [not-summon-tile] { $card } kann nicht auf { $hex } beschworen werden
        [is-alter] { $card } ist ein Alter; beschwör ihn in deinem Zug
        [no-target-taken] { $card } braucht kein Ziel
        [no-legal-target] { $card } hat gerade kein erlaubtes Ziel
        [name-target] nenn ein Ziel für { $card } (eines von { $targets })
        [not-target] { $target } ist kein erlaubtes Ziel für { $card }
        [moves-nothing] { $card } bewegt nichts; lass das Ziel weg
        [needs-destination] { $card } braucht ein Ziel `to:q,r`
        [not-hex] { $input } ist kein Feld; schreib es als q,r (zum Beispiel 1,-2)
        [not-unit] { $input } ist keine Einheit (wie A0, A0b oder B3)
        [not-seat] { $input } ist kein Platzbuchstabe A–D
       *[cannot-reach-steps] { $unit } erreicht { $hex } nicht in { $n } Schritten
    }

cloud-parse = { $code ->
        [empty] ein leerer Befehl; versuch `end` oder `move A1 0,1`
       *[on-or-off] schreib es als `autopass on` oder `autopass off`
    }
cloud-parse-input = { $input } { $code ->
        [unclosed-quote] hat ein nicht geschlossenes Anführungszeichen
        [not-card] ist kein Kartenname in Anführungszeichen
        [bad-actor] ist kein Platzbuchstabe, `host` oder `system`
       *[no-actor] nennt niemanden, der handelt
    }
cloud-parse-not-command = { $input } ist kein Befehl ({ $known })
cloud-parse-usage = schreib es als { $verb ->
        [tile] `tile q,r` oder `tile q,r from q,r`
        [avatar] `avatar q,r`
        [superpose] `superpose q,r`
        [keep] `keep A0`
        [move] `move A1 q,r`
        [attack] `attack A1 B2`
        [summon] `summon "Kartenname" q,r`
        [play] `play "Kartenname" [Einheit] [q,r]`
        [autopass] `autopass on|off`
        [kick] `kick B`
       *[other] `{ $verb }`
    }

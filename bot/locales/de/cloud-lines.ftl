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

cloud-history-title = Quantum Cloud #{ $id }: Verlauf

cloud-card-effect-target = Ziel { $target ->
        [enemy_alter] gegnerischer Alter
        [enemy_unit] gegnerische Einheit
        [own_alter] eigener Alter
        [own_unit] eigene Einheit
       *[own_avatar] Kopie des eigenen Avatars
    }: { $effect }.

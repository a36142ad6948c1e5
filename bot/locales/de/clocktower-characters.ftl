# Quantum Clocktower: die Charaktere, ihre Arten und die Berichte der Engine in Worten.

clocktower-character = { $id ->
    [washerwoman] Waschfrau
    [librarian] Bibliothekar
    [investigator] Ermittler
    [chef] Koch
    [empath] Empath
    [fortune_teller] Wahrsagerin
    [undertaker] Bestatter
    [monk] Mönch
    [ravenkeeper] Rabenhüter
    [virgin] Jungfrau
    [slayer] Jäger
    [soldier] Soldat
    [mayor] Bürgermeister
    [butler] Butler
    [drunk] Säufer
    [recluse] Einsiedler
    [saint] Heiliger
    [poisoner] Giftmischer
    [spy] Spion
    [scarlet_woman] Scharlachrote Frau
    [baron] Baron
    [imp] Imp
    [damsel] Burgfräulein
    [clockmaker] Uhrmacher
    [pixie] Fee
    [mathematician] Mathematiker
    [gambler] Glücksspieler
    [lycanthrope] Lykanthrop
    [fool] Narr
    [tea_lady] Teedame
    [cannibal] Kannibale
    [atheist] Atheist
    [puzzlemaster] Rätselmeister
    [barber] Barbier
    [devils_advocate] Advocatus Diaboli
    [mastermind] Drahtzieher
    [pukka] Pukka
    [lleech] Lleech
    [vortox] Vortox
    [townsfolk] Dorfbewohner
    [outsider] Außenseiter
    [minion] Scherge
    [demon] Dämon
   *[other] { $title }
}

clocktower-summary = { $id ->
    [washerwoman] Nur in Nacht 1: Du erfährst zwei andere Spieler und einen Dorfbewohner-Charakter; einer der beiden hat ihn.
    [librarian] Nur in Nacht 1: Du erfährst zwei andere Spieler und einen Außenseiter-Charakter, als der mindestens einer von ihnen zählt – oder dass niemand als Außenseiter zählt.
    [investigator] Nur in Nacht 1: Du erfährst zwei andere Spieler und einen Schergen-Charakter; mindestens einer der beiden zählt als dieser Scherge.
    [chef] Nur in Nacht 1: Du erfährst eine Zahl: wie viele Paare benachbarter Plätze (der Kreis schließt sich) aus zwei Spielern bestehen, die beide als böse zählen.
    [empath] Jede Nacht: Du erfährst eine Zahl: wie viele deiner beiden nächsten lebenden Nachbarn (je einer pro Seite, Tote werden übersprungen) als böse zählen.
    [fortune_teller] Jede Nacht: Du wählst zwei Spieler (du darfst einer davon sein) und erfährst „ja“, wenn mindestens einer als Dämon zählt oder dein Ablenkungsziel ist – ein guter Spieler, der zu Spielbeginn festgelegt wird; sonst „nein“.
    [undertaker] Ab Nacht 2, in einer Nacht nach einem Tag, an dem eine Hinrichtung jemanden getötet hat: Du erfährst, als welcher Charakter der Hingerichtete zählt.
    [monk] Ab Nacht 2: Du wählst einen anderen Spieler als dich; ein Angriff des Dämons auf ihn bleibt in dieser Nacht wirkungslos.
    [ravenkeeper] Stirbst du nachts durch den Dämon, wachst du in dieser Nacht trotzdem auf: Du wählst einen Spieler und erfährst, als welcher Charakter er zählt.
    [slayer] Einmal, bei Tag und öffentlich: Du benennst einen Spieler; zählt er als Dämon, stirbt er. Sonst passiert nichts.
    [soldier] Ein Angriff des Dämons auf dich bleibt wirkungslos, solange deine Fähigkeit wirkt.
    [drunk] Dir wird ein Dorfbewohner genannt, der nicht im Spiel ist, und du wachst als dieser auf; deine Wahl bewirkt nichts, und deine Informationen können jede gültige Antwort sein. Du zählst als Säufer.
    [recluse] Jedes Mal, wenn eine Fähigkeit dich prüft, lebend oder tot, darfst du als gut oder böse und als Einsiedler, als Scherge oder als Imp zählen – für jede Prüfung neu entschieden.
    [saint] Stirbst du durch eine Hinrichtung, während deine Fähigkeit wirkt, gewinnt das böse Team sofort.
    [poisoner] Jede Nacht, vor allen anderen: Du wählst einen Platz (auch deinen); die Fähigkeit dieses Spielers wirkt nicht, und seine Informationen können jede gültige Antwort sein, von jetzt bis zur nächsten Abenddämmerung.
    [scarlet_woman] Stirbt der Dämon, während kurz davor noch mindestens fünf Spieler leben, und lebst du, wirst du zum Imp.
    [baron] Verändert den Aufbau: Ist er im Spiel, gibt es zwei Außenseiter mehr und zwei Dorfbewohner weniger als üblich.
    [imp] Ab Nacht 2: Du wählst einen Platz, und dieser Spieler stirbt, sofern er nicht geschützt ist. Wählst du dich selbst, stirbst du, und ein lebender Scherge wird zum Imp.
    [clockmaker] Nur in Nacht 1: Du erfährst eine Zahl: die wenigsten Schritte im Kreis (in beide Richtungen, Tote mitgezählt) vom Dämon zu einem Schergen.
    [pixie] Nur in Nacht 1: Du erfährst einen Dorfbewohner, der im Spiel ist. Gibst du dich weiter als dieser aus und stirbt sein Spieler, erhältst du seine Fähigkeit.
    [mathematician] Jede Nacht: Du erfährst, bei wie vielen Spielern die Fähigkeit seit deinem letzten Aufwachen fehlgeschlagen ist, weil ein anderer Charakter eingegriffen hat.
    [gambler] Ab Nacht 2: Du wettest auf den Charakter eines Spielers; liegst du falsch, stirbst du, sofern dich nichts schützt.
    [lycanthrope] Ab Nacht 2: Du greifst einen lebenden Spieler an; zählt er als gut, stirbt er, und der Angriff des Dämons später in dieser Nacht schlägt fehl. Ein beim Aufbau bestimmter guter Spieler, die „falsche Pfote“, zählt als böse.
    [fool] Dein erster Tod findet nicht statt: Würde dich etwas zum ersten Mal töten, lebst du weiter, und dieser Schutz ist danach verbraucht.
    [tea_lady] Deine beiden nächsten lebenden Nachbarn können nicht sterben, solange beide gut sind.
    [cannibal] Der zuletzt durch eine Hinrichtung gestorbene Spieler leiht dir seine Fähigkeit; war er böse, bist du vergiftet und glaubst nur, sie zu haben.
    [mayor] Dein Team gewinnt, wenn ein Tag ohne Hinrichtung endet und nur noch drei Spieler leben. Ein nächtlicher Tod, der dir gilt, kann auf einen anderen Spieler übergehen.
    [atheist] Ein Spiel mit dem Atheisten hat gar keine bösen Spieler, und der Erzähler darf jede Regel beugen; wird der Erzähler hingerichtet, gewinnt das gute Team.
    [puzzlemaster] Ab dem Aufbau ist ein Spieler das ganze Spiel über betrunken, ob du lebst oder stirbst. Einmal, bei Tag, darfst du nennen, wen du dafür hältst: Triffst du, wird dir der Dämon gezeigt; sonst jemand, der es nicht ist.
    [damsel] Die Schergen können wissen, dass ein Burgfräulein im Spiel ist. Tippt ein Scherge öffentlich auf dich, solange du lebst, verliert dein Team (die Schergen haben zusammen einen Versuch).
    [barber] Dein Tod, bei Tag oder bei Nacht, erlaubt dem Dämon, in dieser Nacht die Charaktere zweier Spieler zu tauschen; keiner der beiden darf ein weiterer Dämon sein, und niemand wechselt das Team.
    [devils_advocate] Jede Nacht schützt du einen lebenden Spieler vor der Hinrichtung am nächsten Tag: Wird er hingerichtet, überlebt er. Denselben Spieler kannst du nicht zwei Nächte hintereinander schützen.
    [mastermind] Eine Hinrichtung, die den Dämon tötet, beendet das Spiel nicht, solange du lebst: Es folgt ein zusätzlicher Tag, und das Team dessen, der an ihm hingerichtet wird, verliert (ohne Hinrichtung gewinnt das gute Team).
    [pukka] Jede Nacht: Wen du wählst (nicht dich), ist vergiftet, und wen du in der Nacht davor gewählt hast, stirbt jetzt, sofern nicht geschützt, und seine Vergiftung endet.
    [lleech] Nacht 1: Du wählst einen anderen Spieler als Wirt, der vergiftet ist; du lebst, solange der Wirt lebt, und stirbst mit ihm. Spätere Nächte: Du wählst einen Spieler, und er stirbt.
    [vortox] Ab Nacht 2 tötest du einen Spieler deiner Wahl. Solange deine Fähigkeit wirkt, sind die Informationen jedes Dorfbewohners falsch, und jeder Tag, der ohne Hinrichtung endet, geht an das böse Team.
   *[other] { $summary }
}

clocktower-kind = { $kind ->
    [townsfolk] Dorfbewohner
    [outsider] Außenseiter
    [minion] Schergen
   *[demon] Dämon
}

clocktower-script = { $id ->
    [quantum_trouble_brewing] Quanten-Trouble-Brewing
    [uncertainty_principle] Unschärferelation
   *[other] { $title }
}

clocktower-token-drunk = Säufer (hält sich für: { $believed })

clocktower-report-evil = Du bist böse. Dein böses Team: { $team }.
clocktower-report-good = Du bist gut.
clocktower-report-stored = Deine Liste für Nacht { $night } ist gespeichert:
clocktower-report-setup-impossible = Keine deiner Aufbauzeilen ist möglich; schick neue.
clocktower-report-demon = Der Dämon ist { $seat }.
clocktower-report-bluffs = Deine Bluffs: { $bluffs }.
clocktower-report-bluff = { $character }
clocktower-report-token = Deine Charaktermarke: { $character }.
clocktower-report-became = Du bist jetzt: { $character }.
clocktower-report-in-play = Im Spiel ist: { $character }.
clocktower-report-learned-nothing = `{ $line }`: unmöglich, du hast also nichts erfahren.
clocktower-report-night = Nacht { $night }: { $result }.
clocktower-result-no-wake = Du bist nicht aufgewacht
clocktower-result-woke = Du bist als { $character } aufgewacht{ $chose ->
        [yes] , hast { $seats } gewählt
       *[no] {""}
    }{ $learn ->
        [yes] {" "}und hast erfahren: { $learned }
       *[no] {""}
    }
clocktower-and = { $first } und { $second }
clocktower-info-value = { $value ->
    [yes] ja
    [no] nein
   *[other] { $value }
}
clocktower-info-no-outsider = niemand ist Außenseiter
clocktower-info-character = { $character }
clocktower-info-pair = { $first } oder { $second } ist { $character }
clocktower-reask-sent = Keiner deiner Einträge für Nacht { $night } ist noch möglich: Die Wahl anderer Spieler in dieser Nacht hat sie unmöglich gemacht (jeder war möglich, als du ihn geschickt hast). Schick eine neue Liste.
clocktower-reask-silent = Keine Wahl für Nacht { $night } ist für dich möglich: Du hast keine Liste geschickt, und nicht aufzuwachen ist für dich nicht mehr möglich (die Wahl anderer Spieler in dieser Nacht hat es ausgeschlossen). Schick eine Liste.
clocktower-reask-forced = {" "}Du wachst auf als: { $character }.
clocktower-reask-forced-kind = {" "}Du wachst auf als: ein { $kind ->
    [townsfolk] Dorfbewohner
    [outsider] Außenseiter
    [minion] Scherge
   *[demon] Dämon
}.
clocktower-reask-offer = {" "}Unter den Charakteren deiner Liste ist für dich noch möglich: { $entries }.
clocktower-reask-without = {" "}Ohne { $clauses } wäre der Rest deines Eintrags noch möglich.
clocktower-reask-reason = {" "}Nach dem, was du weißt, ist `{ $entry }` { $verdict }.

clocktower-report-answered = { $seat } hat geantwortet.
clocktower-report-night-begins = Nacht { $night } beginnt.
clocktower-report-resolving = Nacht { $night } wird aufgelöst.
clocktower-report-day-begins = Tag { $day } beginnt.
clocktower-report-dead = { $seat } ist tot.
clocktower-report-executed = { $seat } wird hingerichtet.
clocktower-report-nominated = { $nominator } hat { $nominee } nominiert: { $count } Stimme(n) (nötig: { $needs }).
clocktower-report-nominated-storyteller = { $nominator } hat den Erzähler nominiert: { $count } Stimme(n) (nötig: { $needs }).
clocktower-report-storyteller-executed = Der Erzähler wird hingerichtet.
clocktower-report-claimed = { $seat } behauptet, { $character } zu sein.
clocktower-report-over = Das Spiel ist vorbei: { $team ->
        [good] Das gute
       *[evil] Das böse
    } Team gewinnt.
clocktower-team-wins = { $team ->
        [good] Das gute
       *[evil] Das böse
    } Team gewinnt.
clocktower-report-day-action = { $verb ->
    [damsel] { $actor } tippt, dass { $target } das Burgfräulein ist.
   *[slay] { $actor } schießt auf { $target }.
}

clocktower-engine-error = { $code ->
    [only-by-day] { $verb ->
            [damsel] auf das Burgfräulein tippen
            [claim] etwas behaupten
            [puzzle] den Tipp des Rätselmeisters abgeben
           *[slay] schießen
        } kannst du nur bei Tag
    [dead-cannot] du scheinst tot und kannst deshalb nicht { $verb ->
            [damsel] auf das Burgfräulein tippen
            [claim] behaupten, wer du bist
            [puzzle] den Tipp des Rätselmeisters abgeben
           *[slay] schießen
        }
    [no-one-can] in diesem Spiel kann niemand { $verb ->
            [damsel] auf das Burgfräulein tippen
            [puzzle] den Tipp des Rätselmeisters abgeben
           *[slay] schießen
        }
    [private-impossible] dieser Tipp ist jetzt unmöglich (keine Welt des Spiels hat ihn); nichts wurde festgehalten
    [claim-not-in-script] „{ $character }“ ist kein Charakter des Skripts dieses Spiels
    [storyteller-nominated] der Erzähler wurde heute schon nominiert
    [not-day] es ist nicht Tag
    [not-night] es ist nicht Nacht
    [resolving] die Nacht wird schon aufgelöst
    [no-reask] niemand wird gerade erneut gefragt
    [only-at-night] Nachtlisten kannst du nur nachts schicken
    [dead-at-night] du scheinst tot und schickst deshalb nachts nichts
    [empty] schick mindestens eine Zeile
    [locked] die Nacht wird aufgelöst; deine Liste lässt sich nicht mehr ändern
    [nominations-by-day] nominiert wird bei Tag
    [dead-nominator] { $seat } scheint tot und kann nicht nominieren
    [nominated-already] { $seat } hat heute schon nominiert
    [nominee-already] { $seat } wurde heute schon nominiert
    [votes-once] jeder Spieler stimmt einmal ab
    [ghost-spent] { $seat } hat die Geisterstimme schon verbraucht
   *[over] das Spiel ist vorbei
}

clocktower-reason = { $code ->
    [demon-self] du bist der Dämon
    [out-of-range] als { $character } erfährt man in Nacht { $night } bei { $players } Spielern nie „{ $info }“, nicht einmal mit falschen Informationen
    [side] du bist { $mine ->
            [good] gut, { $character } ist aber ein böser Charakter
           *[evil] böse, { $character } ist aber ein guter Charakter
        }
    [demon-known] der Dämon ist { $seat }
    [token] dir wurde die Charaktermarke { $character } genannt
    [sent-before] in Nacht { $night } hast du '{ $entry }' geschickt
    [became] dir wurde gesagt, dass du jetzt { $character } bist
    [one-between-swaps] von einem Platz der Nachtreihenfolge, an dem Charaktere getauscht werden können, bis zum nächsten hast du einen einzigen Charakter, der einmal aufwacht, und '{ $entry }' ist ein weiteres Aufwachen
    [demons-clause] die Klausel für { $character } schickt nur der Dämon, und du bist gut
    [swap-once] du bist gut, also könnte dich nur ein Tausch zu dem Dämon gemacht haben, der die Klausel für { $character } schickt, und auf diesen Tausch kann keiner mehr folgen
    [never-swapped-in] du bist gut, also könnte dich nur ein Tausch zu { $character } machen, und bei { $players } Spielern ist { $character } mit diesem Aufwachen nie zusammen mit einem Charakter im Spiel, der tauscht
    [executed-alive] du wurdest an Tag { $night } hingerichtet und lebst scheinbar noch, aber als { $character } mit diesem Aufwachen überlebt in diesem Skript niemand eine Hinrichtung
    [survived-unswapped] du wurdest an Tag { $night } hingerichtet und lebst scheinbar noch, kein Tod seither, angekündigt oder nicht, hätte deinen Charakter vor diesem Aufwachen durch einen Tausch ändern können, und als { $character } mit diesem Aufwachen überlebt in diesem Skript niemand eine Hinrichtung
    [slept-then-swapped] in Nacht { $night } bist du nicht aufgewacht, also könnte dir nur ein Tausch erlauben, '{ $entry }' zu schicken, und auf diesen Tausch kann keiner mehr folgen
    [woke-then-swapped] in Nacht { $night } hast du '{ $entry }' und kein anderes Aufwachen geschickt: ein Tausch danach in jener Nacht hätte dich schon damals so geweckt, und heute Nacht wachst du vor jedem Tausch wie zuvor auf
    [gained-only] nach Nacht 1 wacht { $character } nur als hinzugewonnene Instanz auf, und kein Charakter dieses Skripts gewinnt eine hinzu
    [one-character] bis zu einem möglichen Tausch hast du einen einzigen Charakter, der einmal pro Nacht aufwacht, und '{ $entry }' ist ein weiteres Aufwachen
    [repeat] in Nacht { $night } hast du '{ $entry }' geschickt, und { $character } kann nicht dasselbe wählen wie in der Nacht davor
   *[slept-before] in Nacht { $night } bist du nicht aufgewacht
}

clocktower-line-error = { $setup ->
        [yes] Aufbauzeile
       *[no] Zeile
    } { $number }: { $clause }{ $code ->
        [not-a-seat] „{ $word }“ ist kein Platz (schreib @1 bis @{ $count })
        [seat-outside] Platz { $word } liegt nicht zwischen @1 und @{ $count }
        [not-info] „{ $word }“ ist keine Information (eine Zahl, `yes`, `no`, `none`, ein Charakter oder `@a @b` mit Charakter)
        [not-entry] „{ $line }“: Ein Eintrag ist `dont_wake` oder `wake <character> …`
        [choose-needs-seat] „{ $line }“: Nach `choose` steht mindestens ein Platz
        [learn-needs-info] „{ $line }“: Nach `learn` steht eine Information
        [unexpected] „{ $line }“: unerwartet: „{ $word }“
        [not-setup] „{ $line }“: Eine Aufbauzeile lautet `setup demon @d [bluffs x y z]`
        [three-bluffs] „{ $line }“: Nach `bluffs` stehen drei Charaktere
        [setup-night-1] Aufbauzeilen gibt es nur in Nacht 1
        [setup-only-evil] nur böse Spieler schicken Aufbauzeilen
        [setup-not-evil] { $seat } ist nicht böse
        [setup-bluffs-self] Bluffs gehören nur zu `setup demon` mit dir selbst, ab { $count } Spielern
        [setup-name-bluffs] nenne nach `bluffs` drei Bluffs
        [setup-bluffs-good] Bluffs sind drei verschiedene gute Charaktere
        [setup-accepted] dein Aufbau ist schon angenommen
        [not-in-script] „{ $word }“ ist kein Charakter dieses Skripts
        [no-wake-tonight] `{ $character }` wacht in Nacht { $night } nicht auf
        [chooses-no-one] `{ $character }` wählt niemanden
        [chooses-exactly] `{ $character }` wählt genau { $count } Spieler
        [not-self] `{ $character }` kann sich nicht selbst wählen
        [different-players] `{ $character }` wählt verschiedene Spieler
        [learns-nothing] `{ $character }` erfährt nichts
        [must-learn] bei `{ $character }` gehört dazu, was du erfahren hast (`learn …`)
        [learns-kind] `{ $character }` erfährt einen Charakter der Art { $kind ->
            [townsfolk] Dorfbewohner
            [outsider] Außenseiter
            [minion] Scherge
           *[demon] Dämon
        }, und `{ $word }` ist keiner
        [learns-other] `{ $character }` erfährt { $kinds }, nicht { $got }
        [guess-needs-character] „{ $line }“: Nach `guess` steht ein Charakter
        [not-self-night-1] `{ $character }` kann sich in Nacht 1 nicht selbst wählen
        [guess-needed] bei `{ $character }` steht nach `guess` ein Charakter
        [guesses-nothing] `{ $character }` rät nichts
        [join-two] „{ $line }“: `&` verbindet zwei Teile (`wake … & wake …`)
        [dont-wake-joined] „{ $line }“: `dont_wake` lässt sich mit nichts verbinden
        [not-setup-learn] „{ $line }“: Eine Aufbauzeile lautet `setup demon @d …` oder `setup <character>`
        [not-learned-at-setup] niemand erfährt beim Aufbau, ob { $name } im Spiel ist
        [never-shown] keine Fähigkeit zeigt je { $name }
        [never-wakes] als { $name } wacht niemand auf
        [kind-no-wake] kein { $kind ->
            [townsfolk] Dorfbewohner
            [outsider] Außenseiter
            [minion] Scherge
           *[demon] Dämon
        } dieses Skripts wacht in Nacht { $night } in dieser Form auf
        [same-point] zwei Teile wachen an derselben Stelle der Nacht auf
        [same-character] zwei Teile nennen denselben Charakter
        [out-of-range] „{ $word }“ kann heute Nacht niemand erfahren
       *[pair-others] `{ $character }` erfährt zwei verschiedene andere Spieler als sich selbst
    }

clocktower-info-kind = { $kind ->
    [number] eine Zahl
    [yesno] ja oder nein
    [none] „niemand“
    [character] einen Charakter
   *[pair] zwei Spieler und einen Charakter
}
clocktower-or = { $first } oder { $second }
clocktower-clause = „{ $clause }“:{" "}

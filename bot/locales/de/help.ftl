# /help und die Hilfe unter der Lobby eines Spiels.

help-how-to-play = So wird gespielt

help-footer = { $game } · /help für die anderen Spiele
help-pick-game = Wähle ein Spiel
help-pick-topic = Mehr Hilfe: Wähle ein Thema
help-every-game = ← Alle Spiele
help-front-title = { $platform }: Quantenspiele per Post
help-front = Jedes Spiel hier hält alle Welten zugleich offen, die seine Regeln erlauben; eure Entscheidungen, Stimmen und Karten schließen manche aus, bis etwas sicher ist. Wähle unten ein Spiel, um zu lesen, wie es gespielt wird.
help-no-games = Keine Spiele
help-unknown-game = ❌ Ich betreue kein Spiel namens { $game }; wähle eines aus der Liste ({ $games }).

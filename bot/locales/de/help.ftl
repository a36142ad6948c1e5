# /help und die Hilfe unter der Lobby eines Spiels.

help-how-to-play = So wird gespielt

help-footer = { $game } · /help für die anderen Spiele
help-pick-game = Wähle ein Spiel
help-pick-topic = Mehr Hilfe: Wähle ein Thema
help-every-game = ← Alle Spiele

# /help und die Hilfe unter der Lobby eines Spiels.

help-how-to-play = So wird gespielt

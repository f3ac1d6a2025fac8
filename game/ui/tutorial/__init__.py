"""Learn to play at the table: a game's own table scene with a coach on it (coach.py) that says
what each step of the script asks and why, lets only that move through, plays the computer
players' scripted moves (computers.py), and draws the step's card and the spotlight (card.py).
`start.py` opens a tutorial (the title's Learn to play, `--tutorial GAME`) at its chapter."""

"""The scenes shared by every game: title, set-up, settings, rules help, pause, content errors,
game over, pass-the-screen, messages and loading."""

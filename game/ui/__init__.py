"""The app: window, frame loop, scene stack and the scenes every game shares (see README.md)."""

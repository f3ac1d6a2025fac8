"""The Ascending Empires table: the board scene and the views it is drawn with."""

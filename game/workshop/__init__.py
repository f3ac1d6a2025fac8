"""The modder's workshop without its screens: mods listed and switched on and off, the mods folder
opened, a new mod written, JSON Schemas for editors, balance runs in the background, live reload
and "Try it". Plain Python (no pygame): the Mods screen and the gallery call these."""

"""The menus: main menu, new game, load, settings, rules help, in-game menu, results (see
:mod:`.base` for what they share). Menus open scenes by name through the app."""

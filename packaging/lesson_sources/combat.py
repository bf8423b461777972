"""Tarot Combat's lessons: farms and paying; soldiers and attacking; blocking, speed and
damage; limbo and priority (a counter with the Fool); trumps and abilities; teams. A duel of
You and Ada, the last lesson four players in two teams."""

from tests.test_combat import table

from . import auto, lesson, me, they

HELP = "Rules help"

LESSONS = [
    lesson(
        "farms-and-paying", "Farms and paying",
        table(["QC 5S M3 2W", "8W 9W 4S"], soldiers=[["7C"], []], farms=["AS 2P", ""],
              step="main"),
        [me("Your main step. Any card may be played face down as a farm, one a turn: drag the "
            "5 of Swords onto your farms row.",
            "farm 5S",
            "That is legal, but here we learn farms: drag the 5 of Swords onto your farms "
            "row.", zone="farms:0"),
         me("A Queen costs 3 farms and needs a Cup soldier in play — your 7 of Cups. Drag the "
            "Queen of Cups onto your soldiers row: your three farms turn sideways to pay.",
            "soldier QC",
            "That is legal, but here we learn to pay: play the Queen of Cups as a soldier.",
            zone="soldiers:0")],
        "Each farm pays 1: turn it sideways. It stays sideways, and cannot pay again, until "
        "your next beginning step. To play a Queen you turn three right-side-up farms "
        "sideways.", f"{HELP}, Farms and costs",
        intro="Tarot Combat: play soldiers, attack with them, block, and play trumps for their "
              "effects. Everyone starts with 20 life."),
    lesson(
        "soldiers-and-attacking", "Soldiers and attacking",
        table(["5S 2W", "8W 9W 4S"], soldiers=[["7C"], ["5W"]], step="beginning"),
        [auto("pass", "Your beginning step and your draw step pass."),
         me("Your attack step: drag your 7 of Cups onto Ada — it attacks her.",
            "attack @#1>1",
            "That is legal, but here we learn to attack: drag the 7 of Cups onto Ada.",
            zone="plate:1"),
         they(1, "done", "Ada does not block: your 7 of Cups deals her its strength, 1."),
         me("Your main step: a spot card is a soldier you play for free. Drag the 2 of Staves "
            "onto your soldiers row.",
            "soldier 2W",
            "That is legal, but here we learn soldiers: play the 2 of Staves as a soldier.",
            zone="soldiers:0")],
        "Attackers — choose any of your right-side-up soldiers to attack, each against one "
        "opponent. They turn sideways. … Each soldier deals its strength once: … an attacker "
        "nobody blocked to the player it attacks.", f"{HELP}, Attacking"),
    lesson(
        "blocking-speed-damage", "Blocking, speed and damage",
        table(["5S 2W", "8W 9W 4S"], soldiers=[["7S"], ["5W"]], step="beginning", active=1,
              first=1),
        [they(1, "pass"),
         they(1, "attack @#2>0", "Ada attacks you with her 5 of Staves."),
         me("Block it: drag your 7 of Swords onto her 5 of Staves. Both have strength 1, but "
            "the 7 is faster: it deals its damage first and destroys the 5.",
            "block @#1>#2",
            "You may let the 5 through, but then it deals you 1 damage: block it with the 7 "
            "of Swords.", light=["7S"], zone="soldiers:1")],
        "Soldiers deal damage in order of speed, fastest first; soldiers of the same speed "
        "deal theirs at the same time. … Example: an Ace attacks and a 2 blocks it. The 2 is "
        "faster: it destroys the Ace, which never deals its damage.", f"{HELP}, Attacking"),
    lesson(
        "limbo-and-priority", "Limbo and priority: the Fool",
        table(["M0 5S", "KW 9W 4S"], soldiers=[[], ["8W"]], farms=["AS 2P", "3C 4C 5C 6C"],
              step="main", active=1, first=1),
        [they(1, "soldier KW", "Ada plays her King of Staves: it goes into limbo, and "
                               "priority comes to you."),
         me("You have priority: answer with 0 The Fool, which counters a card played as a "
            "soldier. Drag it onto the limbo; your two farms pay.",
            "trump M0",
            "You may pass, but then the King comes into play: counter it with the Fool.",
            zone="limbo")],
        "Trumps and the Ace's and Joker's abilities may be played whenever you have priority, "
        "even in another player's turn — also on top of a card just played, to answer it. … "
        "0 The Fool — counter a card being played as a soldier: it goes to the discard pile "
        "instead of into play.", f"{HELP}, Limbo and priority; The abilities"),
    lesson(
        "trumps-and-abilities", "Trumps and abilities",
        table(["M13 AS 2W", "8W 9W 4S"], soldiers=[["7S"], ["KW"]],
              farms=["2C 3C 4C 5C 6C", ""], step="main"),
        [me("Trumps are played for their effect. Drag XIII Death onto the limbo: it destroys "
            "a soldier.",
            "trump M13",
            "That is legal, but here we learn a trump: play XIII Death.", zone="limbo"),
         me("Choose Death's target: Ada's King of Staves.",
            "target @#2",
            "Death may destroy your own soldier too, but Ada's King is the point.",
            light=["KW"]),
         me("A trump costs 2 farms: the two picked are lit — press Pay (Space).",
            [f"pay @#{i}" for i in range(3, 8)],
            "Pay with your farms: press Pay.", light=[]),
         me("One farm more: press Pay (Space).",
            [f"pay @#{i}" for i in range(3, 8)],
            "Pay with your farms: press Pay.", light=[]),
         auto("pass", "You pass: everyone passes, and Death resolves."),
         me("An Ace's ability: pay 3 farms, with a Sword soldier in play, and draw 3 cards. "
            "Drag the Ace of Swords onto the limbo.",
            "ability AS",
            "That is legal, but here we learn the Ace's ability: drag the Ace onto the limbo.",
            zone="limbo")],
        "Trumps (the major arcana) are played only for their effect; each costs 2 farms. … "
        "XIII Death — destroy a soldier. … Ace (pay 3, only with a soldier of its suit in "
        "play): draw 3 cards.", f"{HELP}, The cards; The abilities"),
    lesson(
        "teams", "Teams",
        table(["5S 2W", "8W 9W 4S", "6C", "7P"], soldiers=[["7C"], ["5W"], ["4C"], ["2P"]],
              step="beginning", teams="alliance"),
        [auto("pass", "Your beginning step and your draw step pass."),
         me("Four players in two teams: Basil, across the table, is your teammate; Ada and "
            "Cleo are your opponents. Attack Ada: drag your 7 of Cups onto her.",
            "attack @#1>1",
            "Cleo is an opponent too, but attack Ada here.", zone="plate:1")],
        "Alliance — teammates can't attack each other, and a team loses only when all its "
        "players have lost.", f"{HELP}, Teams"),
]

"""Tarok's lessons: following suit, a card that cannot win, the major arcana as a fifth suit
(not trumps), the draw pile, counting card points. Three players: You, Ada on your left,
Basil after her; play goes left."""

from tests.test_tarok import table

from . import lesson, me, they

SEED = "Tarok, the source text"

LESSONS = [
    lesson(
        "follow-suit", "Following suit",
        table(["KC 2C 9W M4 5S", "7C QW 3P 8S M2", "3C 6W 4P 10S M9"],
              draw="4S 6C 2W KP 8C 9P", leader=1, trick=((1, "7C"), (2, "3C"))),
        [me("Ada led the 7 of Cups and Basil followed with the 3: follow suit too, and take "
            "the trick with your King of Cups — drag it to the middle.",
            "play KC",
            "The 2 of Cups follows suit as well, but it loses the trick: the King of Cups, "
            "the highest Cup, wins it.", zone="trick")],
        "The player to this person's left must play a card of the same suit if he has one. "
        "… The player who played the highest card of the suit led wins the trick.", SEED,
        intro="In Tarok you win tricks: each player in turn plays one card to the middle."),
    lesson(
        "no-card-of-the-suit", "No card of the suit led",
        table(["2S 9W M21 KP", "7C QW 3P 8S M2", "3C 6W 4P 10S M9"],
              draw="4S 6C 2W KS 8C 9P", leader=1, trick=((1, "7C"), (2, "3C"))),
        [me("You hold no Cup, so you may play any card — but it cannot win the trick: give "
            "Ada the 2 of Swords, your cheapest card.",
            "play 2S",
            "That card is legal too, but it cannot win a trick led in Cups, and it would hand "
            "Ada its points: the 2 of Swords gives her only 2.", zone="trick")],
        "If the player does not have a card of the suit led, he may play any other card, but "
        "he has lost the chance to take that trick.", SEED),
    lesson(
        "majors-are-a-suit", "The major arcana: a fifth suit",
        table(["M12 M3 KC 4W", "M5 QW 3P 8S 7C", "M9 6W 4P 10S 2C"],
              draw="4S 6C 2W KS 8C 9P", leader=1, trick=((1, "M5"), (2, "M9"))),
        [me("Ada led the V, a major arcanum: the majors are a suit like the others here, so "
            "follow with one — the XII beats Basil's IX.",
            "play M12",
            "The III follows suit too, but it is lower than Basil's IX: the XII takes the "
            "trick.", zone="trick"),
         me("Your King of Cups would not win a major trick, nor would a major win a Cup trick: "
            "the majors are not trumps in Tarok. You won, so lead: play the King of Cups.",
            "play KC",
            "Lead the King of Cups here: nobody can beat the highest Cup.", zone="trick"),
         they(1, "play 7C"),
         they(2, "play 2C")],
        "The major arcana are not trumps in this game: they are a fifth suit that must be "
        "followed like any other and that wins only when it was led.",
        "Rules help, Our decisions: Suits and ranks"),
    lesson(
        "the-draw-pile", "The draw pile",
        table(["KS 4W M1 2P", "3S QW 3P 8C M2", "5S 6W 4P 10C M9"],
              draw="4C 6C 2W KP 8P QS", leader=0),
        [me("You lead: play the King of Swords, the highest Sword.",
            "play KS", "Lead the King of Swords: it takes the trick whatever the others hold.",
            zone="trick"),
         they(1, "play 3S"),
         they(2, "play 5S"),
         me("After the trick everyone drew a card from the pile, you first: the Queen of "
            "Swords came to your hand. Lead it — Ada and Basil have no Swords left.",
            "play QS",
            "Lead the Queen of Swords you just drew: the pile tops your hand up after every "
            "trick.", zone="trick"),
         they(1, "play 8P"),
         they(2, "play 6W")],
        "After the trick is won, it is placed aside by the player winning it. Then each "
        "player draws a card from the draw pile a[n]d adds it to his hand, starting with the "
        "person who played the first card.", SEED),
    lesson(
        "card-points", "Counting card points",
        table(["KC 2C 9W M4 5S", "QC QW 3P 8S M2", "NC 6W 4P 10S M9"],
              draw="4S 6C 2W KP 8C 9P", leader=1, trick=((1, "QC"), (2, "NC"))),
        [me("Ada led the Queen of Cups (20 points) and Basil the Knight (15): take them with "
            "your King (25) — 60 points in one trick.",
            "play KC",
            "The 2 of Cups follows suit, but it gives Ada the trick and its 37 points: the "
            "King takes them all.", zone="trick")],
        "Major Arcana cards are worth 15 points each. In the Minor Arcana (Wands, Pentacles, "
        "Swords and Cups), Kings are worth 25 points, Queens worth 20, Knights and Pages "
        "wo[r]th 15, and each card 1 to 10 are worth face value.", SEED),
]

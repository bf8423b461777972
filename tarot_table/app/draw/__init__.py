"""Drawing and geometry shared by the scenes: layouts, sprites, the animator and its tweens, the
layer cache, card images, the felt, the panels' painting, the names put into sentences."""

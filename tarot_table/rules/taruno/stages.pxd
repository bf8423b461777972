# The turn's functions, compiled with the state typed as the table (table.py's docstring).
cimport cython
from tarot_table.cards cimport CardFields
from tarot_table.rules.taruno.table cimport TarunoTable

@cython.locals(state=TarunoTable, card=CardFields)
cpdef _playable(state, seat)

@cython.locals(state=TarunoTable)
cpdef turn(state, seat, events)

@cython.locals(state=TarunoTable)
cpdef next_turn(state, after, events)

@cython.locals(state=TarunoTable)
cpdef end_turn(state, seat, events)

@cython.locals(state=TarunoTable)
cpdef strength_on(state, seat, events)

@cython.locals(state=TarunoTable, card=CardFields)
cpdef play_card(state, seat, card, effects, events)

@cython.locals(state=TarunoTable, card=CardFields)
cpdef bint _lay_minor(state, seat, card, events)

@cython.locals(state=TarunoTable)
cpdef bint _face_card(state, seat, rank, events)

@cython.locals(state=TarunoTable)
cpdef _after_card(state, seat, naming, effects, events)

# The majors as extension types when compiled, their effects reading the state typed as the
# table (table.py's docstring). Justice and the Sun stay Python classes: Cython cannot
# compile their effects' generator expressions as cpdef methods.
cimport cython
from tarot_table.rules.taruno.table cimport TarunoTable

cdef class Major:
    @cython.locals(state=TarunoTable)
    cpdef play(self, state, seat, card, events)
    @cython.locals(state=TarunoTable)
    cpdef effect(self, state, seat, events)

cdef class TheFool(Major):
    @cython.locals(state=TarunoTable)
    cpdef effect(self, state, seat, events)

cdef class TheMagician(Major):
    @cython.locals(state=TarunoTable)
    cpdef effect(self, state, seat, events)

cdef class TheHighPriestess(Major):
    @cython.locals(state=TarunoTable)
    cpdef effect(self, state, seat, events)

cdef class TheEmpress(Major):
    @cython.locals(state=TarunoTable)
    cpdef effect(self, state, seat, events)

cdef class TheEmperor(Major):
    @cython.locals(state=TarunoTable)
    cpdef effect(self, state, seat, events)

cdef class TheHierophant(Major):
    @cython.locals(state=TarunoTable)
    cpdef effect(self, state, seat, events)

cdef class TheLovers(Major):
    @cython.locals(state=TarunoTable)
    cpdef effect(self, state, seat, events)

cdef class TheChariot(Major):
    @cython.locals(state=TarunoTable)
    cpdef effect(self, state, seat, events)

cdef class Strength(Major):
    @cython.locals(state=TarunoTable)
    cpdef effect(self, state, seat, events)

cdef class TheHermit(Major):
    pass

cdef class WheelOfFortune(Major):
    @cython.locals(state=TarunoTable)
    cpdef effect(self, state, seat, events)

cdef class TheHangedMan(Major):
    @cython.locals(state=TarunoTable)
    cpdef effect(self, state, seat, events)

cdef class Death(Major):
    @cython.locals(state=TarunoTable)
    cpdef effect(self, state, seat, events)

cdef class Temperance(Major):
    @cython.locals(state=TarunoTable)
    cpdef effect(self, state, seat, events)

cdef class TheDevil(Major):
    @cython.locals(state=TarunoTable)
    cpdef effect(self, state, seat, events)

cdef class TheTower(Major):
    @cython.locals(state=TarunoTable)
    cpdef effect(self, state, seat, events)

cdef class TheStar(Major):
    pass

cdef class TheMoon(Major):
    @cython.locals(state=TarunoTable)
    cpdef effect(self, state, seat, events)

cdef class Judgement(Major):
    @cython.locals(state=TarunoTable)
    cpdef effect(self, state, seat, events)

cdef class TheWorld(Major):
    @cython.locals(state=TarunoTable)
    cpdef effect(self, state, seat, events)

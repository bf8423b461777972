# The rule-based player of Tarot Combat as an extension type when compiled: what a decision
# reads of its view is kept in C fields, not an instance dict (a rollout asks it at each step).
cdef class CombatHeuristic:
    cdef public object rng, view, me, hand, opponents, mine, up_farms, _span

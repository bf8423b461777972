# The driver of stages and steps as an extension type when compiled (StagedState in stages.py).
cdef class StagedState:
    cdef public object stage, todo, history
    cdef public bint halted

# The shuffle's places and bounds as C integers when compiled (base.py's shuffle).
cimport cython

@cython.locals(i=cython.Py_ssize_t, n=cython.Py_ssize_t, j=cython.Py_ssize_t)
cpdef shuffle(rng, items)

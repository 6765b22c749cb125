// case: ps1.tex-dst-t/invalid/ps_1_3/mutate-tex-dst-r-1 (validate)
// expect: invalid [ps1.tex-dst-t]
// origin: mutator tex-dst-r on random seed 1 ps_1_3 #1
ps_1_3
def c5, 1.0, 1.0, 1.0, 1.0
def c0, 1.0, 1.0, -0.5, -0.5
def c6, -1.0, 0.125, 1.0, -1.0
tex r1
add r0, c1.w, c0.w

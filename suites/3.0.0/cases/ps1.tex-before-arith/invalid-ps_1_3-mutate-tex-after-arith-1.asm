// case: ps1.tex-before-arith/invalid/ps_1_3/mutate-tex-after-arith-1 (validate)
// expect: invalid [ps1.tex-before-arith]
// origin: mutator tex-after-arith on random seed 1 ps_1_3 #1
ps_1_3
def c5, 1.0, 1.0, 1.0, 1.0
def c0, 1.0, 1.0, -0.5, -0.5
def c6, -1.0, 0.125, 1.0, -1.0
add r0, c1.w, c0.w
texkill t0

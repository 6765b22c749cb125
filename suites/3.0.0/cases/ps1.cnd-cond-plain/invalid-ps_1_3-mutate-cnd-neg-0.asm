// case: ps1.cnd-cond-plain/invalid/ps_1_3/mutate-cnd-neg-0 (validate)
// expect: invalid [ps1.cnd-cond-plain]
// origin: mutator cnd-neg on random seed 1 ps_1_3 #1
ps_1_3
def c5, 1.0, 1.0, 1.0, 1.0
def c0, 1.0, 1.0, -0.5, -0.5
def c6, -1.0, 0.125, 1.0, -1.0
add r0, c1.w, c0.w
mov r0.w, c0
cnd r1, -r0.w, c0, c1

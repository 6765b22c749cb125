// case: mod.src-allowed/invalid/ps_1_3/mutate-bad-src-mod-0 (validate)
// expect: invalid [mod.src-allowed]
// origin: mutator bad-src-mod on random seed 1 ps_1_3 #1
ps_1_3
def c5, 1.0, 1.0, 1.0, 1.0
def c0, 1.0, 1.0, -0.5, -0.5
def c6, -1.0, 0.125, 1.0, -1.0
add r0, c1.w, c0.w
mov r1, c0
mov r1, r1_abs

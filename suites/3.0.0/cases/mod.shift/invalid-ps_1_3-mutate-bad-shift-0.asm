// case: mod.shift/invalid/ps_1_3/mutate-bad-shift-0 (validate)
// expect: invalid [mod.shift]
// origin: mutator bad-shift on random seed 1 ps_1_3 #1
ps_1_3
def c5, 1.0, 1.0, 1.0, 1.0
def c0, 1.0, 1.0, -0.5, -0.5
def c6, -1.0, 0.125, 1.0, -1.0
add r0, c1.w, c0.w
mov_x8 r1, c0

// case: coissue.not-first/invalid/ps_1_3/mutate-coissue-first-1 (validate)
// expect: invalid [coissue.not-first]
// origin: mutator coissue-first on random seed 1 ps_1_3 #1
ps_1_3
def c5, 1.0, 1.0, 1.0, 1.0
def c0, 1.0, 1.0, -0.5, -0.5
def c6, -1.0, 0.125, 1.0, -1.0
+mov r1.w, c0
add r0, c1.w, c0.w

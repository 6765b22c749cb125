// case: coissue.pair-pipes/invalid/ps_1_3/mutate-coissue-rgb-rgb-0 (validate)
// expect: invalid [coissue.pair-pipes]
// origin: mutator coissue-rgb-rgb on random seed 1 ps_1_3 #1
ps_1_3
def c5, 1.0, 1.0, 1.0, 1.0
def c0, 1.0, 1.0, -0.5, -0.5
def c6, -1.0, 0.125, 1.0, -1.0
add r0, c1.w, c0.w
mov r1.xyz, c0
+add r1.xyz, c0, c0

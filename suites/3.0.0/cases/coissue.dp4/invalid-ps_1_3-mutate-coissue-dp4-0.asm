// case: coissue.dp4/invalid/ps_1_3/mutate-coissue-dp4-0 (validate)
// expect: invalid [coissue.dp4]
// origin: mutator coissue-dp4 on random seed 1 ps_1_3 #1
ps_1_3
def c5, 1.0, 1.0, 1.0, 1.0
def c0, 1.0, 1.0, -0.5, -0.5
def c6, -1.0, 0.125, 1.0, -1.0
add r0, c1.w, c0.w
mov r1.xyz, c0
+dp4 r1.w, c0, c0

// case: ps1.cmp-dp4-dst-distinct/invalid/ps_1_3/mutate-dp4-self-1 (validate)
// expect: invalid [ps1.cmp-dp4-dst-distinct]
// origin: mutator dp4-self on random seed 1 ps_1_3 #9
ps_1_3
mov r0, c7
add r0, c2.w, c3
mov r1, c0
dp4 r1, r1, c0

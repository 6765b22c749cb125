// case: ps1.cmp-dp4-dst-distinct/invalid/ps_1_3/mutate-dp4-self-0 (validate)
// expect: invalid [ps1.cmp-dp4-dst-distinct]
// origin: mutator dp4-self on random seed 1 ps_1_3 #1
ps_1_3
def c5, 1.0, 1.0, 1.0, 1.0
def c0, 1.0, 1.0, -0.5, -0.5
def c6, -1.0, 0.125, 1.0, -1.0
add r0, c1.w, c0.w
mov r1, c0
dp4 r1, r1, c0

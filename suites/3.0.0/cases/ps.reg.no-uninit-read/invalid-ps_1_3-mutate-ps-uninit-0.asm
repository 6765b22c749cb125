// case: ps.reg.no-uninit-read/invalid/ps_1_3/mutate-ps-uninit-0 (validate)
// expect: invalid [ps.reg.no-uninit-read]
// origin: mutator ps-uninit on random seed 1 ps_1_3 #1
ps_1_3
def c5, 1.0, 1.0, 1.0, 1.0
def c0, 1.0, 1.0, -0.5, -0.5
def c6, -1.0, 0.125, 1.0, -1.0
mov r0, r0
add r0, c1.w, c0.w

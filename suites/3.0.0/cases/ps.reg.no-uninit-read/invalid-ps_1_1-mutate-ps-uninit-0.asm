// case: ps.reg.no-uninit-read/invalid/ps_1_1/mutate-ps-uninit-0 (validate)
// expect: invalid [ps.reg.no-uninit-read]
// origin: mutator ps-uninit on random seed 1 ps_1_1 #0
ps_1_1
mov r0, r0
add r0, c2, c1.w
nop
dp3_x2 r1.xyz, c2, r0
mul r0, c1.w, c1.w

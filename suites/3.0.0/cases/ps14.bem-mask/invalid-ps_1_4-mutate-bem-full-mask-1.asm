// case: ps14.bem-mask/invalid/ps_1_4/mutate-bem-full-mask-1 (validate)
// expect: invalid [ps14.bem-mask]
// origin: mutator bem-full-mask on random seed 1 ps_1_4 #6
ps_1_4
def c4, -1.0, -0.5, -0.5, 0.125
mov r1, c0
bem r2, c0, r1
phase
mad r3, c1.y, c3, c3
add_x8 r5, c2, c3.z
mad r3, r3.z, r5_x2, c1.y
mul r0, c2, c3

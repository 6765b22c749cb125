// case: op.form-in-profile/invalid/ps_1_1/mutate-foreign-op-0 (validate)
// expect: invalid [op.form-in-profile]
// origin: mutator foreign-op on random seed 1 ps_1_1 #0
ps_1_1
add r0, c2, c1.w
nop
dp3_x2 r1.xyz, c2, r0
mul r0, c1.w, c1.w
abs r0, c0

// case: op.form-in-profile/invalid/ps_2_0/mutate-foreign-op-0 (validate)
// expect: invalid [op.form-in-profile]
// origin: mutator foreign-op on random seed 1 ps_2_0 #0
ps_2_0
dcl_cube s13
dcl_volume s4
dcl_2d s0
dcl v0
mov oC0, c3
mov oDepth, c0.z
dsx r0, c0
